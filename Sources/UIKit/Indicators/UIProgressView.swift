internal import HeadlessLayers

/// A bar that fills with progress, 0 to 1.
/// [Apple's documentation](https://developer.apple.com/documentation/uikit/uiprogressview)
@preconcurrency @MainActor
open class UIProgressView: UIView {
    /// The engine view.
    private var bar: ProgressView { unsafeDowncast(backing, to: ProgressView.self) }

    override class func makeBacking() -> View { ProgressView(frame: .zero) }

    /// A progress bar of `style` (both styles draw the default bar).
    public convenience init(progressViewStyle style: Style) { self.init(frame: .zero) }

    /// The progress, 0 to 1 (clamped).
    open var progress: Float {
        get { Float(bar.progress) }
        set { bar.progress = Double(newValue) }
    }

    /// Sets the progress; there is no animation in a snapshot.
    open func setProgress(_ progress: Float, animated: Bool) { self.progress = progress }

    /// The filled part's colour; the tint by default.
    open var progressTintColor: UIColor? {
        get { bar.progressTintColor.map(UIColor.init(dynamic:)) }
        set { bar.progressTintColor = newValue?.dynamic }
    }

    /// The track's colour.
    open var trackTintColor: UIColor? {
        get { bar.trackTintColor.map(UIColor.init(dynamic:)) }
        set { bar.trackTintColor = newValue?.dynamic }
    }

    /// The styles of progress bar.
    public enum Style: Int, Sendable {
        /// The standard bar.
        case `default`
        /// The bar of a toolbar.
        case bar
    }
}
