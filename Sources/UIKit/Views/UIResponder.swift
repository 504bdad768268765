/// An object that can take part in event handling. Snapshots send no
/// events; the first-responder calls answer as a view that is not on screen would.
/// [Apple's documentation](https://developer.apple.com/documentation/uikit/uiresponder)
@preconcurrency @MainActor
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

    /// Touches began; snapshots send none. The default passes them to ``next``.
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesBegan(touches, with: event) }
    /// Touches moved; the default passes them to ``next``.
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesMoved(touches, with: event) }
    /// Touches ended; the default passes them to ``next``.
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesEnded(touches, with: event) }
    /// Touches were cancelled; the default passes them to ``next``.
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesCancelled(touches, with: event) }
}

/// A finger on the screen. Snapshots make no touches; the type exists so
/// that views overriding the touch methods compile.
/// [Apple's documentation](https://developer.apple.com/documentation/uikit/uitouch)
@preconcurrency @MainActor
open class UITouch: NSObject {
    /// The view the touch began in.
    open private(set) var view: UIView?
    /// How many times the finger tapped.
    open private(set) var tapCount = 0

    /// Where the touch is in `view`'s coordinates (the window's when nil): the origin, for a touch that never happened.
    open func location(in view: UIView?) -> CGPoint { .zero }
    /// Where the touch was before its last move, in `view`'s coordinates.
    open func previousLocation(in view: UIView?) -> CGPoint { .zero }
}

/// An event: touches, motion or presses. Snapshots send none.
/// [Apple's documentation](https://developer.apple.com/documentation/uikit/uievent)
@preconcurrency @MainActor
open class UIEvent: NSObject {
    /// The touches of the event: none.
    open var allTouches: Set<UITouch>? { nil }
    /// When the event happened, in seconds.
    open var timestamp: TimeInterval { 0 }
}
