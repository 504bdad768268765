import Geometry
import Raster
import Text

/// A view showing read-only text, as `UILabel`: text, font, colour,
/// alignment, line count and line break mode; it measures itself from the
/// text layout and draws the text centred vertically in its bounds.
open class Label: View {
    /// The text; `nil` or empty shows nothing.
    public var text: String? { didSet { setNeedsLayout() } }
    /// The font; `nil` (the default) is the system font at 17 points.
    public var font: Font? { didSet { setNeedsLayout() } }
    /// The text colour, resolved for the view's traits; the label colour by default.
    public var textColor: DynamicColor = .label
    /// The horizontal alignment; natural by default (right in a right-to-left layout).
    public var textAlignment: TextAlignment = .natural { didSet { setNeedsLayout() } }
    /// The most lines shown; 1 by default, 0 for no limit.
    public var numberOfLines = 1 { didSet { setNeedsLayout() } }
    /// How lines wrap and the last one truncates; truncating the tail by default.
    public var lineBreakMode: LineBreakMode = .byTruncatingTail { didSet { setNeedsLayout() } }
    /// Whether the font scales with the preferred content size category (Dynamic Type).
    public var adjustsFontForContentSizeCategory = false { didSet { setNeedsLayout() } }

    private let layouts = TextLayoutCache()

    /// Creates a label with the given frame and no text.
    public required init(frame: Rect) { super.init(frame: frame) }

    /// Creates a label showing `text`, sized to fit it.
    public convenience init(text: String) {
        self.init(frame: .zero)
        self.text = text
        sizeToFit()
    }

    var attributes: TextAttributes {
        TextAttributes(font: font, scalesWithContentSize: adjustsFontForContentSizeCategory, alignment: textAlignment,
                       lineBreakMode: lineBreakMode, numberOfLines: numberOfLines)
    }

    /// The text laid out in `width` points (`nil` for no limit) with the current traits.
    public func textLayout(width: Double?) -> TextLayout? {
        guard let text, !text.isEmpty, let font = attributes.effectiveFont(for: traitCollection) else { return nil }
        return layouts.layout(text, font: font, width: width, style: attributes.style(for: traitCollection))
    }

    /// The text's size when it may be `size.width` wide (no limit for 0 or
    /// infinity), rounded up to whole points, as `UILabel.sizeThatFits`.
    open override func sizeThatFits(_ size: Size) -> Size {
        let width = size.width > 0 && size.width.isFinite ? size.width : nil
        guard let layout = textLayout(width: width) else { return .zero }
        return Size(width: layout.size.width.rounded(.up), height: layout.size.height.rounded(.up))
    }

    /// The size of the text on one line per paragraph.
    open override var intrinsicContentSize: Size { sizeThatFits(Size(width: 0, height: 0)) }

    /// Where the text box's top-left corner goes: centred vertically in the bounds.
    func textOrigin(for layout: TextLayout) -> Point {
        Point(x: bounds.x, y: bounds.y + (bounds.height - layout.size.height) / 2)
    }

    /// The distance from the top of the bounds to the first line's baseline, or `nil` without text.
    public var firstBaseline: Double? {
        guard let layout = textLayout(width: bounds.width), let first = layout.baselines.first else { return nil }
        return textOrigin(for: layout).y - bounds.y + first
    }

    /// Draws the text, then whatever a subclass adds.
    open override func draw(_ rect: Rect, in canvas: Canvas) {
        guard let layout = textLayout(width: bounds.width) else { return }
        canvas.draw(layout, at: textOrigin(for: layout), color: textColor.resolved(with: traitCollection))
    }
}
