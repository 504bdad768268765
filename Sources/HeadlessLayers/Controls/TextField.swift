import HeadlessGeometry
import HeadlessRaster
import HeadlessText

/// A single line of editable text, as `UITextField`, shown as it looks when
/// not being edited: the text (or the placeholder in grey when there is
/// none) inside an optional border, with optional views at either end and a
/// clear button.
///
/// Metrics: the system font at 17 points; a rounded-rect field is 34 points
/// tall for that font (its line and 7 points above and below, never less
/// than 34) with 5-point corners, a 0.5-point border and the text inset 7
/// points from its sides, as UIKit's; with
/// ``adjustsFontForContentSizeCategory`` the font scales with the content
/// size category (as `UIFontMetrics` scales a font, or by its text style)
/// and the field's intrinsic height grows with its line, as UIKit's; a line or bezel field insets
/// its text 2 points (inside its 1-point border); the clear button takes a
/// 19-point square at the trailing side, as UIKit's `clearButtonRect`.
/// Colours: text `label`, placeholder `placeholderText`, rounded-rect fill
/// `secondarySystemGroupedBackground` (white, `#1C1C1E` dark) with a
/// `separator` border, clear button `tertiaryLabel`.
///
/// Secure text entry draws one • per character. Left and right views keep
/// their own size and sit at the ends (they are not mirrored in a right-to-left layout).
open class TextField: Control {
    /// The text; `nil` or empty shows the placeholder.
    public var text: String? { didSet { invalidateIntrinsicContentSize() } }
    /// The grey text shown when there is no text.
    public var placeholder: String? { didSet { invalidateIntrinsicContentSize() } }
    /// The font; `nil` (the default) is the system font at 17 points.
    public var font: Font? { didSet { invalidateIntrinsicContentSize() } }
    /// Whether the font follows the content size category (Dynamic Type), as
    /// UIKit's `adjustsFontForContentSizeCategory`; false by default.
    public var adjustsFontForContentSizeCategory = false { didSet { invalidateIntrinsicContentSize() } }
    /// The text colour; `label` by default.
    public var textColor: DynamicColor = .label { didSet { setNeedsLayout() } }
    /// The horizontal alignment; natural by default (right in a right-to-left layout).
    public var textAlignment: TextAlignment = .natural { didSet { setNeedsLayout() } }
    /// How the edge is drawn; no border by default.
    public var borderStyle: TextBorderStyle = .none { didSet { invalidateIntrinsicContentSize() } }
    /// Whether the text is hidden behind one • per character; false by default.
    public var isSecureTextEntry = false { didSet { invalidateIntrinsicContentSize() } }
    /// When the clear button (a grey circled ×, shown only with text) appears; never by default.
    public var clearButtonMode: TextFieldViewMode = .never { didSet { invalidateIntrinsicContentSize() } }
    /// A view at the left end, kept at its own size; none by default.
    public var leftView: View? {
        didSet { replaceSubview(oldValue, with: leftView) }
    }
    /// A view at the right end, kept at its own size; none by default.
    public var rightView: View? {
        didSet { replaceSubview(oldValue, with: rightView) }
    }
    /// When ``leftView`` appears; never by default.
    public var leftViewMode: TextFieldViewMode = .never { didSet { invalidateIntrinsicContentSize() } }
    /// When ``rightView`` appears; never by default.
    public var rightViewMode: TextFieldViewMode = .never { didSet { invalidateIntrinsicContentSize() } }

    /// The height of a rounded-rect field with the default font, as UIKit's.
    static let roundedRectHeight = 34.0
    /// The space above and below the line of a rounded-rect field taller than ``roundedRectHeight``.
    static let roundedRectVerticalInset = 7.0
    /// The corner radius of a rounded-rect field.
    static let roundedRectCornerRadius = 5.0
    /// The width of a rounded-rect field's border.
    static let roundedRectBorderWidth = 0.5
    /// The side of the clear button's square.
    static let clearButtonSide = 19.0
    /// The character secure text entry shows for each character.
    static let secureCharacter: Character = "•"

    private let layouts = TextLayoutCache()

    /// Creates an empty field without a border, with the given frame.
    public required init(frame: Rect) { super.init(frame: frame) }

    /// Whether there is text to show.
    private var hasText: Bool { !(text ?? "").isEmpty }

    /// The text as drawn: one • per character for secure entry.
    private var shownText: String {
        let value = text ?? ""
        return isSecureTextEntry ? String(repeating: TextField.secureCharacter, count: value.count) : value
    }

    private var attributes: TextAttributes {
        TextAttributes(
            font: font, scalesWithContentSize: adjustsFontForContentSizeCategory, alignment: textAlignment,
            lineBreakMode: .byTruncatingTail, numberOfLines: 1)
    }

    /// The text, or the placeholder when there is none, laid out in `width` points (`nil` for no limit).
    private func contentLayout(width: Double?) -> TextLayout? {
        let string = hasText ? shownText : (placeholder ?? "")
        guard !string.isEmpty, let font = attributes.effectiveFont(for: traitCollection) else { return nil }
        return layouts.layout(string, font: font, width: width, style: attributes.style(for: traitCollection))
    }

    /// The space between the border and the text on each side.
    var horizontalTextInset: Double {
        switch borderStyle {
        case .none: 0
        case .line, .bezel: 2
        case .roundedRect: 7
        }
    }

    private var showsLeftView: Bool { leftView != nil && leftViewMode.showsWhenNotEditing }
    private var showsRightView: Bool { rightView != nil && rightViewMode.showsWhenNotEditing }
    /// Whether the clear button is drawn: there is text and its mode shows it.
    var showsClearButton: Bool { hasText && clearButtonMode.showsWhenNotEditing }

    /// Where the left view goes in `bounds`: its own size at the left edge,
    /// centred vertically; nil when it does not show.
    private func ownLeftViewRect(forBounds bounds: Rect) -> Rect? {
        guard showsLeftView, let size = leftView?.frame.size else { return nil }
        return Rect(x: bounds.minX, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
    }

    /// Where the right view goes in `bounds`: its own size at the right edge,
    /// centred vertically; nil when it does not show.
    private func ownRightViewRect(forBounds bounds: Rect) -> Rect? {
        guard showsRightView, let size = rightView?.frame.size else { return nil }
        return Rect(x: bounds.maxX - size.width, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
    }

    /// The clear button's square in `bounds`: before the right view (or the
    /// inset right edge), centred vertically, whether or not it shows.
    private func ownClearButtonRect(forBounds bounds: Rect) -> Rect {
        let end = ownRightViewRect(forBounds: bounds)?.minX ?? bounds.maxX - horizontalTextInset
        return Rect(
            x: end - TextField.clearButtonSide, y: bounds.midY - TextField.clearButtonSide / 2,
            width: TextField.clearButtonSide, height: TextField.clearButtonSide)
    }

    /// The engine's text area in `bounds`: between the views and the clear
    /// button (those that show), inset from the border; UIKit's default `textRect(forBounds:)`.
    package func defaultTextRect(forBounds bounds: Rect) -> Rect {
        let start = (ownLeftViewRect(forBounds: bounds)?.maxX ?? bounds.minX) + horizontalTextInset
        let right = ownRightViewRect(forBounds: bounds)
        let end = showsClearButton ? ownClearButtonRect(forBounds: bounds).minX : (right?.minX ?? bounds.maxX) - horizontalTextInset
        return Rect(x: start, y: bounds.minY, width: max(end - start, 0), height: bounds.height)
    }

    /// The engine's clear button square in `bounds`; UIKit's default `clearButtonRect(forBounds:)`.
    package func defaultClearButtonRect(forBounds bounds: Rect) -> Rect { ownClearButtonRect(forBounds: bounds) }

    /// The engine's left view frame in `bounds` (zero without a left view
    /// that shows); UIKit's default `leftViewRect(forBounds:)`.
    package func defaultLeftViewRect(forBounds bounds: Rect) -> Rect { ownLeftViewRect(forBounds: bounds) ?? .zero }

    /// The engine's right view frame in `bounds` (zero without a right view
    /// that shows); UIKit's default `rightViewRect(forBounds:)`.
    package func defaultRightViewRect(forBounds bounds: Rect) -> Rect { ownRightViewRect(forBounds: bounds) ?? .zero }

    /// The face that may override the rectangles, if any.
    private var rectFace: (any TextFieldFace)? { face as? any TextFieldFace }

    /// Where the left view goes, through the face; nil when it does not show.
    private var leftViewRect: Rect? {
        guard showsLeftView else { return nil }
        return rectFace?.faceLeftViewRect(forBounds: bounds) ?? ownLeftViewRect(forBounds: bounds)
    }

    /// Where the right view goes, through the face; nil when it does not show.
    private var rightViewRect: Rect? {
        guard showsRightView else { return nil }
        return rectFace?.faceRightViewRect(forBounds: bounds) ?? ownRightViewRect(forBounds: bounds)
    }

    /// The clear button's square, through the face; nil when it does not show.
    var clearButtonRect: Rect? {
        guard showsClearButton else { return nil }
        return rectFace?.faceClearButtonRect(forBounds: bounds) ?? ownClearButtonRect(forBounds: bounds)
    }

    /// Where the text goes, through the face.
    var textRect: Rect { rectFace?.faceTextRect(forBounds: bounds) ?? defaultTextRect(forBounds: bounds) }

    /// Where the placeholder goes, through the face (the text area by default).
    var placeholderRect: Rect { rectFace?.facePlaceholderRect(forBounds: bounds) ?? defaultTextRect(forBounds: bounds) }

    /// Where the border is drawn, through the face (the bounds by default).
    var borderRect: Rect { rectFace?.faceBorderRect(forBounds: bounds) ?? bounds }

    /// The placeholder as the label and the text as shown (bullets for secure entry) as the value.
    override var accessibilityDefaults: AccessibilityDefaults {
        AccessibilityDefaults(isElement: true, label: placeholder, value: hasText ? shownText : nil)
    }

    /// The text's (or placeholder's) width plus the insets, views and clear
    /// button; one line of the font tall (for a rounded rect: the line and 7
    /// points above and below, to the nearest point, 34 points at least:
    /// UIKit's 34 points with the 17-point system font).
    open override var intrinsicContentSize: Size {
        let textWidth = contentLayout(width: nil)?.size.width.rounded(.up) ?? 0
        let sides = [showsLeftView ? leftView?.frame.size : nil, showsRightView ? rightView?.frame.size : nil].compactMap { $0 }
        let lineHeight = attributes.effectiveFont(for: traitCollection)?.metrics.lineHeight ?? 0
        var height = max(lineHeight.rounded(.up), sides.map(\.height).max() ?? 0)
        if borderStyle == .roundedRect {
            let padded = (lineHeight + 2 * TextField.roundedRectVerticalInset).rounded()
            height = max(height, padded, TextField.roundedRectHeight)
        }
        let width =
            textWidth + 2 * horizontalTextInset + sides.map(\.width).reduce(0, +)
            + (showsClearButton ? TextField.clearButtonSide : 0)
        return adjustedForFace(Size(width: width, height: height))
    }

    /// `natural` grown (or shrunk) by what the face's text or placeholder
    /// rectangle takes from a field of that size beyond the engine's own.
    private func adjustedForFace(_ natural: Size) -> Size {
        guard let rectFace else { return natural }
        let probe = Rect(x: 0, y: 0, width: natural.width, height: natural.height)
        let own = defaultTextRect(forBounds: probe)
        let theirs = hasText ? rectFace.faceTextRect(forBounds: probe) : rectFace.facePlaceholderRect(forBounds: probe)
        return Size(
            width: max(natural.width + own.width - theirs.width, 0), height: max(natural.height + own.height - theirs.height, 0))
    }

    /// The natural size (see ``intrinsicContentSize``).
    open override func sizeThatFits(_ size: Size) -> Size { intrinsicContentSize }

    /// Places the left and right views, hiding those their modes do not show.
    open override func layoutSubviews() {
        super.layoutSubviews()
        for (view, rect) in [(leftView, leftViewRect), (rightView, rightViewRect)] {
            guard let view else { continue }
            view.isHidden = rect == nil
            if let rect { view.frame = rect }
        }
    }

    /// Draws the border, the text or placeholder and the clear button, dimmed when disabled.
    open override func draw(_ rect: Rect, in canvas: Canvas) {
        drawDimmedWhenDisabled(in: canvas) {
            drawBorder(in: canvas, edge: borderRect)
            let area = hasText ? textRect : placeholderRect
            if let layout = contentLayout(width: area.width) {
                let color = hasText ? textColor : .placeholderText
                canvas.draw(
                    layout, at: Point(x: area.minX, y: area.midY - layout.size.height / 2),
                    color: color.resolved(with: traitCollection))
            }
            if let clear = clearButtonRect {
                canvas.fill(
                    ClearButtonGlyph.path(centredIn: clear), color: DynamicColor.tertiaryLabel.resolved(with: traitCollection),
                    rule: .evenOdd)
            }
        }
    }

    /// Draws the edge of ``borderStyle``.
    private func drawBorder(in canvas: Canvas, edge frame: Rect) {
        let edge = frame.insetBy(dx: 0.5, dy: 0.5)
        switch borderStyle {
        case .none:
            break
        case .line:
            canvas.stroke(Path(rect: edge), color: DynamicColor.label.resolved(with: traitCollection))
        case .bezel:
            canvas.stroke(Path(rect: edge), color: DynamicColor.separator.resolved(with: traitCollection))
            canvas.fill(
                Rect(x: frame.minX, y: frame.minY, width: frame.width, height: 1),
                color: DynamicColor.secondaryLabel.resolved(with: traitCollection))
        case .roundedRect:
            let inset = TextField.roundedRectBorderWidth / 2
            let shape = Path(roundedRect: frame.insetBy(dx: inset, dy: inset), cornerRadius: TextField.roundedRectCornerRadius)
            canvas.fill(shape, color: DynamicColor.secondarySystemGroupedBackground.resolved(with: traitCollection))
            canvas.stroke(
                shape, color: DynamicColor.separator.resolved(with: traitCollection),
                style: StrokeStyle(width: TextField.roundedRectBorderWidth))
        }
    }

    /// Swaps an end view: removes the old one from the field and adds the new one.
    private func replaceSubview(_ old: View?, with new: View?) {
        if let old, old !== new { old.removeFromSuperview() }
        if let new, new.superview !== self { try? addSubview(new) }
        invalidateIntrinsicContentSize()
    }
}

/// The rectangles of a text field as a face on it sees them: UIKit's
/// `UITextField` lets its subclasses override `textRect(forBounds:)` and
/// the rest, and the engine asks the face for them wherever it places the
/// text, the placeholder, the border, the clear button and the end views,
/// and when it measures the field. The face's defaults answer with the
/// engine's own (``TextField/defaultTextRect(forBounds:)`` and the rest).
@MainActor
package protocol TextFieldFace: ViewFace {
    /// The face's `textRect(forBounds:)`.
    func faceTextRect(forBounds bounds: Rect) -> Rect
    /// The face's `placeholderRect(forBounds:)`.
    func facePlaceholderRect(forBounds bounds: Rect) -> Rect
    /// The face's `borderRect(forBounds:)`.
    func faceBorderRect(forBounds bounds: Rect) -> Rect
    /// The face's `clearButtonRect(forBounds:)`.
    func faceClearButtonRect(forBounds bounds: Rect) -> Rect
    /// The face's `leftViewRect(forBounds:)`.
    func faceLeftViewRect(forBounds bounds: Rect) -> Rect
    /// The face's `rightViewRect(forBounds:)`.
    func faceRightViewRect(forBounds bounds: Rect) -> Rect
}
