import HeadlessGeometry
import HeadlessRaster

/// A spinner showing that work is in progress, as `UIActivityIndicatorView`:
/// eight rounded spokes around the centre, fading from the top spoke
/// counter-clockwise. Snapshots are deterministic, so an animating indicator
/// always draws the same frame.
///
/// Sizes are UIKit's (20 points medium, 37 points large); the spokes, eight as
/// in iOS 13 and later, are a tenth of the size wide and run from 22 % of the
/// size out to the edge, with opacities from 100 % down to 30 % in equal
/// steps. The default colour is `secondaryLabel`.
open class ActivityIndicatorView: View {
    /// The size of the indicator; medium by default.
    public var style: ActivityIndicatorStyle = .medium { didSet { invalidateIntrinsicContentSize() } }
    /// The spokes' colour; `secondaryLabel` by default.
    public var color: DynamicColor = .secondaryLabel { didSet { setNeedsLayout() } }
    /// Whether the indicator is animating; false until ``startAnimating()``.
    public private(set) var isAnimating = false
    /// Whether the indicator is hidden while it is not animating; true by default, as in UIKit.
    public var hidesWhenStopped = true {
        didSet { if !isAnimating { isHidden = hidesWhenStopped } }
    }

    /// The number of spokes.
    static let spokeCount = 8
    /// The opacity of the faintest spoke.
    static let faintestSpokeAlpha = 0.3

    /// Creates a stopped (so hidden) medium indicator with the given frame.
    public required init(frame: Rect) {
        super.init(frame: frame)
        isHidden = true
    }

    /// Creates a stopped (so hidden) indicator of `style`, sized to it.
    public convenience init(style: ActivityIndicatorStyle) {
        self.init(frame: Rect(origin: .zero, size: style.size))
        self.style = style
    }

    /// Starts animating and shows the indicator.
    public func startAnimating() {
        isAnimating = true
        isHidden = false
    }

    /// Stops animating, and hides the indicator when ``hidesWhenStopped``.
    public func stopAnimating() {
        isAnimating = false
        if hidesWhenStopped { isHidden = true }
    }

    /// "In progress" and updates frequently, as UIKit reads an activity indicator.
    override var accessibilityDefaults: AccessibilityDefaults {
        AccessibilityDefaults(isElement: true, label: "In progress", traits: .updatesFrequently)
    }

    /// The style's size.
    open override var intrinsicContentSize: Size { style.size }

    /// The style's size, whatever size is offered.
    open override func sizeThatFits(_ size: Size) -> Size { style.size }

    /// The opacity of spoke `index` (0 at the top, counting clockwise): 1 for
    /// the top spoke, falling in equal steps counter-clockwise to the faintest.
    static func spokeAlpha(_ index: Int) -> Double {
        let stepsBehind = Double((spokeCount - index) % spokeCount)
        return 1 - (1 - faintestSpokeAlpha) * stepsBehind / Double(spokeCount - 1)
    }

    /// Draws the spokes, centred in the bounds.
    open override func draw(_ rect: Rect, in canvas: Canvas) {
        let length = style.size.width
        let width = length / 10, outer = length / 2, inner = length * 0.22
        let spoke = Path(roundedRect: Rect(x: -width / 2, y: -outer, width: width, height: outer - inner), cornerRadius: width / 2)
        let base = color.resolved(with: traitCollection)
        for index in 0..<ActivityIndicatorView.spokeCount {
            let angle = Double(index) * 2 * Double.pi / Double(ActivityIndicatorView.spokeCount)
            let place = AffineTransform(rotationAngle: angle).concatenating(AffineTransform(translationX: bounds.midX, y: bounds.midY))
            canvas.fill(spoke.applying(place), color: base.withAlpha(base.alpha * ActivityIndicatorView.spokeAlpha(index)))
        }
    }
}
