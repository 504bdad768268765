/// The actions a gesture performs as it changes and ends, and the values it
/// maps to. No gesture is performed in a snapshot, so the actions are kept
/// with the gesture and never called, and a `GestureState` keeps its value.
extension Gesture where Value: Equatable {
    /// Adds an action to perform when the gesture's value changes.
    /// See [onChanged(_:)](https://developer.apple.com/documentation/swiftui/gesture/onchanged(_:)).
    /// - Parameters:
    ///   - action: The action to perform when this gesture's value changes, given the new value.
    public func onChanged(_ action: @escaping (Self.Value) -> Void) -> _ChangedGesture<Self> {
        _ChangedGesture(content: self, action: action)
    }
}

extension Gesture {
    /// Adds an action to perform when the gesture ends.
    /// See [onEnded(_:)](https://developer.apple.com/documentation/swiftui/gesture/onended(_:)).
    /// - Parameters:
    ///   - action: The action to perform when this gesture ends, given the final value.
    public func onEnded(_ action: @escaping (Self.Value) -> Void) -> _EndedGesture<Self> {
        _EndedGesture(content: self, action: action)
    }

    /// Updates the provided gesture state property as the gesture's value changes.
    /// See [updating(_:body:)](https://developer.apple.com/documentation/swiftui/gesture/updating(_:body:)).
    /// - Parameters:
    ///   - state: A binding to a view's `GestureState` property.
    ///   - body: The callback that updates `state` from the gesture's current value, with the transaction of the change.
    public func updating<State>(
        _ state: GestureState<State>, body: @escaping (Self.Value, inout State, inout Transaction) -> Void
    ) -> GestureStateGesture<Self, State> {
        GestureStateGesture(base: self, state: state, body: body)
    }

    /// Returns a gesture that's the result of mapping the given closure over the gesture.
    /// See [map(_:)](https://developer.apple.com/documentation/swiftui/gesture/map(_:)).
    /// - Parameters:
    ///   - body: The closure that turns this gesture's value into the new gesture's.
    public func map<T>(_ body: @escaping (Self.Value) -> T) -> _MapGesture<Self, T> { _MapGesture(content: self, body: body) }
}

/// A gesture that performs an action as its content's value changes: the
/// type ``Gesture/onChanged(_:)`` returns.
/// See [_ChangedGesture](https://developer.apple.com/documentation/swiftui/_changedgesture).
public struct _ChangedGesture<Content: Gesture>: Gesture {
    /// The gesture the action follows.
    let content: Content
    /// The action to perform when the value changes.
    let action: (Content.Value) -> Void

    /// The value of the gesture it follows.
    public typealias Value = Content.Value
}

/// A gesture that performs an action when its content ends: the type
/// ``Gesture/onEnded(_:)`` returns.
/// See [_EndedGesture](https://developer.apple.com/documentation/swiftui/_endedgesture).
public struct _EndedGesture<Content: Gesture>: Gesture {
    /// The gesture the action follows.
    let content: Content
    /// The action to perform when the gesture ends.
    let action: (Content.Value) -> Void

    /// The value of the gesture it follows.
    public typealias Value = Content.Value
}

/// A gesture whose value is its content's, mapped: the type
/// ``Gesture/map(_:)`` returns.
/// See [_MapGesture](https://developer.apple.com/documentation/swiftui/_mapgesture).
public struct _MapGesture<Content: Gesture, Value>: Gesture {
    /// The gesture whose value is mapped.
    let content: Content
    /// The mapping of its value.
    let body: (Content.Value) -> Value
}

/// A gesture that updates the state provided by a gesture's updating callback.
/// See [GestureStateGesture](https://developer.apple.com/documentation/swiftui/gesturestategesture).
public struct GestureStateGesture<Base: Gesture, State>: Gesture {
    /// The originating gesture.
    public var base: Base

    /// A value that changes as the user performs the gesture.
    public var state: GestureState<State>

    /// The updating gesture containing the originating gesture's value, the
    /// updated state of the gesture, and a transaction.
    public var body: (GestureStateGesture<Base, State>.Value, inout State, inout Transaction) -> Void

    /// Creates a new gesture that's the result of an ongoing gesture.
    /// See [init(base:state:body:)](https://developer.apple.com/documentation/swiftui/gesturestategesture/init(base:state:body:)).
    /// - Parameters:
    ///   - base: The originating gesture.
    ///   - state: The wrapped value of a `GestureState` property.
    ///   - body: The callback that SwiftUI invokes as the gesture's value changes.
    public init(
        base: Base, state: GestureState<State>, body: @escaping (GestureStateGesture<Base, State>.Value, inout State, inout Transaction) -> Void
    ) {
        self.base = base
        self.state = state
        self.body = body
    }

    /// The type representing the gesture's value: the originating gesture's.
    public typealias Value = Base.Value

    /// A primitive gesture: its `body` property is the updating callback.
    public typealias Body = Never
}
