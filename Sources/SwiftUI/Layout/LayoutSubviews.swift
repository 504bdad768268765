/// A proxy that represents one subview of a layout.
/// See [LayoutSubview](https://developer.apple.com/documentation/swiftui/layoutsubview).
public struct LayoutSubview: Equatable {
    let node: Node
    let index: Int
    let placements: PlacementRecorder

    /// Asks the subview for its size.
    @MainActor public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { node.size(for: proposal) }

    /// Asks the subview for its dimensions and alignment guides.
    @MainActor public func dimensions(in proposal: ProposedViewSize) -> ViewDimensions { node.dimensions(at: node.size(for: proposal)) }

    /// Assigns a position and proposed size to the subview.
    @MainActor public func place(at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize) {
        placements.place(index, at: position, anchor: anchor, proposal: proposal, size: node.size(for: proposal))
    }

    /// The layout priority of the subview.
    @MainActor public var priority: Double { node.layoutPriority }

    /// The subview's preferred spacing values.
    @MainActor public var spacing: ViewSpacing { node.spacing }

    /// Gets the value for the subview that's associated with the specified key.
    @MainActor public subscript<K: LayoutValueKey>(key: K.Type) -> K.Value { node.layoutValues[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue }

    public static func == (lhs: LayoutSubview, rhs: LayoutSubview) -> Bool { lhs.node === rhs.node }
}

/// An opaque collection of the proxies of a layout's subviews.
/// See [LayoutSubviews](https://developer.apple.com/documentation/swiftui/layoutsubviews).
public struct LayoutSubviews: RandomAccessCollection, Equatable {
    let elements: [LayoutSubview]

    /// The layout direction inherited by the container view.
    public var layoutDirection: LayoutDirection

    public var startIndex: Int { 0 }
    public var endIndex: Int { elements.count }
    public subscript(index: Int) -> LayoutSubview { elements[index] }
    public subscript(bounds: Range<Int>) -> LayoutSubviews {
        LayoutSubviews(elements: Array(elements[bounds]), layoutDirection: layoutDirection)
    }

    public static func == (lhs: LayoutSubviews, rhs: LayoutSubviews) -> Bool { lhs.elements == rhs.elements }
}

/// Where a layout placed its subviews in one pass.
@MainActor
final class PlacementRecorder {
    struct Placement {
        var origin: CGPoint
        var size: CGSize
        var proposal: ProposedViewSize
    }
    private(set) var placements: [Placement?]

    init(count: Int) { placements = Array(repeating: nil, count: count) }

    func place(_ index: Int, at position: CGPoint, anchor: UnitPoint, proposal: ProposedViewSize, size: CGSize) {
        let origin = CGPoint(x: position.x - anchor.x * size.width, y: position.y - anchor.y * size.height)
        placements[index] = Placement(origin: origin, size: size, proposal: proposal)
    }

    func reset() { placements = Array(repeating: nil, count: placements.count) }
}

/// A normalized 2D point in a view's coordinate space.
/// See [UnitPoint](https://developer.apple.com/documentation/swiftui/unitpoint).
public struct UnitPoint: Hashable, Sendable {
    /// The normalized distance from the origin to the point in the horizontal direction.
    public var x: CGFloat
    /// The normalized distance from the origin to the point in the vertical dimension.
    public var y: CGFloat

    /// Creates a unit point at the origin.
    public init() { self.init(x: 0, y: 0) }

    /// Creates a unit point with the specified horizontal and vertical offsets.
    public init(x: CGFloat, y: CGFloat) {
        self.x = x
        self.y = y
    }

    public static let zero = UnitPoint(x: 0, y: 0)
    public static let center = UnitPoint(x: 0.5, y: 0.5)
    public static let leading = UnitPoint(x: 0, y: 0.5)
    public static let trailing = UnitPoint(x: 1, y: 0.5)
    public static let top = UnitPoint(x: 0.5, y: 0)
    public static let bottom = UnitPoint(x: 0.5, y: 1)
    public static let topLeading = UnitPoint(x: 0, y: 0)
    public static let topTrailing = UnitPoint(x: 1, y: 0)
    public static let bottomLeading = UnitPoint(x: 0, y: 1)
    public static let bottomTrailing = UnitPoint(x: 1, y: 1)
}
