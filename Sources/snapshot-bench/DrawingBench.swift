import Foundation
import HeadlessGeometry
import HeadlessRaster
import UIKit

/// The `drawing-canvas` and `drawing-cg` scenes: one picture of 390 x 300
/// points at 3x (a line chart of 200 points with a gradient under it clipped
/// to its area, axis lines, 12 bars with rounded tops, and a progress ring of
/// a track and a 270° arc with round caps), drawn each frame into a new
/// opaque image, straight through the engine's `Canvas` and `Path`, or
/// through `UIGraphicsImageRenderer` with `CGContext` calls and
/// `UIBezierPath`. The ratio of the two is what the Core Graphics and UIKit
/// drawing faces cost (#37: at most 1.1x); `drawing-cg` also checks that both
/// draw the same pixels, and fails when they do not.
@MainActor
struct DrawingBench {
    /// Whether the picture is drawn through UIKit's and Core Graphics' names.
    let throughCoreGraphics: Bool

    /// The picture's size in points and its scale.
    nonisolated static let width = 390.0, height = 300.0, scale = 3.0

    // MARK: The picture's data, shared by both drawings

    /// The chart's plot area: bars are clipped to it, the line and the area stay in it.
    nonisolated static let plot = (minX: 40.0, minY: 24.0, maxX: 262.0, maxY: 264.0)
    /// The points of the line chart, left to right across the plot.
    nonisolated static let linePoints: [(x: Double, y: Double)] = (0..<200).map { index in
        let t = Double(index) / 199
        let value = 0.5 + 0.28 * sin(t * 9) + 0.12 * sin(t * 31 + 1)
        return (plot.minX + t * (plot.maxX - plot.minX), plot.maxY - value * (plot.maxY - plot.minY))
    }
    /// The bars: left edge, width and top. Each runs 8 points below the
    /// axis, where the clip cuts off its lower corners.
    nonisolated static let bars: [(x: Double, width: Double, top: Double)] = (0..<12).map { index in
        let slot = (plot.maxX - plot.minX) / 12
        let value = 0.3 + 0.25 * (1 + sin(Double(index) * 1.7))
        return (plot.minX + slot * Double(index) + 3.5, slot - 7, plot.maxY - value * (plot.maxY - plot.minY))
    }
    nonisolated static let barRadius = 4.0
    nonisolated static let lineWidth = 2.5
    /// The ring's centre, radius and width; the arc runs 270° clockwise on screen from the top.
    nonisolated static let ring = (x: 326.0, y: 144.0, radius: 42.0, width: 12.0)
    nonisolated static let arcStart = -Double.pi / 2, arcEnd = Double.pi

    /// Colours as sRGB components with alpha.
    nonisolated static let axisColor = (0.56, 0.56, 0.58, 1.0)
    nonisolated static let barColor = (0.2, 0.78, 0.35, 0.35)
    nonisolated static let lineColor = (0.0, 0.48, 1.0, 1.0)
    nonisolated static let areaTop = (0.0, 0.48, 1.0, 0.45), areaBottom = (0.0, 0.48, 1.0, 0.0)
    nonisolated static let trackColor = (0.9, 0.9, 0.92, 1.0)
    nonisolated static let progressColor = (1.0, 0.58, 0.0, 1.0)

    // MARK: The scene

    func prepared() throws -> BenchScene.Prepared {
        let draw: () throws -> Bitmap = throughCoreGraphics ? Self.drawThroughCoreGraphics : Self.drawThroughCanvas
        var last = try draw()
        return BenchScene.Prepared(
            frame: { if let image = try? draw() { last = image } },
            image: { last },
            extraFields: {
                let fields = [("points", "\(Self.linePoints.count)"), ("bars", "\(Self.bars.count)")]
                guard throughCoreGraphics else { return fields }
                let canvas = try Self.drawThroughCanvas()
                let difference = Self.difference(last, canvas)
                guard difference.pixels == 0 else {
                    throw BenchOptions.Invalid(
                        description: "drawing-cg differs from drawing-canvas: \(difference.pixels) pixels, "
                            + "a channel off by up to \(difference.maxChannel)")
                }
                return fields + [("same-pixels-as-canvas", "true"), ("max-channel-difference", "0")]
            })
    }

    /// How many pixels of two bitmaps of the same size differ, and the largest channel difference.
    static func difference(_ a: Bitmap, _ b: Bitmap) -> (pixels: Int, maxChannel: Int) {
        guard a.width == b.width, a.height == b.height else { return (Int.max, 255) }
        var pixels = 0, maxChannel = 0
        for (p, q) in zip(a.pixels, b.pixels) where p != q {
            pixels += 1
            for shift in stride(from: UInt32(0), to: 32, by: 8) {
                maxChannel = max(maxChannel, abs(Int((p >> shift) & 0xFF) - Int((q >> shift) & 0xFF)))
            }
        }
        return (pixels, maxChannel)
    }

    // MARK: Through the engine

    /// The picture drawn with the engine's canvas and paths.
    static func drawThroughCanvas() throws -> Bitmap {
        func color(_ c: (Double, Double, Double, Double)) -> HeadlessGeometry.Color {
            HeadlessGeometry.Color(red: c.0, green: c.1, blue: c.2, alpha: c.3)
        }
        let canvas = try Canvas(width: Int(width * scale), height: Int(height * scale), scale: scale)
        canvas.clear(to: .white)
        let plotRect = Rect(x: plot.minX, y: plot.minY, width: plot.maxX - plot.minX, height: plot.maxY - plot.minY)

        // Bars with rounded tops: rounded rectangles cut off at the axis.
        canvas.save()
        canvas.clip(to: plotRect)
        for bar in bars {
            let rect = Rect(x: bar.x, y: bar.top, width: bar.width, height: plot.maxY + 8 - bar.top)
            canvas.fill(HeadlessGeometry.Path(roundedRect: rect, cornerRadius: barRadius, curve: .continuous), color: color(barColor))
        }
        canvas.restore()

        // The area under the line, a gradient clipped to it.
        var area = HeadlessGeometry.Path()
        area.move(to: Point(x: linePoints[0].x, y: plot.maxY))
        for point in linePoints { area.line(to: Point(x: point.x, y: point.y)) }
        area.line(to: Point(x: linePoints[linePoints.count - 1].x, y: plot.maxY))
        area.closeSubpath()
        canvas.save()
        canvas.clip(to: area)
        let gradient = HeadlessRaster.Gradient(stops: [
            HeadlessRaster.Gradient.Stop(color: color(areaTop), location: 0), HeadlessRaster.Gradient.Stop(color: color(areaBottom), location: 1),
        ])
        canvas.fill(
            plotRect, with: .linearGradient(gradient, start: Point(x: plot.minX, y: plot.minY), end: Point(x: plot.minX, y: plot.maxY)))
        canvas.restore()

        // The line.
        var line = HeadlessGeometry.Path()
        line.move(to: Point(x: linePoints[0].x, y: linePoints[0].y))
        for point in linePoints.dropFirst() { line.line(to: Point(x: point.x, y: point.y)) }
        canvas.stroke(line, color: color(lineColor), style: StrokeStyle(width: lineWidth, cap: .round, join: .round))

        // The axes.
        var axes = HeadlessGeometry.Path()
        axes.move(to: Point(x: plot.minX, y: plot.minY))
        axes.line(to: Point(x: plot.minX, y: plot.maxY))
        axes.line(to: Point(x: plot.maxX, y: plot.maxY))
        canvas.stroke(axes, color: color(axisColor), style: StrokeStyle(width: 1))

        // The progress ring, drawn about its centre.
        canvas.save()
        canvas.translateBy(x: ring.x, y: ring.y)
        var track = HeadlessGeometry.Path()
        track.addArc(center: Point(x: 0, y: 0), radius: ring.radius, startAngle: 0, endAngle: 2 * Double.pi, clockwise: true)
        canvas.stroke(track, color: color(trackColor), style: StrokeStyle(width: ring.width))
        var progress = HeadlessGeometry.Path()
        progress.addArc(center: Point(x: 0, y: 0), radius: ring.radius, startAngle: arcStart, endAngle: arcEnd, clockwise: true)
        canvas.stroke(progress, color: color(progressColor), style: StrokeStyle(width: ring.width, cap: .round))
        canvas.restore()
        return canvas.bitmap
    }

    // MARK: Through UIKit and Core Graphics

    /// The same picture drawn as an iOS app would: an image renderer, `CGContext` calls and `UIBezierPath`.
    static func drawThroughCoreGraphics() throws -> Bitmap {
        func cgColor(_ c: (Double, Double, Double, Double)) -> CGColor { CGColor(red: c.0, green: c.1, blue: c.2, alpha: c.3) }
        func uiColor(_ c: (Double, Double, Double, Double)) -> UIColor { UIColor(red: c.0, green: c.1, blue: c.2, alpha: c.3) }
        let format = UIGraphicsImageRendererFormat()
        format.scale = scale
        format.opaque = true
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: width, height: height), format: format)
        let plotRect = CGRect(x: plot.minX, y: plot.minY, width: plot.maxX - plot.minX, height: plot.maxY - plot.minY)
        let image = renderer.image { context in
            let ctx = context.cgContext

            // Bars with rounded tops: rounded rectangles cut off at the axis.
            ctx.saveGState()
            ctx.clip(to: plotRect)
            uiColor(barColor).setFill()
            for bar in bars {
                let rect = CGRect(x: bar.x, y: bar.top, width: bar.width, height: plot.maxY + 8 - bar.top)
                UIBezierPath(roundedRect: rect, cornerRadius: barRadius).fill()
            }
            ctx.restoreGState()

            // The area under the line, a gradient clipped to it.
            ctx.saveGState()
            ctx.move(to: CGPoint(x: linePoints[0].x, y: plot.maxY))
            for point in linePoints { ctx.addLine(to: CGPoint(x: point.x, y: point.y)) }
            ctx.addLine(to: CGPoint(x: linePoints[linePoints.count - 1].x, y: plot.maxY))
            ctx.closePath()
            ctx.clip()
            let locations: [CGFloat] = [0, 1]
            let gradient = CGGradient(
                colorsSpace: CGColorSpaceCreateDeviceRGB(), colors: [cgColor(areaTop), cgColor(areaBottom)], locations: locations)!
            ctx.drawLinearGradient(
                gradient, start: CGPoint(x: plot.minX, y: plot.minY), end: CGPoint(x: plot.minX, y: plot.maxY), options: [])
            ctx.restoreGState()

            // The line.
            ctx.setStrokeColor(cgColor(lineColor))
            ctx.setLineWidth(lineWidth)
            ctx.setLineCap(.round)
            ctx.setLineJoin(.round)
            ctx.move(to: CGPoint(x: linePoints[0].x, y: linePoints[0].y))
            for point in linePoints.dropFirst() { ctx.addLine(to: CGPoint(x: point.x, y: point.y)) }
            ctx.strokePath()

            // The axes.
            ctx.setStrokeColor(cgColor(axisColor))
            ctx.setLineWidth(1)
            ctx.setLineCap(.butt)
            ctx.setLineJoin(.miter)
            ctx.move(to: CGPoint(x: plot.minX, y: plot.minY))
            ctx.addLine(to: CGPoint(x: plot.minX, y: plot.maxY))
            ctx.addLine(to: CGPoint(x: plot.maxX, y: plot.maxY))
            ctx.strokePath()

            // The progress ring, drawn about its centre: the track through
            // UIBezierPath, the arc through the context, whose `clockwise` is
            // y-up, so clockwise on screen is `clockwise: false`.
            ctx.saveGState()
            ctx.translateBy(x: ring.x, y: ring.y)
            let track = UIBezierPath(arcCenter: .zero, radius: ring.radius, startAngle: 0, endAngle: 2 * .pi, clockwise: true)
            track.lineWidth = ring.width
            uiColor(trackColor).setStroke()
            track.stroke()
            ctx.setStrokeColor(cgColor(progressColor))
            ctx.setLineWidth(ring.width)
            ctx.setLineCap(.round)
            ctx.addArc(center: .zero, radius: ring.radius, startAngle: arcStart, endAngle: arcEnd, clockwise: false)
            ctx.strokePath()
            ctx.restoreGState()
        }
        return image.image.bitmap
    }
}
