internal import HeadlessGeometry
internal import HeadlessRaster
internal import HeadlessText

/// Measuring and drawing strings with attributes, as UIKit's `NSString`
/// additions: laid out and drawn by this package's text stack into the
/// current context.
extension String {
    /// The size of the string on one line per paragraph, in points.
    public func size(withAttributes attrs: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        StringDrawing(self, attrs).size(width: nil)
    }

    /// The box the string takes when wrapped at `size.width`, at the origin.
    public func boundingRect(
        with size: CGSize, options: NSStringDrawingOptions = [], attributes: [NSAttributedString.Key: Any]? = nil,
        context: NSStringDrawingContext?
    ) -> CGRect {
        CGRect(origin: .zero, size: StringDrawing(self, attributes).size(width: options.contains(.usesLineFragmentOrigin) ? size.width : nil))
    }

    /// Draws the string with its top-left corner at `point`, on one line per paragraph.
    @MainActor public func draw(at point: CGPoint, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        StringDrawing(self, attrs).draw(in: CGRect(origin: point, size: CGSize(width: CGFloat.infinity, height: .infinity)), wraps: false)
    }

    /// Draws the string wrapped in `rect`.
    @MainActor public func draw(in rect: CGRect, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        StringDrawing(self, attrs).draw(in: rect, wraps: true)
    }
}

extension NSString {
    /// The size of the string on one line per paragraph, in points.
    public func size(withAttributes attrs: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        String(self).size(withAttributes: attrs)
    }

    /// The box the string takes when wrapped at `size.width`, at the origin.
    public func boundingRect(
        with size: CGSize, options: NSStringDrawingOptions = [], attributes: [NSAttributedString.Key: Any]? = nil,
        context: NSStringDrawingContext?
    ) -> CGRect {
        String(self).boundingRect(with: size, options: options, attributes: attributes, context: context)
    }

    /// Draws the string with its top-left corner at `point`.
    @MainActor public func draw(at point: CGPoint, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        String(self).draw(at: point, withAttributes: attrs)
    }

    /// Draws the string wrapped in `rect`.
    @MainActor public func draw(in rect: CGRect, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        String(self).draw(in: rect, withAttributes: attrs)
    }
}

/// One string with its attributes, measured and drawn.
struct StringDrawing {
    /// The text.
    let text: String
    /// Its attributes.
    let attributes: TextAttributes

    /// `text` with `attributes` (the 12-point system font when they name none, as UIKit's).
    init(_ text: String, _ attributes: [NSAttributedString.Key: Any]?) {
        self.text = text
        self.attributes = TextAttributes(attributes, defaultFont: FontLog.fallback(size: 12))
    }

    /// The size `width` wide (no limit when nil), in fractional points as UIKit's measuring gives it.
    func size(width: CGFloat?) -> CGSize {
        guard let layout = attributes.layout(text, width: width) else { return .zero }
        return CGSize(layout.size)
    }

    /// Draws into the current context, wrapped at `rect`'s width when `wraps`, clipped to `rect`.
    @MainActor func draw(in rect: CGRect, wraps: Bool) {
        guard let canvas = UIGraphicsGetCurrentContext()?.canvas,
            let layout = attributes.layout(text, width: wraps ? rect.width : nil)
        else { return }
        let traits = UITraitCollection.current.resolved
        let origin = Point(x: rect.minX, y: rect.minY - attributes.baselineOffset)
        if let background = attributes.background {
            canvas.fill(Path(rect: Rect(origin: origin, size: layout.size)), color: background.resolved(with: traits))
        }
        canvas.save()
        if rect.width.isFinite, rect.height.isFinite { canvas.clip(to: Rect(rect)) }
        canvas.draw(layout, at: origin, color: attributes.color.resolved(with: traits))
        canvas.restore()
    }
}

/// Options of string measuring and drawing.
public struct NSStringDrawingOptions: OptionSet, Hashable, Sendable {
    /// The options as bits.
    public let rawValue: Int
    /// Options from bits.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Wraps at the given width (without it, one line per paragraph).
    public static let usesLineFragmentOrigin = NSStringDrawingOptions(rawValue: 1 << 0)
    /// Uses the font's leading; the line height here always does.
    public static let usesFontLeading = NSStringDrawingOptions(rawValue: 1 << 1)
    /// Measures glyph bounds; the layout's box here.
    public static let usesDeviceMetrics = NSStringDrawingOptions(rawValue: 1 << 3)
    /// Truncates the last line that fits; lines are not truncated here (the option is kept for code that passes it).
    public static let truncatesLastVisibleLine = NSStringDrawingOptions(rawValue: 1 << 5)
}

/// Settings and results of string drawing; kept for code that passes one.
open class NSStringDrawingContext: NSObject {
    /// The smallest scale factor the text may shrink to; 0 (no shrinking) by default.
    open var minimumScaleFactor: CGFloat = 0
    /// The scale factor used; 1, as text is not shrunk.
    open private(set) var actualScaleFactor: CGFloat = 1
}
