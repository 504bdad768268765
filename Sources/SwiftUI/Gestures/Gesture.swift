/// An instance that matches a sequence of events to a gesture, and returns a
/// stream of values for each of its states.
///
/// A snapshot neither touches nor drags, so no gesture here ever recognizes
/// anything: gestures are values that compile, compose and attach to views
/// with the types Apple's have, and change nothing that is drawn.
/// See [Gesture](https://developer.apple.com/documentation/swiftui/gesture).
@MainActor @preconcurrency
public protocol Gesture<Value> {
    /// The type representing the gesture's value.
    associatedtype Value

    /// The type of gesture representing the body of this gesture.
    associatedtype Body: Gesture

    /// The content and behavior of the gesture.
    var body: Self.Body { get }
}

extension Never: Gesture {
    /// Never has no value: it is the body of primitive gestures.
    public typealias Value = Never
}

extension Gesture where Body == Never {
    /// Primitive gestures have no body: asking for one is a programming error.
    public var body: Never { fatalError("\(Self.self) is a primitive gesture and has no body") }
}
