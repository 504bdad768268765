import HeadlessGeometry
import HeadlessRaster
import HeadlessText

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
    /// Whether a one-line label draws its text smaller, down to
    /// ``minimumScaleFactor`` of the font size, when it is too wide for the
    /// bounds, as UIKit's (the intrinsic size stays the full text's).
    public var adjustsFontSizeToFitWidth = false { didSet { setNeedsLayout() } }
    /// The smallest share of the font size ``adjustsFontSizeToFitWidth``
    /// shrinks the text to; 0 (the default) lets it shrink as far as it must.
    public var minimumScaleFactor: Double = 0 { didSet { setNeedsLayout() } }

    let layouts = TextLayoutCache()

    /// Creates a label with the given frame and no text.
    public required init(frame: Rect) { super.init(frame: frame) }

    /// Creates a label showing `text`, sized to fit it.
    public convenience init(text: String) {
        self.init(frame: .zero)
        self.text = text
        sizeToFit()
    }

    var attributes: TextAttributes {
        TextAttributes(
            font: font, scalesWithContentSize: adjustsFontForContentSizeCategory, alignment: textAlignment,
            lineBreakMode: lineBreakMode, numberOfLines: numberOfLines)
    }

    /// A label is an element that reads its text, as in UIKit.
    override var accessibilityDefaults: AccessibilityDefaults {
        AccessibilityDefaults(isElement: true, label: text, traits: .staticText)
    }

    /// The text laid out in `width` points (`nil` for no limit) with the current traits.
    public func textLayout(width: Double?) -> TextLayout? {
        guard let text, !text.isEmpty, let font = attributes.effectiveFont(for: traitCollection) else { return nil }
        return layouts.layout(text, font: font, width: width, style: attributes.style(for: traitCollection))
    }

    /// The text's size when it may be `size.width` wide (no limit for 0,
    /// infinity or the greatest finite value), rounded up to whole device pixels of the trait collection's
    /// display scale, as `UILabel.sizeThatFits` (17-pt body text is 20.333 pt
    /// tall at 3x, 20.5 at 2x).
    open override func sizeThatFits(_ size: Size) -> Size {
        let width = size.width > 0 && size.width < .greatestFiniteMagnitude ? size.width : nil
        guard let layout = textLayout(width: width) else { return .zero }
        let scale = traitCollection.displayScale
        return Size(width: layout.size.width.roundedToPixels(scale: scale, .up), height: layout.size.height.roundedToPixels(scale: scale, .up))
    }

    /// The width a label of several lines wraps at for its intrinsic size;
    /// 0 (the default) wraps at the width Auto Layout gives it, as UIKit's automatic width.
    public var preferredMaxLayoutWidth: Double = 0 { didSet { setNeedsLayout() } }

    /// The size of the text: on one line per paragraph for a one-line label;
    /// wrapped at ``preferredMaxLayoutWidth`` (or the width Auto Layout gave
    /// the label) for one of several lines.
    open override var intrinsicContentSize: Size { sizeThatFits(Size(width: wrappingWidth ?? 0, height: 0)) }

    /// The width the intrinsic size wraps at; nil for none.
    private var wrappingWidth: Double? {
        guard numberOfLines != 1 else { return nil }
        return preferredMaxLayoutWidth > 0 ? preferredMaxLayoutWidth : autoLayout.solvedWidth
    }

    /// The first or last baseline: the text box is centred vertically, so
    /// the baseline is half the height down, moved by its place in the text.
    override func layoutBaseline(first: Bool) -> (shareOfHeight: Double, offset: Double) {
        guard let layout = textLayout(width: wrappingWidth), let baseline = first ? layout.baselines.first : layout.baselines.last else {
            return super.layoutBaseline(first: first)
        }
        return (0.5, baseline - layout.size.height / 2)
    }

    /// Where the text box's top-left corner goes: centred vertically in the bounds.
    func textOrigin(for layout: TextLayout, in rect: Rect? = nil) -> Point {
        let rect = rect ?? bounds
        return Point(x: rect.x, y: rect.y + (rect.height - layout.size.height) / 2)
    }

    /// The distance from the top of the bounds to the first line's baseline, or `nil` without text.
    public var firstBaseline: Double? {
        guard let layout = textLayout(width: bounds.width), let first = layout.baselines.first else { return nil }
        return textOrigin(for: layout).y - bounds.y + first
    }

    /// Draws the text, then whatever a subclass adds.
    open override func draw(_ rect: Rect, in canvas: Canvas) {
        drawText(in: bounds, canvas: canvas)
    }

    /// Draws the text in `rect` (the bounds, or a subclass's inset of them):
    /// wrapped at its width and centred in it vertically, as `UILabel.drawText(in:)`.
    public func drawText(in rect: Rect, canvas: Canvas) {
        guard let layout = drawnLayout(in: rect) else { return }
        canvas.draw(layout, at: textOrigin(for: layout, in: rect), color: textColor.resolved(with: traitCollection))
    }
}
