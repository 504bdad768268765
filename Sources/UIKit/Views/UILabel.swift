internal import HeadlessGeometry
internal import HeadlessLayers
internal import HeadlessText

/// A view that shows one or more lines of read-only text, shaped and drawn
/// by this package's text stack (HarfBuzz shaping, the Unicode line
/// breaking and bidirectional algorithms).
/// [Apple's documentation](https://developer.apple.com/documentation/uikit/uilabel)
@preconcurrency @MainActor
open class UILabel: UIView {
    /// The engine label.
    private var label: Label { unsafeDowncast(backing, to: Label.self) }

    /// The font last set, returned as set.
    private var setFont: UIFont?
    /// The text colour last set, returned as set.
    private var setTextColor: UIColor?

    override class func makeBacking() -> View { Label(frame: .zero) }

    /// The text shown; nil by default.
    open var text: String? {
        get { label.text }
        set { label.text = newValue }
    }

    /// The font of the text: the 17-point system font by default.
    open var font: UIFont! {
        get { setFont ?? UIFont(label.font ?? FontLog.fallback(size: 17)) }
        set {
            setFont = newValue
            label.font = newValue?.font
        }
    }

    /// The colour of the text: ``UIColor/label`` by default.
    open var textColor: UIColor! {
        get { setTextColor ?? UIColor(dynamic: label.textColor) }
        set {
            setTextColor = newValue
            label.textColor = newValue?.dynamic ?? .label
        }
    }

    /// How lines are aligned; natural (leading) by default.
    open var textAlignment: NSTextAlignment {
        get { NSTextAlignment(label.textAlignment) }
        set { label.textAlignment = newValue.engine }
    }

    /// The most lines shown, 0 for no limit; 1 by default.
    open var numberOfLines: Int {
        get { label.numberOfLines }
        set { label.numberOfLines = newValue }
    }

    /// How lines wrap and where text that does not fit is cut; truncating the tail by default.
    open var lineBreakMode: NSLineBreakMode {
        get { NSLineBreakMode(label.lineBreakMode) }
        set { label.lineBreakMode = newValue.engine }
    }

    /// Whether a font from a text style follows the label's text size trait.
    open var adjustsFontForContentSizeCategory: Bool {
        get { label.adjustsFontForContentSizeCategory }
        set { label.adjustsFontForContentSizeCategory = newValue }
    }

    /// The text with attributes: setting it sets ``text``, and ``font``,
    /// ``textColor``, ``textAlignment`` and ``lineBreakMode`` from its first
    /// run (a string whose runs differ is drawn with the first run's
    /// attributes, and a label draws no other attribute; both are said on
    /// standard error).
    open var attributedText: NSAttributedString? {
        get {
            guard let text else { return nil }
            var attributes: [NSAttributedString.Key: Any] = [.font: font as Any, .foregroundColor: textColor as Any]
            let paragraph = NSMutableParagraphStyle()
            (paragraph.alignment, paragraph.lineBreakMode) = (textAlignment, lineBreakMode)
            attributes[.paragraphStyle] = paragraph
            return NSAttributedString(string: text, attributes: attributes)
        }
        set {
            guard let newValue else { return text = nil }
            let attributes = newValue.drawingAttributes
            text = newValue.string
            if let font = attributes[.font] as? UIFont { self.font = font }
            if let color = attributes[.foregroundColor] as? UIColor { textColor = color }
            if let paragraph = attributes[.paragraphStyle] as? NSParagraphStyle {
                (textAlignment, lineBreakMode) = (paragraph.alignment, paragraph.lineBreakMode)
            }
            for key in attributes.keys where ![.font, .foregroundColor, .paragraphStyle].contains(key) {
                TextAttributeLog.reportUndrawn(key.rawValue)
            }
        }
    }

    /// Draws the label: its text, through ``drawText(in:)`` in the bounds.
    open override func draw(_ rect: CGRect) { drawText(in: bounds) }

    /// Draws the text in `rect`, wrapped at its width and centred in it
    /// vertically; subclasses override it to draw in an inset rectangle.
    open func drawText(in rect: CGRect) {
        guard let canvas = UIGraphicsGetCurrentContext()?.canvas else { return }
        label.drawText(in: Rect(rect), canvas: canvas)
    }

    /// The rectangle the text takes in `bounds` with at most `numberOfLines`
    /// lines (0 for no limit), at the top left of `bounds`.
    open func textRect(forBounds bounds: CGRect, limitedToNumberOfLines numberOfLines: Int) -> CGRect {
        let lines = self.numberOfLines
        label.numberOfLines = numberOfLines
        defer { label.numberOfLines = lines }
        let size = label.sizeThatFits(Size(width: bounds.width, height: 0))
        return CGRect(x: bounds.minX, y: bounds.minY, width: min(CGFloat(size.width), bounds.width), height: min(CGFloat(size.height), bounds.height))
    }

    /// Whether a one-line label draws its text smaller, down to
    /// ``minimumScaleFactor`` of its font size, when it is too wide.
    open var adjustsFontSizeToFitWidth: Bool {
        get { label.adjustsFontSizeToFitWidth }
        set { label.adjustsFontSizeToFitWidth = newValue }
    }

    /// The smallest share of the font size the text shrinks to; 0 by default.
    open var minimumScaleFactor: CGFloat {
        get { CGFloat(label.minimumScaleFactor) }
        set { label.minimumScaleFactor = Double(newValue) }
    }

    /// The width the intrinsic size of a multi-line label wraps at; 0 wraps at the width Auto Layout gives.
    open var preferredMaxLayoutWidth: CGFloat {
        get { CGFloat(label.preferredMaxLayoutWidth) }
        set { label.preferredMaxLayoutWidth = Double(newValue) }
    }
}

/// How lines of text are aligned.
/// [Apple's documentation](https://developer.apple.com/documentation/uikit/nstextalignment)
public enum NSTextAlignment: Int, Sendable {
    /// Flush left.
    case left = 0
    /// Centred.
    case center = 1
    /// Flush right.
    case right = 2
    /// Both edges flush, but for the last line.
    case justified = 3
    /// Flush with the leading edge of the text's direction.
    case natural = 4

    /// The engine's alignment.
    var engine: TextAlignment {
        switch self {
        case .left: .left
        case .center: .center
        case .right: .right
        case .justified: .justified
        case .natural: .natural
        }
    }

    /// The engine's alignment as UIKit's.
    init(_ alignment: TextAlignment) {
        switch alignment {
        case .left: self = .left
        case .center: self = .center
        case .right: self = .right
        case .justified: self = .justified
        case .natural: self = .natural
        }
    }
}

/// How text wraps and where text that does not fit is cut.
/// [Apple's documentation](https://developer.apple.com/documentation/uikit/nslinebreakmode)
public enum NSLineBreakMode: Int, Sendable {
    /// Wraps at word boundaries.
    case byWordWrapping = 0
    /// Wraps at character boundaries.
    case byCharWrapping = 1
    /// Cuts the text at the edge.
    case byClipping = 2
    /// Shows the end, with an ellipsis at the start.
    case byTruncatingHead = 3
    /// Shows the start, with an ellipsis at the end.
    case byTruncatingTail = 4
    /// Shows both ends, with an ellipsis in the middle.
    case byTruncatingMiddle = 5

    /// The engine's mode.
    var engine: LineBreakMode {
        switch self {
        case .byWordWrapping: .byWordWrapping
        case .byCharWrapping: .byCharWrapping
        case .byClipping: .byClipping
        case .byTruncatingHead: .byTruncatingHead
        case .byTruncatingTail: .byTruncatingTail
        case .byTruncatingMiddle: .byTruncatingMiddle
        }
    }

    /// The engine's mode as UIKit's.
    init(_ mode: LineBreakMode) {
        switch mode {
        case .byWordWrapping: self = .byWordWrapping
        case .byCharWrapping: self = .byCharWrapping
        case .byClipping: self = .byClipping
        case .byTruncatingHead: self = .byTruncatingHead
        case .byTruncatingTail: self = .byTruncatingTail
        case .byTruncatingMiddle: self = .byTruncatingMiddle
        }
    }
}
