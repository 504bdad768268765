import HeadlessGeometry
import HeadlessRaster
import HeadlessText

/// A layer drawing text from the top of its bounds, as `CATextLayer`.
open class TextLayer: Layer {
    /// The text.
    public var string: String?
    /// The font; `nil` (the default) is the system font at 17 points.
    public var font: Font?
    /// The text colour; opaque white by default, as in Core Animation.
    public var foregroundColor: Color = .white
    /// The horizontal alignment; natural by default.
    public var alignmentMode: TextAlignment = .natural
    /// Whether text wraps to the bounds width; off by default (one line per paragraph).
    public var isWrapped = false
    /// How text that does not fit is truncated; clipped by default.
    public var truncationMode: LineBreakMode = .byClipping

    private let layouts = TextLayoutCache()

    /// Creates an empty text layer.
    public required init() { super.init() }

    /// The text laid out in the bounds' width.
    public var textLayout: TextLayout? {
        guard let string, !string.isEmpty else { return nil }
        let attributes = TextAttributes(
            font: font, scalesWithContentSize: false, alignment: alignmentMode,
            lineBreakMode: truncationMode, numberOfLines: isWrapped ? 0 : 1)
        guard let font = attributes.effectiveFont(for: .unattached) else { return nil }
        return layouts.layout(string, font: font, width: bounds.width, style: attributes.style(for: .unattached))
    }

    /// Draws the text from the top-left of the bounds, over the background and contents.
    open override func draw(in canvas: Canvas) {
        super.draw(in: canvas)
        guard let layout = textLayout else { return }
        canvas.draw(layout, at: bounds.origin, color: foregroundColor)
    }

    override var opaqueShape: Path? { nil }
}
