/// A gesture that recognizes one or more taps.
/// See [TapGesture](https://developer.apple.com/documentation/swiftui/tapgesture).
public struct TapGesture: Gesture {
    /// The required number of tap events.
    public var count: Int

    /// Creates a tap gesture with the number of required taps.
    /// See [init(count:)](https://developer.apple.com/documentation/swiftui/tapgesture/init(count:)).
    /// - Parameters:
    ///   - count: The required number of taps to complete the tap gesture.
    public init(count: Int = 1) { self.count = count }

    /// A tap has no value.
    public typealias Value = Void
}

/// A gesture that recognizes one or more taps and reports their location.
/// See [SpatialTapGesture](https://developer.apple.com/documentation/swiftui/spatialtapgesture).
public struct SpatialTapGesture: Gesture {
    /// The required number of tap events.
    public var count: Int

    /// The coordinate space in which to receive location values.
    public var coordinateSpace: CoordinateSpace

    /// Creates a tap gesture with the number of required taps and the
    /// coordinate space of the gesture's location.
    /// See [init(count:coordinateSpace:)](https://developer.apple.com/documentation/swiftui/spatialtapgesture/init(count:coordinatespace:)).
    /// - Parameters:
    ///   - count: The required number of taps to complete the tap gesture.
    ///   - coordinateSpace: The coordinate space of the tap gesture's location.
    public init(count: Int = 1, coordinateSpace: CoordinateSpace = .local) {
        self.count = count
        self.coordinateSpace = coordinateSpace
    }

    /// The attributes of a tap gesture.
    /// See [SpatialTapGesture.Value](https://developer.apple.com/documentation/swiftui/spatialtapgesture/value).
    public struct Value: Equatable, Sendable {
        /// The location of the tap gesture's current event.
        public var location: CGPoint
    }
}

/// A gesture that succeeds when the user performs a long press.
/// See [LongPressGesture](https://developer.apple.com/documentation/swiftui/longpressgesture).
public struct LongPressGesture: Gesture {
    /// The minimum duration of the long press that must elapse before the gesture succeeds.
    public var minimumDuration: Double

    /// The maximum distance that the long press can move before the gesture fails.
    public var maximumDistance: CGFloat

    /// Creates a long-press gesture with a minimum duration and a maximum
    /// distance that the interaction can move before the gesture fails.
    /// See [init(minimumDuration:maximumDistance:)](https://developer.apple.com/documentation/swiftui/longpressgesture/init(minimumduration:maximumdistance:)).
    /// - Parameters:
    ///   - minimumDuration: The minimum duration of the long press, in seconds, before the gesture succeeds.
    ///   - maximumDistance: The maximum distance, in points, the fingers may move before the gesture fails.
    public init(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10) {
        self.minimumDuration = minimumDuration
        self.maximumDistance = maximumDistance
    }

    /// Whether the press is held: true once it is.
    public typealias Value = Bool
}
