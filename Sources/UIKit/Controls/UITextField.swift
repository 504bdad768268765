package import HeadlessGeometry
internal import HeadlessLayers

/// A one-line text field: text or a placeholder, a border style, side views
/// and a clear button. A snapshot shows it not editing (no caret, no keyboard).
/// [Apple's documentation](https://developer.apple.com/documentation/uikit/uitextfield)
@preconcurrency @MainActor
open class UITextField: UIControl {
    /// The engine field.
    private var field: TextField { unsafeDowncast(backing, to: TextField.self) }

    /// The font last set, returned as set.
    private var setFont: UIFont?

    override class func makeBacking() -> View { TextField(frame: .zero) }

    /// The text; nil by default.
    open var text: String? {
        get { field.text }
        set { field.text = newValue }
    }

    /// The text shown in grey while the field is empty.
    open var placeholder: String? {
        get { field.placeholder }
        set { field.placeholder = newValue }
    }

    /// The font; the 17-point system font by default.
    open var font: UIFont? {
        get { setFont ?? field.font.map(UIFont.init) }
        set {
            setFont = newValue
            field.font = newValue?.font
        }
    }

    /// Whether a font from a text style follows the field's text size trait.
    open var adjustsFontForContentSizeCategory: Bool {
        get { field.adjustsFontForContentSizeCategory }
        set { field.adjustsFontForContentSizeCategory = newValue }
    }

    /// The text colour; ``UIColor/label`` by default.
    open var textColor: UIColor? {
        get { UIColor(dynamic: field.textColor) }
        set { field.textColor = newValue?.dynamic ?? .label }
    }

    /// How the text is aligned; natural by default.
    open var textAlignment: NSTextAlignment {
        get { NSTextAlignment(field.textAlignment) }
        set { field.textAlignment = newValue.engine }
    }

    /// The border drawn around the field; none by default.
    open var borderStyle: BorderStyle {
        get { BorderStyle(field.borderStyle) }
        set { field.borderStyle = newValue.engine }
    }

    /// Whether the text is shown as dots.
    open var isSecureTextEntry: Bool {
        get { field.isSecureTextEntry }
        set { field.isSecureTextEntry = newValue }
    }

    /// When the clear button shows (never while not editing, as in a snapshot, except `.always`).
    open var clearButtonMode: ViewMode {
        get { ViewMode(field.clearButtonMode) }
        set { field.clearButtonMode = newValue.engine }
    }

    /// A view at the leading side.
    open var leftView: UIView? {
        get { field.leftView.map(UIView.face(of:)) }
        set { field.leftView = newValue?.backing }
    }

    /// A view at the trailing side.
    open var rightView: UIView? {
        get { field.rightView.map(UIView.face(of:)) }
        set { field.rightView = newValue?.backing }
    }

    /// When ``leftView`` shows.
    open var leftViewMode: ViewMode {
        get { ViewMode(field.leftViewMode) }
        set { field.leftViewMode = newValue.engine }
    }

    /// When ``rightView`` shows.
    open var rightViewMode: ViewMode {
        get { ViewMode(field.rightViewMode) }
        set { field.rightViewMode = newValue.engine }
    }

    /// The rectangle the text is drawn in when the field is not being
    /// edited: between the side views and the clear button, inset from the
    /// border. Override it to pad the text; the field draws its text here and
    /// measures itself (`intrinsicContentSize`) by how much it takes from the bounds.
    /// [Apple's documentation](https://developer.apple.com/documentation/uikit/uitextfield/textrect(forbounds:))
    open func textRect(forBounds bounds: CGRect) -> CGRect { CGRect(field.defaultTextRect(forBounds: Rect(bounds))) }

    /// The rectangle the text is edited in; ``textRect(forBounds:)`` by
    /// default. A snapshot shows the field not being edited, so nothing is drawn here.
    /// [Apple's documentation](https://developer.apple.com/documentation/uikit/uitextfield/editingrect(forbounds:))
    open func editingRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }

    /// The rectangle the placeholder is drawn in; ``textRect(forBounds:)`` by default.
    /// [Apple's documentation](https://developer.apple.com/documentation/uikit/uitextfield/placeholderrect(forbounds:))
    open func placeholderRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }

    /// The rectangle the border is drawn in; the bounds by default.
    /// [Apple's documentation](https://developer.apple.com/documentation/uikit/uitextfield/borderrect(forbounds:))
    open func borderRect(forBounds bounds: CGRect) -> CGRect { bounds }

    /// The clear button's rectangle: a 19-point square at the trailing side
    /// (before the right view), centred vertically.
    /// [Apple's documentation](https://developer.apple.com/documentation/uikit/uitextfield/clearbuttonrect(forbounds:))
    open func clearButtonRect(forBounds bounds: CGRect) -> CGRect { CGRect(field.defaultClearButtonRect(forBounds: Rect(bounds))) }

    /// The left view's frame: its own size at the left edge, centred
    /// vertically (zero when there is no left view that shows).
    /// [Apple's documentation](https://developer.apple.com/documentation/uikit/uitextfield/leftviewrect(forbounds:))
    open func leftViewRect(forBounds bounds: CGRect) -> CGRect { CGRect(field.defaultLeftViewRect(forBounds: Rect(bounds))) }

    /// The right view's frame: its own size at the right edge, centred
    /// vertically (zero when there is no right view that shows).
    /// [Apple's documentation](https://developer.apple.com/documentation/uikit/uitextfield/rightviewrect(forbounds:))
    open func rightViewRect(forBounds bounds: CGRect) -> CGRect { CGRect(field.defaultRightViewRect(forBounds: Rect(bounds))) }

    /// The border styles.
    public enum BorderStyle: Int, Sendable {
        /// No border.
        case none
        /// A thin rectangle.
        case line
        /// A bevelled rectangle.
        case bezel
        /// A rounded rectangle on a fill, 34 points tall at 17 points.
        case roundedRect

        /// The styles with the engine's for each.
        private static let table: [(BorderStyle, TextBorderStyle)] = [
            (.none, .none), (.line, .line), (.bezel, .bezel), (.roundedRect, .roundedRect),
        ]

        /// The engine's style.
        var engine: TextBorderStyle { Self.table.first { $0.0 == self }?.1 ?? .none }

        /// The engine's style as UIKit's.
        init(_ style: TextBorderStyle) { self = Self.table.first { $0.1 == style }?.0 ?? .none }
    }

    /// When an accessory view of the field shows.
    public enum ViewMode: Int, Sendable {
        /// Never.
        case never
        /// While editing (never in a snapshot).
        case whileEditing
        /// Unless editing (always in a snapshot).
        case unlessEditing
        /// Always.
        case always

        /// The modes with the engine's for each.
        private static let table: [(ViewMode, TextFieldViewMode)] = [
            (.never, .never), (.whileEditing, .whileEditing), (.unlessEditing, .unlessEditing), (.always, .always),
        ]

        /// The engine's mode.
        var engine: TextFieldViewMode { Self.table.first { $0.0 == self }?.1 ?? .never }

        /// The engine's mode as UIKit's.
        init(_ mode: TextFieldViewMode) { self = Self.table.first { $0.1 == mode }?.0 ?? .never }
    }
}

/// The engine asks the field's face for its rectangles, so a subclass's overrides place the text.
extension UITextField: TextFieldFace {
    package func faceTextRect(forBounds bounds: Rect) -> Rect { Rect(textRect(forBounds: CGRect(bounds))) }
    package func facePlaceholderRect(forBounds bounds: Rect) -> Rect { Rect(placeholderRect(forBounds: CGRect(bounds))) }
    package func faceBorderRect(forBounds bounds: Rect) -> Rect { Rect(borderRect(forBounds: CGRect(bounds))) }
    package func faceClearButtonRect(forBounds bounds: Rect) -> Rect { Rect(clearButtonRect(forBounds: CGRect(bounds))) }
    package func faceLeftViewRect(forBounds bounds: Rect) -> Rect { Rect(leftViewRect(forBounds: CGRect(bounds))) }
    package func faceRightViewRect(forBounds bounds: Rect) -> Rect { Rect(rightViewRect(forBounds: CGRect(bounds))) }
}
