import Foundation
import UIKit

extension Snapshotting where Value == CGPath, Format == UIImage {
    /// A path filled black (even-odd) on a clear image of its bounds, pixel for pixel.
    public static var image: Snapshotting { image() }

    /// A path filled with `drawingMode` on a clear image of its bounds, at `scale`.
    public static func image(
        precision: Float = 1, perceptualPrecision: Float = 1, scale: CGFloat = 1, drawingMode: CGPathDrawingMode = .eoFill
    ) -> Snapshotting {
        var strategy = SimplySnapshotting<UIImage>.image(precision: precision, perceptualPrecision: perceptualPrecision, scale: scale)
            .pullback { (path: CGPath) in
                MainActor.assumeIsolated {
                    pathImage(bounds: path.boundingBoxOfPath, scale: scale) { context in
                        context.addPath(path)
                        context.drawPath(using: drawingMode)
                    }
                }
            }
        strategy.requiresMainThread = true
        return strategy
    }
}

extension Snapshotting where Value == UIBezierPath, Format == UIImage {
    /// A path filled black on a clear image of its bounds, pixel for pixel.
    public static var image: Snapshotting { image() }

    /// A path filled (`fill()`) black on a clear image of its bounds, at `scale`.
    public static func image(precision: Float = 1, perceptualPrecision: Float = 1, scale: CGFloat = 1) -> Snapshotting {
        var strategy = SimplySnapshotting<UIImage>.image(precision: precision, perceptualPrecision: perceptualPrecision, scale: scale)
            .pullback { (path: UIBezierPath) in
                let shared = Snapshot(path)
                return MainActor.assumeIsolated {
                    pathImage(bounds: shared.value.bounds, scale: scale) { _ in shared.value.fill() }
                }
            }
        strategy.requiresMainThread = true
        return strategy
    }
}

extension Snapshotting where Value == CGPath, Format == String {
    /// A path's elements as text, one per line (`MoveTo (0.0, 0.0)`), numbers with one to three decimals.
    public static var elementsDescription: Snapshotting { elementsDescription(numberFormatter: .pathElements) }

    /// A path's elements as text, numbers written by `numberFormatter`.
    public static func elementsDescription(numberFormatter: NumberFormatter) -> Snapshotting {
        SimplySnapshotting<String>.lines.pullback { (path: CGPath) in
            var text = ""
            func point(_ p: CGPoint) -> String {
                "(\(numberFormatter.string(from: NSNumber(value: Double(p.x))) ?? ""),"
                    + " \(numberFormatter.string(from: NSNumber(value: Double(p.y))) ?? ""))"
            }
            path.applyWithBlock { element in
                let e = element.pointee
                switch e.type {
                case .moveToPoint:
                    if !text.isEmpty { text += "\n" }
                    text += "MoveTo \(point(e.points[0]))\n"
                case .addLineToPoint: text += "LineTo \(point(e.points[0]))\n"
                case .addQuadCurveToPoint: text += "QuadCurveTo \(point(e.points[0])) \(point(e.points[1]))\n"
                case .addCurveToPoint: text += "CurveTo \(point(e.points[0])) \(point(e.points[1])) \(point(e.points[2]))\n"
                case .closeSubpath: text += "Close\n"
                }
            }
            return text
        }
    }
}

extension Snapshotting where Value == UIBezierPath, Format == String {
    /// A path's elements as text (see `Snapshotting<CGPath, String>.elementsDescription`).
    public static var elementsDescription: Snapshotting { elementsDescription(numberFormatter: .pathElements) }

    /// A path's elements as text, numbers written by `numberFormatter`.
    public static func elementsDescription(numberFormatter: NumberFormatter) -> Snapshotting {
        Snapshotting<CGPath, String>.elementsDescription(numberFormatter: numberFormatter).pullback { (path: UIBezierPath) in
            let shared = Snapshot(path)
            return MainActor.assumeIsolated { shared.value.cgPath }
        }
    }
}

extension NumberFormatter {
    /// One to three decimals, as swift-snapshot-testing writes path elements.
    static var pathElements: NumberFormatter {
        let formatter = NumberFormatter()
        // Not the POSIX locale: Linux's Foundation then ignores the fraction digits.
        formatter.numberStyle = .decimal
        formatter.decimalSeparator = "."
        formatter.usesGroupingSeparator = false
        formatter.minimumFractionDigits = 1
        formatter.maximumFractionDigits = 3
        return formatter
    }
}

/// A clear image of `bounds` at `scale` with `draw` done in it, black the fill colour.
@MainActor
private func pathImage(bounds: CGRect, scale: CGFloat, _ draw: (CGContext) -> Void) -> UIImage {
    let format = UIGraphicsImageRendererFormat()
    format.scale = scale
    format.opaque = false
    let size = CGSize(width: max(bounds.width.rounded(.up), 1), height: max(bounds.height.rounded(.up), 1))
    return UIGraphicsImageRenderer(size: size, format: format).image { context in
        context.cgContext.translateBy(x: -bounds.minX, y: -bounds.minY)
        UIColor.black.setFill()
        context.cgContext.setFillColor(UIColor.black.cgColor)
        draw(context.cgContext)
    }
}
