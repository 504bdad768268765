/// Gestures attached to views. A snapshot does not touch, so an attached
/// gesture changes nothing that is drawn; the modifiers take `Gesture`s, as
/// Apple's do, so that a gesture of the wrong type does not compile.
extension View {
    /// Attaches a gesture to the view with a lower precedence than gestures defined by the view.
    /// See [gesture(_:including:)](https://developer.apple.com/documentation/swiftui/view/gesture(_:including:)).
    /// - Parameters:
    ///   - gesture: A gesture to attach to the view.
    ///   - mask: A value that controls how adding this gesture to the view affects other gestures recognized by the view and its subviews.
    public func gesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View { modifier(EmptyModifier()) }

    /// Attaches a gesture to the view to process simultaneously with gestures defined by the view.
    /// See [simultaneousGesture(_:including:)](https://developer.apple.com/documentation/swiftui/view/simultaneousgesture(_:including:)).
    /// - Parameters:
    ///   - gesture: A gesture to attach to the view.
    ///   - mask: A value that controls how adding this gesture to the view affects other gestures recognized by the view and its subviews.
    public func simultaneousGesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View { modifier(EmptyModifier()) }

    /// Attaches a gesture to the view with a higher precedence than gestures defined by the view.
    /// See [highPriorityGesture(_:including:)](https://developer.apple.com/documentation/swiftui/view/highprioritygesture(_:including:)).
    /// - Parameters:
    ///   - gesture: A gesture to attach to the view.
    ///   - mask: A value that controls how adding this gesture to the view affects other gestures recognized by the view and its subviews.
    public func highPriorityGesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View { modifier(EmptyModifier()) }
}

/// Options that control how adding a gesture to a view affects other
/// gestures recognized by the view and its subviews.
/// See [GestureMask](https://developer.apple.com/documentation/swiftui/gesturemask).
public struct GestureMask: OptionSet, Sendable {
    /// The mask's bits.
    public let rawValue: UInt32

    /// Creates a mask from its bits.
    /// - Parameters:
    ///   - rawValue: The mask's bits.
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// Disable all gestures in the subview hierarchy, including the added gesture.
    public static let none: GestureMask = []
    /// Enable the added gesture but disable all gestures in the subview hierarchy.
    public static let gesture = GestureMask(rawValue: 1 << 0)
    /// Enable all gestures in the subview hierarchy but disable the added gesture.
    public static let subviews = GestureMask(rawValue: 1 << 1)
    /// Enable both the added gesture as well as all other gestures on the view and its subviews.
    public static let all: GestureMask = [.gesture, .subviews]
}
