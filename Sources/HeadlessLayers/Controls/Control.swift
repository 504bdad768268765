import HeadlessGeometry
import HeadlessRaster

/// The base of views that respond to the user, as `UIControl`: enabled,
/// selected and highlighted states. A disabled control is dimmed (drawn at
/// ``disabledAlpha``) and read as "Dimmed" (``AccessibilityTraits/notEnabled``);
/// a selected one is read as "Selected".
///
/// Snapshots show controls at rest: ``isHighlighted`` is kept for code that
/// reads it, but is not drawn.
open class Control: View {
    /// Whether the control responds to the user; true by default. A disabled control is dimmed.
    public var isEnabled = true { didSet { setNeedsLayout() } }
    /// Whether the control is selected; false by default.
    public var isSelected = false { didSet { setNeedsLayout() } }
    /// Whether a touch is down on the control; false by default (not drawn).
    public var isHighlighted = false

    /// The opacity a disabled control is drawn at: about what UIKit uses for
    /// the dimmed title of a disabled system button.
    nonisolated public static let disabledAlpha = 0.35

    /// Creates a control with the given frame.
    public required init(frame: Rect) { super.init(frame: frame) }

    /// An element, as UIKit makes a control.
    override var accessibilityDefaults: AccessibilityDefaults { AccessibilityDefaults(isElement: true) }

    /// The traits set, or the control's defaults; "Dimmed" is added when the
    /// control is disabled and "Selected" when it is selected, as UIKit reports them.
    open override var accessibilityTraits: AccessibilityTraits {
        get {
            var traits = super.accessibilityTraits
            if !isEnabled { traits.insert(.notEnabled) }
            if isSelected { traits.insert(.selected) }
            return traits
        }
        set { super.accessibilityTraits = newValue }
    }

    /// Runs `body`, which draws the control, as one group faded to
    /// ``disabledAlpha`` when the control is disabled (overlapping parts fade together).
    func drawDimmedWhenDisabled(in canvas: Canvas, _ body: () -> Void) {
        if isEnabled {
            body()
        } else {
            canvas.withTransparencyLayer(alpha: Control.disabledAlpha, body)
        }
    }
}
