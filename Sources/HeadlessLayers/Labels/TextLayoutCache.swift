import HeadlessGeometry
import HeadlessRaster
import HeadlessText

/// The last text layout a label or text layer made, reused while the text,
/// font, width and style stay the same (measuring and drawing ask for the same layout).
@MainActor
final class TextLayoutCache {
    private struct Key: Hashable {
        var text: String
        var font: Font
        var width: Double?
        var style: ParagraphStyle
    }

    private var entries: [Key: TextLayout] = [:]
    /// The most layouts kept (a label asks for a few widths: measuring and drawing).
    private static let capacity = 4

    /// The layout of `text`, or `nil` when it cannot be laid out (invalid width or style).
    func layout(_ text: String, font: Font, width: Double?, style: ParagraphStyle) -> TextLayout? {
        let key = Key(text: text, font: font, width: width.flatMap { $0.isFinite ? $0 : nil }, style: style)
        if let cached = entries[key] { return cached }
        // Drawn at the width it measured with no limit, a label's text is the same layout.
        if let limit = key.width, let unlimited = entries[Key(text: text, font: font, width: nil, style: style)],
            unlimited.isSameLayout(atWidth: limit)
        {
            return unlimited
        }
        guard let layout = try? TextLayout(text, font: font, width: key.width, style: style) else { return nil }
        if entries.count >= TextLayoutCache.capacity { entries.removeAll(keepingCapacity: true) }
        entries[key] = layout
        return layout
    }
}
