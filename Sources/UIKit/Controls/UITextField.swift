internal import HeadlessLayers

/// A one-line text field: text or a placeholder, a border style, side views
/// and a clear button. A snapshot shows it not editing (no caret, no keyboard).
/// [Apple's documentation](https://developer.apple.com/documentation/uikit/uitextfield)
@MainActor
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
