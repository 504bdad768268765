internal import HeadlessGeometry
internal import HeadlessLayers

/// A button: a title and image per state over a background. A system
/// button's title takes the tint colour; a custom button's is white, as in UIKit.
/// [Apple's documentation](https://developer.apple.com/documentation/uikit/uibutton)
@preconcurrency @MainActor
open class UIButton: UIControl {
    /// The engine button.
    private var button: Button { unsafeDowncast(backing, to: Button.self) }

    /// The values set per state.
    private var titles: [UInt: String] = [:], titleColors: [UInt: UIColor] = [:]
    private var images: [UInt: UIImage] = [:], backgroundImages: [UInt: UIImage] = [:]

    /// The configuration, its update handler and whether an update is running
    /// (see UIButton+Configuration.swift).
    var configurationStore = ConfigurationStore()

    /// The button's kind: custom (made with `init(frame:)`) or system.
    open internal(set) var buttonType = ButtonType.custom

    override class func makeBacking() -> View { Button(frame: .zero) }

    /// A button of `buttonType`.
    public convenience init(type buttonType: ButtonType) {
        self.init(frame: .zero)
        self.buttonType = buttonType
        showStateValues()
    }

    /// A system button that runs `primaryAction` when tapped, titled with the action's title.
    public convenience init(type buttonType: ButtonType = .system, primaryAction: UIAction?) {
        self.init(type: buttonType)
        guard let primaryAction else { return }
        setTitle(primaryAction.title, for: .normal)
        setImage(primaryAction.image, for: .normal)
        addAction(primaryAction, for: .primaryActionTriggered)
    }

    /// The label showing the current title.
    open var titleLabel: UILabel? { UIView.face(of: button.titleLabel) as? UILabel }

    /// The image view showing the current image.
    open var imageView: UIImageView? { UIView.face(of: button.imageView) as? UIImageView }

    /// The space between the edges and the content.
    open var contentEdgeInsets: UIEdgeInsets {
        get { UIEdgeInsets(button.contentEdgeInsets) }
        set { button.contentEdgeInsets = newValue.geometry }
    }

    /// Sets the title shown in `state` (nil removes it; a state without one shows the normal title).
    open func setTitle(_ title: String?, for state: State) {
        titles[state.rawValue] = title
        showStateValues()
    }

    /// The title for `state`, or the normal one.
    open func title(for state: State) -> String? { titles[state.rawValue] ?? titles[State.normal.rawValue] }

    /// Sets the title colour for `state`.
    open func setTitleColor(_ color: UIColor?, for state: State) {
        titleColors[state.rawValue] = color
        showStateValues()
    }

    /// The title colour for `state`: set, or the normal one, or the type's default.
    open func titleColor(for state: State) -> UIColor? {
        titleColors[state.rawValue] ?? titleColors[State.normal.rawValue] ?? (buttonType == .custom ? .white : nil)
    }

    /// Sets the image shown in `state`.
    open func setImage(_ image: UIImage?, for state: State) {
        images[state.rawValue] = image
        showStateValues()
    }

    /// The image for `state`, or the normal one.
    open func image(for state: State) -> UIImage? { images[state.rawValue] ?? images[State.normal.rawValue] }

    /// Sets the background image for `state`, stretched over the button.
    open func setBackgroundImage(_ image: UIImage?, for state: State) {
        backgroundImages[state.rawValue] = image
        showStateValues()
    }

    /// The background image for `state`, or the normal one.
    open func backgroundImage(for state: State) -> UIImage? {
        backgroundImages[state.rawValue] ?? backgroundImages[State.normal.rawValue]
    }

    /// The title shown now.
    open var currentTitle: String? { title(for: state) }
    /// The title colour shown now.
    open var currentTitleColor: UIColor { titleColor(for: state) ?? tintColor }
    /// The image shown now.
    open var currentImage: UIImage? { image(for: state) }
    /// The background image shown now.
    open var currentBackgroundImage: UIImage? { backgroundImage(for: state) }

    /// Updates ``configuration`` for the button's state: runs
    /// ``configurationUpdateHandler``. Subclasses override it to change the configuration themselves.
    /// [Apple's documentation](https://developer.apple.com/documentation/uikit/uibutton/updateconfiguration())
    open func updateConfiguration() {
        configurationUpdateHandler?(self)
    }

    override func stateDidChange() { showStateValues() }

    /// Shows the values of the current state, or of the configuration when one is set.
    func showStateValues() {
        guard configurationStore.configuration == nil else {
            setNeedsUpdateConfiguration()
            return
        }
        button.title = currentTitle
        button.titleColor = titleColor(for: state)?.dynamic
        button.image = currentImage?.image
        button.backgroundImage = currentBackgroundImage?.image
    }

    /// The kinds of button.
    public enum ButtonType: Int, Sendable {
        /// No system styling: a white title by default.
        case custom = 0
        /// The system button: a title in the tint colour.
        case system = 1
        /// A detail disclosure button; drawn as a system button, without UIKit's glyph.
        case detailDisclosure = 2
        /// An information button, light; drawn as a system button, without UIKit's glyph.
        case infoLight = 3
        /// An information button, dark; drawn as a system button, without UIKit's glyph.
        case infoDark = 4
        /// A button with a plus in a circle; drawn as a system button, without UIKit's glyph.
        case contactAdd = 5
        /// A close button; drawn as a system button, without UIKit's glyph.
        case close = 7
    }
}
