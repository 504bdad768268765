import HeadlessGeometry
import HeadlessRaster

/// A control for picking a value from a continuous range, as `UISlider`: a
/// 4-point rounded track, filled in the tint colour from the minimum end to a
/// 28-point white thumb (mirrored in a right-to-left layout).
///
/// Metrics as UIKit's default slider: 34 points tall (no intrinsic width),
/// a 4-point track across the whole width, a 28-point thumb that stays
/// inside the bounds; the maximum side is `systemFill`.
///
/// Bad input is handled as UIKit does: a NaN value is ignored, values are
/// clamped to the range, a minimum above the maximum moves the maximum up (and
/// a maximum below the minimum moves the minimum down); NaN or infinite bounds are ignored.
open class Slider: Control {
    private var storedValue = 0.0
    private var storedMinimum = 0.0
    private var storedMaximum = 1.0

    /// The value, within ``minimumValue``...``maximumValue``; 0 by default.
    /// NaN is ignored; other values are clamped to the range.
    public var value: Double {
        get { storedValue }
        set {
            guard !newValue.isNaN else { return }
            storedValue = min(max(newValue, storedMinimum), storedMaximum)
            setNeedsLayout()
        }
    }

    /// The lowest value; 0 by default. Raising it above ``maximumValue``
    /// raises the maximum to it; NaN and infinities are ignored.
    public var minimumValue: Double {
        get { storedMinimum }
        set {
            guard newValue.isFinite else { return }
            storedMinimum = newValue
            storedMaximum = max(storedMaximum, newValue)
            value = storedValue
        }
    }

    /// The highest value; 1 by default. Lowering it below ``minimumValue``
    /// lowers the minimum to it; NaN and infinities are ignored.
    public var maximumValue: Double {
        get { storedMaximum }
        set {
            guard newValue.isFinite else { return }
            storedMaximum = newValue
            storedMinimum = min(storedMinimum, newValue)
            value = storedValue
        }
    }

    /// The colour of the track before the thumb; `nil` (the default) uses the tint colour.
    public var minimumTrackTintColor: DynamicColor? { didSet { setNeedsLayout() } }
    /// The colour of the track after the thumb; `nil` (the default) is ``DynamicColor/systemFill``.
    public var maximumTrackTintColor: DynamicColor? { didSet { setNeedsLayout() } }
    /// The thumb colour; `nil` (the default) is white.
    public var thumbTintColor: DynamicColor? { didSet { setNeedsLayout() } }

    /// The slider's height, as UIKit's.
    static let height = 34.0
    /// The track's thickness.
    static let trackHeight = 4.0
    /// The thumb's diameter.
    static let thumbDiameter = 28.0

    /// Creates a slider at 0 in 0...1, with the given frame.
    public required init(frame: Rect) { super.init(frame: frame) }

    /// The value as a whole percentage of the range ("50%"), adjustable, as UIKit reads a slider.
    override var accessibilityDefaults: AccessibilityDefaults {
        AccessibilityDefaults(isElement: true, value: percentText(fraction), traits: .adjustable)
    }

    /// No intrinsic width; 34 points tall.
    open override var intrinsicContentSize: Size { Size(width: View.noIntrinsicMetric, height: Slider.height) }

    /// The current width, 34 points tall.
    open override func sizeThatFits(_ size: Size) -> Size { intrinsicSizeKeepingBounds() }

    /// Where the value lies in the range, from 0 to 1 (0 for an empty range).
    var fraction: Double {
        let span = storedMaximum - storedMinimum
        return span > 0 ? (storedValue - storedMinimum) / span : 0
    }

    private var isRightToLeft: Bool { traitCollection.layoutDirection == .rightToLeft }

    /// The thumb: its centre travels from one end of the bounds to the other, the thumb staying inside.
    var thumbRect: Rect {
        let travel = max(bounds.width - Slider.thumbDiameter, 0)
        let offset = (isRightToLeft ? 1 - fraction : fraction) * travel
        return Rect(
            x: bounds.minX + offset, y: bounds.midY - Slider.thumbDiameter / 2,
            width: Slider.thumbDiameter, height: Slider.thumbDiameter)
    }

    /// The track, filled up to the thumb's centre.
    var track: CapsuleTrack {
        let rect = Rect(x: bounds.minX, y: bounds.midY - Slider.trackHeight / 2, width: bounds.width, height: Slider.trackHeight)
        let filled = bounds.width > 0 ? (thumbRect.midX - bounds.minX) / bounds.width : 0
        return CapsuleTrack(rect: rect, filledFraction: isRightToLeft ? 1 - filled : filled, fillsFromRight: isRightToLeft)
    }

    /// Draws the track and the thumb with its shadow, dimmed when disabled.
    open override func draw(_ rect: Rect, in canvas: Canvas) {
        drawDimmedWhenDisabled(in: canvas) {
            let minimumColor = minimumTrackTintColor?.resolved(with: traitCollection) ?? effectiveTintColor
            let maximumColor = (maximumTrackTintColor ?? .systemFill).resolved(with: traitCollection)
            track.draw(trackColor: maximumColor, fillColor: minimumColor, in: canvas)
            let thumbColor = (thumbTintColor ?? .white).resolved(with: traitCollection)
            SoftShadow.thumb.fill(Path(ellipseIn: thumbRect), color: thumbColor, in: canvas)
        }
    }
}
