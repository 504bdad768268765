/// An object that can take part in event handling. Snapshots send no
/// events; the first-responder calls answer as a view that is not on screen would.
/// [Apple's documentation](https://developer.apple.com/documentation/uikit/uiresponder)
@MainActor
open class UIResponder: NSObject {
    /// The next responder in the chain: a view's superview.
    open var next: UIResponder? { nil }
    /// Whether the object can become first responder; false by default.
    open var canBecomeFirstResponder: Bool { false }
    /// Whether the object is first responder; never, as nothing is on screen.
    open var isFirstResponder: Bool { false }
    /// Asks to become first responder; refused (false), as nothing is on screen.
    @discardableResult open func becomeFirstResponder() -> Bool { false }
    /// Gives up first responder status; true.
    @discardableResult open func resignFirstResponder() -> Bool { true }
}
