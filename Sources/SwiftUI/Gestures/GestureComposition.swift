/// Gestures combined: recognized together, one after another, or one instead
/// of the other. The combined value holds each gesture's, as Apple's does.
extension Gesture {
    /// Combines a gesture with another gesture to create a new gesture that
    /// recognizes both gestures at the same time.
    /// See [simultaneously(with:)](https://developer.apple.com/documentation/swiftui/gesture/simultaneously(with:)).
    /// - Parameters:
    ///   - other: A gesture that you want to combine with your gesture to create a new, combined gesture.
    public func simultaneously<Other: Gesture>(with other: Other) -> SimultaneousGesture<Self, Other> { SimultaneousGesture(self, other) }

    /// Sequences a gesture with another one to create a new gesture, which
    /// results in the second gesture only receiving events after the first gesture succeeds.
    /// See [sequenced(before:)](https://developer.apple.com/documentation/swiftui/gesture/sequenced(before:)).
    /// - Parameters:
    ///   - other: A gesture you want to combine with another gesture to create a new, sequenced gesture.
    public func sequenced<Other: Gesture>(before other: Other) -> SequenceGesture<Self, Other> { SequenceGesture(self, other) }

    /// Combines two gestures exclusively to create a new gesture where only
    /// one gesture succeeds, giving precedence to the first gesture.
    /// See [exclusively(before:)](https://developer.apple.com/documentation/swiftui/gesture/exclusively(before:)).
    /// - Parameters:
    ///   - other: A gesture you combine with your gesture, to create a new, combined gesture.
    public func exclusively<Other: Gesture>(before other: Other) -> ExclusiveGesture<Self, Other> { ExclusiveGesture(self, other) }
}

/// A gesture containing two gestures that can happen at the same time with neither of them preceding the other.
/// See [SimultaneousGesture](https://developer.apple.com/documentation/swiftui/simultaneousgesture).
public struct SimultaneousGesture<First: Gesture, Second: Gesture>: Gesture {
    /// The first of two gestures that can happen simultaneously.
    public var first: First
    /// The second of two gestures that can happen simultaneously.
    public var second: Second

    /// Creates a gesture with two gestures that can receive updates or succeed independently of each other.
    /// See [init(_:_:)](https://developer.apple.com/documentation/swiftui/simultaneousgesture/init(_:_:)).
    /// - Parameters:
    ///   - first: The first of two gestures that can happen simultaneously.
    ///   - second: The second of two gestures that can happen simultaneously.
    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }

    /// The value of a simultaneous gesture that indicates which of its two gestures receives events.
    /// See [SimultaneousGesture.Value](https://developer.apple.com/documentation/swiftui/simultaneousgesture/value).
    public struct Value {
        /// The value of the first gesture, if it is recognized.
        public var first: First.Value?
        /// The value of the second gesture, if it is recognized.
        public var second: Second.Value?
    }
}

extension SimultaneousGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}

extension SimultaneousGesture.Value: Hashable where First.Value: Hashable, Second.Value: Hashable {}

/// A gesture that's a sequence of two gestures.
/// See [SequenceGesture](https://developer.apple.com/documentation/swiftui/sequencegesture).
public struct SequenceGesture<First: Gesture, Second: Gesture>: Gesture {
    /// The first gesture in a sequence of two gestures.
    public var first: First
    /// The second gesture in a sequence of two gestures.
    public var second: Second

    /// Creates a sequence gesture with two gestures.
    /// See [init(_:_:)](https://developer.apple.com/documentation/swiftui/sequencegesture/init(_:_:)).
    /// - Parameters:
    ///   - first: The first gesture of the sequence.
    ///   - second: The second gesture of the sequence.
    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }

    /// The state of a sequence gesture.
    /// See [SequenceGesture.Value](https://developer.apple.com/documentation/swiftui/sequencegesture/value).
    public enum Value {
        /// The first gesture hasn't ended.
        case first(First.Value)
        /// The first gesture has ended, with its value; the second's, once it has started.
        case second(First.Value, Second.Value?)
    }
}

extension SequenceGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}

/// A gesture that consists of two gestures where only one of them can succeed.
/// See [ExclusiveGesture](https://developer.apple.com/documentation/swiftui/exclusivegesture).
public struct ExclusiveGesture<First: Gesture, Second: Gesture>: Gesture {
    /// The first of two gestures.
    public var first: First
    /// The second of two gestures.
    public var second: Second

    /// Creates a gesture from two gestures where only one of them succeeds.
    /// See [init(_:_:)](https://developer.apple.com/documentation/swiftui/exclusivegesture/init(_:_:)).
    /// - Parameters:
    ///   - first: The first of two gestures, which takes precedence.
    ///   - second: The second of two gestures.
    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }

    /// The value of an exclusive gesture that indicates which of two gestures succeeded.
    /// See [ExclusiveGesture.Value](https://developer.apple.com/documentation/swiftui/exclusivegesture/value).
    public enum Value {
        /// The value of the first gesture.
        case first(First.Value)
        /// The value of the second gesture.
        case second(Second.Value)
    }
}

extension ExclusiveGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}
