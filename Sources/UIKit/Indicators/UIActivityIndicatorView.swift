internal import HeadlessLayers

/// A spinner showing that work is under way, drawn at a fixed frame of its animation.
/// [Apple's documentation](https://developer.apple.com/documentation/uikit/uiactivityindicatorview)
@preconcurrency @MainActor
open class UIActivityIndicatorView: UIView {
    /// The engine view.
    private var spinner: ActivityIndicatorView { unsafeDowncast(backing, to: ActivityIndicatorView.self) }

    override class func makeBacking() -> View { ActivityIndicatorView(frame: .zero) }

    /// A spinner of `style`, sized to it.
    public convenience init(style: Style) {
        self.init(frame: .zero)
        self.style = style
        sizeToFit()
    }

    /// Medium (20 points) or large (37 points).
    open var style: Style {
        get { spinner.style == .large ? .large : .medium }
        set { spinner.style = newValue == .large ? .large : .medium }
    }

    /// The spokes' colour; secondary label by default.
    open var color: UIColor! {
        get { UIColor(dynamic: spinner.color) }
        set { spinner.color = newValue?.dynamic ?? .secondaryLabel }
    }

    /// Whether the spinner is hidden while stopped; true by default.
    open var hidesWhenStopped: Bool {
        get { spinner.hidesWhenStopped }
        set { spinner.hidesWhenStopped = newValue }
    }

    /// Whether the spinner is spinning.
    open var isAnimating: Bool { spinner.isAnimating }

    /// Starts spinning (and shows the spinner).
    open func startAnimating() { spinner.startAnimating() }

    /// Stops spinning (and hides the spinner when ``hidesWhenStopped``).
    open func stopAnimating() { spinner.stopAnimating() }

    /// The sizes of spinner.
    public enum Style: Int, Sendable {
        /// 20 points.
        case medium = 100
        /// 37 points.
        case large = 101
    }
}
