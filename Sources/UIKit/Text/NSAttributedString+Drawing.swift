/// Measuring and drawing attributed strings, as UIKit's additions. The text
/// stack lays out one font and colour per string: a string whose runs differ
/// is drawn with its first run's attributes, and says so on standard error.
extension NSAttributedString {
    /// The attributes the string is drawn with: its first run's.
    var drawingAttributes: [NSAttributedString.Key: Any] {
        guard length > 0 else { return [:] }
        var range = NSRange(location: 0, length: 0)
        let first = attributes(at: 0, effectiveRange: &range)
        if range.length < length { TextAttributeLog.reportUndrawn("runs after the first (\(string.prefix(20))…)") }
        return first
    }

    /// The size of the string on one line per paragraph.
    public func size() -> CGSize { string.size(withAttributes: drawingAttributes) }

    /// The box the string takes when wrapped at `size.width`, at the origin.
    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [], context: NSStringDrawingContext?) -> CGRect {
        string.boundingRect(with: size, options: options, attributes: drawingAttributes, context: context)
    }

    /// Draws the string with its top-left corner at `point`.
    @MainActor public func draw(at point: CGPoint) { string.draw(at: point, withAttributes: drawingAttributes) }

    /// Draws the string wrapped in `rect`.
    @MainActor public func draw(in rect: CGRect) { string.draw(in: rect, withAttributes: drawingAttributes) }
}
