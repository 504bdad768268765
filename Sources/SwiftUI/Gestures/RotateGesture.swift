/// A gesture that recognizes a rotation motion and tracks the angle of the rotation.
/// See [RotateGesture](https://developer.apple.com/documentation/swiftui/rotategesture).
public struct RotateGesture: Gesture {
    /// The minimum delta required before the gesture succeeds.
    public var minimumAngleDelta: Angle

    /// Creates a rotation gesture with a minimum delta for the gesture to start.
    /// See [init(minimumAngleDelta:)](https://developer.apple.com/documentation/swiftui/rotategesture/init(minimumangledelta:)).
    /// - Parameters:
    ///   - minimumAngleDelta: The minimum delta required before the gesture starts.
    public init(minimumAngleDelta: Angle = .degrees(1)) { self.minimumAngleDelta = minimumAngleDelta }

    /// The attributes of a rotate gesture.
    /// See [RotateGesture.Value](https://developer.apple.com/documentation/swiftui/rotategesture/value).
    public struct Value: Equatable, Sendable {
        /// The time associated with the gesture's current event.
        public var time: Date
        /// The amount that the gesture has rotated by.
        public var rotation: Angle
        /// The current rotation velocity, per second.
        public var velocity: Angle
        /// The initial anchor point of the gesture in the modified view's coordinate space.
        public var startAnchor: UnitPoint
        /// The initial center of the gesture in the modified view's coordinate space.
        public var startLocation: CGPoint
    }
}

/// A gesture that recognizes a rotation motion and tracks the angle of the
/// rotation (the older spelling of ``RotateGesture``, valued by the angle alone).
/// See [RotationGesture](https://developer.apple.com/documentation/swiftui/rotationgesture).
public struct RotationGesture: Gesture {
    /// The minimum delta required before the gesture succeeds.
    public var minimumAngleDelta: Angle

    /// Creates a rotation gesture with a minimum delta for the gesture to start.
    /// See [init(minimumAngleDelta:)](https://developer.apple.com/documentation/swiftui/rotationgesture/init(minimumangledelta:)).
    /// - Parameters:
    ///   - minimumAngleDelta: The minimum delta required before the gesture starts.
    public init(minimumAngleDelta: Angle = .degrees(1)) { self.minimumAngleDelta = minimumAngleDelta }

    /// The angle by which the gesture has rotated.
    public typealias Value = Angle
}
