import Foundation
import HeadlessGeometry
import HeadlessRaster

/// A control that steps a value up and down, as `UIStepper` (iOS 13 and
/// later): a 94 × 32 point rounded rectangle of `tertiarySystemFill` with an
/// 8-point corner radius, a minus and a plus in `label` either side of a
/// hairline divider in `separator`; the minus is dimmed (`tertiaryLabel`)
/// at the minimum and the plus at the maximum, unless the value wraps. The
/// size and the colours are UIKit's; the glyphs' 14-point width and
/// 2-point strokes and the divider's 18-point height are approximations.
///
/// VoiceOver reads it as one adjustable element with its value. Bad input
/// clamps: a step that is not a positive finite number is taken as 1, and
/// a maximum below the minimum is raised to it.
open class Stepper: Control {
    /// The value, kept between ``minimumValue`` and ``maximumValue``; 0 by default.
    public var value = 0.0 {
        didSet {
            value = clamped(value)
            setNeedsLayout()
        }
    }
    /// The lowest value; 0 by default.
    public var minimumValue = 0.0 {
        didSet {
            if !minimumValue.isFinite { minimumValue = 0 }
            if maximumValue < minimumValue { maximumValue = minimumValue }
            value = clamped(value)
        }
    }
    /// The highest value; 100 by default.
    public var maximumValue = 100.0 {
        didSet {
            if !maximumValue.isFinite || maximumValue < minimumValue { maximumValue = max(minimumValue, 100) }
            value = clamped(value)
        }
    }
    /// The step; 1 by default.
    public var stepValue = 1.0 {
        didSet { if !(stepValue > 0 && stepValue.isFinite) { stepValue = 1 } }
    }
    /// Whether stepping past an end wraps to the other; false by default.
    public var wraps = false { didSet { setNeedsLayout() } }

    /// The size of every stepper, as UIKit's.
    public static let size = Size(width: 94, height: 32)

    /// Creates a stepper at 0, with the given frame.
    public required init(frame: Rect) {
        super.init(frame: frame)
        setContentHuggingPriority(.defaultHigh, for: .horizontal)
        setContentHuggingPriority(.defaultHigh, for: .vertical)
    }

    /// 94 × 32 points.
    open override var intrinsicContentSize: Size { Stepper.size }

    /// 94 × 32 points, whatever size is offered.
    open override func sizeThatFits(_ size: Size) -> Size { Stepper.size }

    /// Adds one step (wrapping to the minimum past the maximum when ``wraps``).
    public func increment() { value = wraps && value + stepValue > maximumValue ? minimumValue : value + stepValue }

    /// Takes one step off (wrapping to the maximum past the minimum when ``wraps``).
    public func decrement() { value = wraps && value - stepValue < minimumValue ? maximumValue : value - stepValue }

    /// The value as text, an adjustable element, as UIKit reads a stepper.
    override var accessibilityDefaults: AccessibilityDefaults {
        let text = value.rounded() == value && abs(value) < 1e15 ? String(Int(value)) : String(value)
        return AccessibilityDefaults(isElement: true, value: text, traits: [.adjustable])
    }

    /// Draws the background, the divider and the two glyphs, dimmed when disabled.
    open override func draw(_ rect: Rect, in canvas: Canvas) {
        drawDimmedWhenDisabled(in: canvas) {
            let box = Rect(
                x: bounds.midX - Stepper.size.width / 2, y: bounds.midY - Stepper.size.height / 2, width: Stepper.size.width,
                height: Stepper.size.height)
            canvas.fill(Path(roundedRect: box, cornerRadius: 8), color: DynamicColor.tertiarySystemFill.resolved(with: traitCollection))
            let pixel = traitCollection.pixelLength
            canvas.fill(
                Rect(x: box.midX - pixel / 2, y: box.midY - 9, width: pixel, height: 18),
                color: DynamicColor.separator.resolved(with: traitCollection))
            let minus = Point(x: box.minX + box.width / 4, y: box.midY), plus = Point(x: box.maxX - box.width / 4, y: box.midY)
            let canStepDown = wraps || value > minimumValue, canStepUp = wraps || value < maximumValue
            let style = StrokeStyle(width: 2, cap: .round)
            canvas.stroke(horizontalBar(at: minus), color: glyphColor(enabled: canStepDown), style: style)
            var plusPath = horizontalBar(at: plus)
            plusPath.move(to: Point(x: plus.x, y: plus.y - 7))
            plusPath.line(to: Point(x: plus.x, y: plus.y + 7))
            canvas.stroke(plusPath, color: glyphColor(enabled: canStepUp), style: style)
        }
    }

    /// A 14-point horizontal line centred on `center`.
    private func horizontalBar(at center: Point) -> Path {
        var path = Path()
        path.move(to: Point(x: center.x - 7, y: center.y))
        path.line(to: Point(x: center.x + 7, y: center.y))
        return path
    }

    /// `label`, or `tertiaryLabel` for a glyph whose step is not possible.
    private func glyphColor(enabled: Bool) -> Color {
        (enabled ? DynamicColor.label : .tertiaryLabel).resolved(with: traitCollection)
    }

    /// `candidate` kept between the minimum and the maximum (the minimum for a value that is not a number).
    private func clamped(_ candidate: Double) -> Double {
        candidate.isNaN ? minimumValue : min(max(candidate, minimumValue), maximumValue)
    }
}
