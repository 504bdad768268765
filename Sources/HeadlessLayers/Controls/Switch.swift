import HeadlessGeometry
import HeadlessRaster

/// An on/off switch, as `UISwitch`: a 51 x 31 point capsule track, green when
/// on and light grey when off, with a 27-point white thumb 2 points inside
/// the track, at the trailing end when on (mirrored in a right-to-left layout).
///
/// The size and thumb metrics are UIKit's (`UISwitch` is always 51 x 31
/// points); the colours are the system colours UIKit uses: `systemGreen` on,
/// `secondarySystemFill` (`#787880` at 16 %, 32 % dark) off.
open class Switch: Control {
    /// Whether the switch is on; off by default.
    public var isOn = false { didSet { setNeedsLayout() } }
    /// The track colour when on; `nil` (the default) is ``DynamicColor/systemGreen``.
    public var onTintColor: DynamicColor? { didSet { setNeedsLayout() } }
    /// The thumb colour; `nil` (the default) is white.
    public var thumbTintColor: DynamicColor? { didSet { setNeedsLayout() } }

    /// The size of every switch, as UIKit's.
    public static let size = Size(width: 51, height: 31)
    /// The thumb's diameter.
    static let thumbDiameter = 27.0
    /// The space between the track's edge and the thumb.
    static let thumbInset = 2.0

    /// Creates a switch that is off, with the given frame; it hugs its fixed
    /// size at high priority (750) in both axes, as UIKit's does.
    public required init(frame: Rect) {
        super.init(frame: frame)
        setContentHuggingPriority(.defaultHigh, for: .horizontal)
        setContentHuggingPriority(.defaultHigh, for: .vertical)
    }

    /// "1" when on, "0" when off, a switch button, as UIKit reads a switch.
    override var accessibilityDefaults: AccessibilityDefaults {
        AccessibilityDefaults(isElement: true, value: isOn ? "1" : "0", traits: [.button, .toggle])
    }

    /// 51 x 31 points.
    open override var intrinsicContentSize: Size { Switch.size }

    /// 51 x 31 points, whatever size is offered.
    open override func sizeThatFits(_ size: Size) -> Size { Switch.size }

    /// The track, 51 x 31 points centred in the bounds.
    var trackRect: Rect {
        Rect(
            x: bounds.midX - Switch.size.width / 2, y: bounds.midY - Switch.size.height / 2,
            width: Switch.size.width, height: Switch.size.height)
    }

    /// The thumb: at the trailing end of the track when on, the leading end when off.
    var thumbRect: Rect {
        let track = trackRect
        let atRight = isOn != (traitCollection.layoutDirection == .rightToLeft)
        let x = atRight ? track.maxX - Switch.thumbInset - Switch.thumbDiameter : track.minX + Switch.thumbInset
        return Rect(x: x, y: track.minY + Switch.thumbInset, width: Switch.thumbDiameter, height: Switch.thumbDiameter)
    }

    /// Draws the track and the thumb with its shadow, dimmed when disabled.
    open override func draw(_ rect: Rect, in canvas: Canvas) {
        drawDimmedWhenDisabled(in: canvas) {
            let trackColor = isOn ? (onTintColor ?? .systemGreen) : .secondarySystemFill
            let track = trackRect
            canvas.fill(Path(roundedRect: track, cornerRadius: track.height / 2), color: trackColor.resolved(with: traitCollection))
            let thumbColor = (thumbTintColor ?? .white).resolved(with: traitCollection)
            SoftShadow.thumb.fill(Path(ellipseIn: thumbRect), color: thumbColor, in: canvas)
        }
    }
}
