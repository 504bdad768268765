internal import HeadlessLayers

/// An on/off switch, 51 × 31 points, as UIKit draws it.
/// [Apple's documentation](https://developer.apple.com/documentation/uikit/uiswitch)
@preconcurrency @MainActor
open class UISwitch: UIControl {
    /// The engine switch.
    private var control: Switch { unsafeDowncast(backing, to: Switch.self) }

    override class func makeBacking() -> View { Switch(frame: .zero) }

    /// Whether the switch is on.
    open var isOn: Bool {
        get { control.isOn }
        set { control.isOn = newValue }
    }

    /// Turns the switch on or off; there is no animation in a snapshot.
    open func setOn(_ on: Bool, animated: Bool) { isOn = on }

    /// The track colour when on; the system green by default.
    open var onTintColor: UIColor? {
        get { control.onTintColor.map(UIColor.init(dynamic:)) }
        set { control.onTintColor = newValue?.dynamic }
    }

    /// The thumb colour; white by default.
    open var thumbTintColor: UIColor? {
        get { control.thumbTintColor.map(UIColor.init(dynamic:)) }
        set { control.thumbTintColor = newValue?.dynamic }
    }
}
