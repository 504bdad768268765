/// A gesture that recognizes a magnification motion and tracks the amount of magnification.
/// See [MagnifyGesture](https://developer.apple.com/documentation/swiftui/magnifygesture).
public struct MagnifyGesture: Gesture {
    /// The minimum required delta before the gesture starts.
    public var minimumScaleDelta: CGFloat

    /// Creates a magnify gesture with a given minimum delta for the gesture to start.
    /// See [init(minimumScaleDelta:)](https://developer.apple.com/documentation/swiftui/magnifygesture/init(minimumscaledelta:)).
    /// - Parameters:
    ///   - minimumScaleDelta: The minimum scale delta required before the gesture starts.
    public init(minimumScaleDelta: CGFloat = 0.01) { self.minimumScaleDelta = minimumScaleDelta }

    /// The attributes of a magnify gesture.
    /// See [MagnifyGesture.Value](https://developer.apple.com/documentation/swiftui/magnifygesture/value).
    public struct Value: Equatable, Sendable {
        /// The time associated with the gesture's current event.
        public var time: Date
        /// The relative amount that the gesture has magnified by: 1 at its start.
        public var magnification: CGFloat
        /// The current magnification velocity.
        public var velocity: CGFloat
        /// The initial anchor point of the gesture in the modified view's coordinate space.
        public var startAnchor: UnitPoint
        /// The initial center of the gesture in the modified view's coordinate space.
        public var startLocation: CGPoint
    }
}

/// A gesture that recognizes a magnification motion and tracks the amount of
/// magnification (the older spelling of ``MagnifyGesture``, valued by the scale alone).
/// See [MagnificationGesture](https://developer.apple.com/documentation/swiftui/magnificationgesture).
public struct MagnificationGesture: Gesture {
    /// The minimum required delta before the gesture starts.
    public var minimumScaleDelta: CGFloat

    /// Creates a magnification gesture with a given minimum delta for the gesture to start.
    /// See [init(minimumScaleDelta:)](https://developer.apple.com/documentation/swiftui/magnificationgesture/init(minimumscaledelta:)).
    /// - Parameters:
    ///   - minimumScaleDelta: The minimum scale delta required before the gesture starts.
    public init(minimumScaleDelta: CGFloat = 0.01) { self.minimumScaleDelta = minimumScaleDelta }

    /// The relative amount that the gesture has magnified by.
    public typealias Value = CGFloat
}
