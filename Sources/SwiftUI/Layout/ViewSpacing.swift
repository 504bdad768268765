/// A collection of the geometric spacing preferences of a view: on iOS,
/// 8 points to a neighbour on every edge, and none beside a spacer.
/// See [ViewSpacing](https://developer.apple.com/documentation/swiftui/viewspacing).
public struct ViewSpacing: Sendable {
    private var edges: [CGFloat]  // top, leading, bottom, trailing

    /// A view spacing instance that contains zero on all edges.
    public static let zero = ViewSpacing(all: 0)

    /// The spacing of a view with the system's default preferences.
    static let standard = ViewSpacing(all: defaultSpacing)

    /// The system's default distance between views.
    static let defaultSpacing: CGFloat = 8

    /// Initializes an instance with default spacing values.
    public init() { self.init(all: Self.defaultSpacing) }

    private init(all value: CGFloat) { edges = [value, value, value, value] }

    /// Merges the spacing preferences of another spacing instance with this one for a specified set of edges: the larger of the two.
    public mutating func formUnion(_ other: ViewSpacing, edges: Edge.Set = .all) {
        for edge in Edge.allCases where edges.contains(Edge.Set(edge)) {
            self.edges[edge.index] = max(self.edges[edge.index], other.edges[edge.index])
        }
    }

    /// Gets a new value that merges the spacing preferences of another spacing instance with this one for a specified set of edges.
    public func union(_ other: ViewSpacing, edges: Edge.Set = .all) -> ViewSpacing {
        var spacing = self
        spacing.formUnion(other, edges: edges)
        return spacing
    }

    /// Gets the preferred spacing distance along the specified axis to the view that returns a specified spacing preference.
    public func distance(to next: ViewSpacing, along axis: Axis) -> CGFloat {
        axis == .horizontal
            ? max(edges[Edge.trailing.index], next.edges[Edge.leading.index]) : max(edges[Edge.bottom.index], next.edges[Edge.top.index])
    }
}

/// An enumeration to indicate one edge of a rectangle.
/// See [Edge](https://developer.apple.com/documentation/swiftui/edge).
public enum Edge: Int8, CaseIterable, Hashable, Sendable {
    case top, leading, bottom, trailing

    /// An efficient set of edges.
    public struct Set: OptionSet, Hashable, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        /// Creates an instance containing just `e`.
        public init(_ e: Edge) { rawValue = 1 << e.rawValue }
        public static let top = Set(.top)
        public static let leading = Set(.leading)
        public static let bottom = Set(.bottom)
        public static let trailing = Set(.trailing)
        public static let all: Set = [.top, .leading, .bottom, .trailing]
        public static let horizontal: Set = [.leading, .trailing]
        public static let vertical: Set = [.top, .bottom]
    }

    var index: Int { Int(rawValue) }
}
