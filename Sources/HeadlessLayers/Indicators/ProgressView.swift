import HeadlessGeometry
import HeadlessRaster

/// A bar showing how far a task has got, as `UIProgressView` in its default
/// style: a 4-point rounded track in `systemFill`, filled from the leading
/// end in the tint colour (mirrored in a right-to-left layout).
///
/// Metrics as UIKit's default style: 4 points tall, no intrinsic width.
open class ProgressView: View {
    private var storedProgress = 0.0

    /// How far the task has got, from 0 to 1; 0 by default. Values are
    /// clamped to 0...1, NaN becomes 0.
    public var progress: Double {
        get { storedProgress }
        set {
            storedProgress = newValue.isNaN ? 0 : min(max(newValue, 0), 1)
            setNeedsLayout()
        }
    }

    /// The colour of the filled part; `nil` (the default) uses the tint colour.
    public var progressTintColor: DynamicColor? { didSet { setNeedsLayout() } }
    /// The colour of the track; `nil` (the default) is ``DynamicColor/systemFill``.
    public var trackTintColor: DynamicColor? { didSet { setNeedsLayout() } }

    /// The bar's height, as UIKit's default style.
    static let height = 4.0

    /// Creates an empty progress view with the given frame.
    public required init(frame: Rect) { super.init(frame: frame) }

    /// "Progress", the progress as a whole percentage ("50%"), updating frequently, as UIKit reads a progress view.
    override var accessibilityDefaults: AccessibilityDefaults {
        AccessibilityDefaults(isElement: true, label: "Progress", value: percentText(progress), traits: .updatesFrequently)
    }

    /// No intrinsic width; 4 points tall.
    open override var intrinsicContentSize: Size { Size(width: View.noIntrinsicMetric, height: ProgressView.height) }

    /// The current width, 4 points tall.
    open override func sizeThatFits(_ size: Size) -> Size { intrinsicSizeKeepingBounds() }

    /// The track across the bounds, 4 points tall and centred vertically, filled to the progress.
    var track: CapsuleTrack {
        let rect = Rect(x: bounds.minX, y: bounds.midY - ProgressView.height / 2, width: bounds.width, height: ProgressView.height)
        return CapsuleTrack(rect: rect, filledFraction: progress, fillsFromRight: traitCollection.layoutDirection == .rightToLeft)
    }

    /// Draws the track and the filled part.
    open override func draw(_ rect: Rect, in canvas: Canvas) {
        let fill = progressTintColor?.resolved(with: traitCollection) ?? effectiveTintColor
        track.draw(trackColor: (trackTintColor ?? .systemFill).resolved(with: traitCollection), fillColor: fill, in: canvas)
    }
}
