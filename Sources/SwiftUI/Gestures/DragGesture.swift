/// A dragging motion that invokes an action as the drag-event sequence changes.
/// See [DragGesture](https://developer.apple.com/documentation/swiftui/draggesture).
public struct DragGesture: Gesture {
    /// The minimum dragging distance before the gesture succeeds.
    public var minimumDistance: CGFloat

    /// The coordinate space in which to receive location values.
    public var coordinateSpace: CoordinateSpace

    /// Creates a dragging gesture with the minimum dragging distance before
    /// the gesture succeeds and the coordinate space of the gesture's location.
    /// See [init(minimumDistance:coordinateSpace:)](https://developer.apple.com/documentation/swiftui/draggesture/init(minimumdistance:coordinatespace:)).
    /// - Parameters:
    ///   - minimumDistance: The minimum dragging distance, in points, before the gesture succeeds.
    ///   - coordinateSpace: The coordinate space of the dragging gesture's location.
    public init(minimumDistance: CGFloat = 10, coordinateSpace: CoordinateSpace = .local) {
        self.minimumDistance = minimumDistance
        self.coordinateSpace = coordinateSpace
    }

    /// The attributes of a drag gesture.
    /// See [DragGesture.Value](https://developer.apple.com/documentation/swiftui/draggesture/value).
    public struct Value: Equatable, Sendable {
        /// The time associated with the drag gesture's current event.
        public var time: Date

        /// The location of the drag gesture's current event.
        public var location: CGPoint

        /// The location of the drag gesture's first event.
        public var startLocation: CGPoint

        /// The current drag velocity, in points per second.
        public var velocity: CGSize

        /// The total translation from the start of the drag gesture to the
        /// current event of the drag gesture: `location` less `startLocation`.
        public var translation: CGSize {
            CGSize(width: location.x - startLocation.x, height: location.y - startLocation.y)
        }

        /// A prediction, based on the current drag velocity, of where the
        /// final location will be if dragging stopped now: the location moved
        /// as far as a scroll view decelerating at its normal rate (to 0.998
        /// of its speed each millisecond) travels from the current velocity,
        /// 0.499 seconds' worth.
        public var predictedEndLocation: CGPoint {
            CGPoint(x: location.x + velocity.width * Self.decelerationTime, y: location.y + velocity.height * Self.decelerationTime)
        }

        /// A prediction, based on the current drag velocity, of what the final
        /// translation will be if dragging stopped now.
        public var predictedEndTranslation: CGSize {
            CGSize(width: predictedEndLocation.x - startLocation.x, height: predictedEndLocation.y - startLocation.y)
        }

        /// Seconds of the current velocity a drag travels on once released:
        /// the sum of 0.998ⁿ over the milliseconds n, in seconds.
        private static let decelerationTime: CGFloat = 0.998 / (1000 * (1 - 0.998))

        init(time: Date, location: CGPoint, startLocation: CGPoint, velocity: CGSize) {
            self.time = time
            self.location = location
            self.startLocation = startLocation
            self.velocity = velocity
        }
    }
}
