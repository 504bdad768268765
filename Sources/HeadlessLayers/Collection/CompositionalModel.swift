import HeadlessGeometry

/// One dimension of an element of a compositional layout, as
/// `NSCollectionCompositionalDimension`: a fraction of its container's width or
/// height, a length in points, or an estimate the element's view refines.
public enum CompositionalDimension: Equatable, Sendable {
    /// A fraction of the container's width.
    case fractionalWidth(Double)
    /// A fraction of the container's height.
    case fractionalHeight(Double)
    /// A length in points.
    case absolute(Double)
    /// A length in points that the view's own fitting size replaces.
    case estimated(Double)

    /// The length in a container of `size`; estimates give their estimate. Never negative.
    func resolved(in size: Size) -> Double {
        let value: Double =
            switch self {
            case .fractionalWidth(let fraction): fraction * size.width
            case .fractionalHeight(let fraction): fraction * size.height
            case .absolute(let length), .estimated(let length): length
            }
        return value.isFinite ? max(0, value) : 0
    }

    /// Whether the view's fitting size replaces the length.
    package var isEstimated: Bool {
        if case .estimated = self { return true }
        return false
    }
}

/// The width and height of an element of a compositional layout.
public struct CompositionalSize: Equatable, Sendable {
    /// The width.
    public var width: CompositionalDimension
    /// The height.
    public var height: CompositionalDimension

    /// A size of these dimensions.
    public init(width: CompositionalDimension, height: CompositionalDimension) {
        self.width = width
        self.height = height
    }
}

/// The space between the elements of a group: fixed, or at least a length with the rest shared out.
public enum CompositionalSpacing: Equatable, Sendable {
    /// Exactly this many points.
    case fixed(Double)
    /// At least this many points, the group's spare room shared out between the elements.
    case flexible(Double)
}

/// A cell's place in a compositional group: its size and the insets inside it.
public struct CompositionalItem: Equatable, Sendable {
    /// The item's size, relative to its group.
    public var size: CompositionalSize
    /// Space inside the item's slot around its cell.
    public var contentInsets = EdgeInsets.zero

    /// An item of `size`.
    public init(size: CompositionalSize) { self.size = size }
}

/// Elements side by side or stacked, as `NSCollectionLayoutGroup`.
public struct CompositionalGroup: Equatable, Sendable {
    /// The direction a group's elements follow each other in.
    public enum Axis: Equatable, Sendable {
        /// Side by side.
        case horizontal
        /// Stacked.
        case vertical
    }

    /// An element of a group.
    public indirect enum Element: Equatable, Sendable {
        /// A cell.
        case item(CompositionalItem)
        /// A nested group.
        case group(CompositionalGroup)
    }

    /// The direction of the elements.
    public var axis: Axis
    /// The group's size, relative to its section (or its group).
    public var size: CompositionalSize
    /// The elements, in order; repeated to fill the group when ``count`` is set.
    public var elements: [Element]
    /// How many times the single element repeats, sized to share the group equally; nil to use ``elements`` as they are.
    public var count: Int?
    /// The space between the elements.
    public var interItemSpacing = CompositionalSpacing.fixed(0)
    /// Space inside the group around its elements.
    public var contentInsets = EdgeInsets.zero

    /// A group of `elements` along `axis`.
    public init(axis: Axis, size: CompositionalSize, elements: [Element], count: Int? = nil) {
        self.axis = axis
        self.size = size
        self.elements = elements
        self.count = count
    }
}

/// A header or footer of a compositional section, as `NSCollectionLayoutBoundarySupplementaryItem`.
public struct CompositionalBoundaryItem: Equatable, Sendable {
    /// The edges a boundary item sits on.
    public enum Edge: Equatable, Sendable {
        /// Above the section.
        case top
        /// Below the section.
        case bottom
    }

    /// The item's size, relative to the section.
    public var size: CompositionalSize
    /// The supplementary view kind the data source is asked for.
    public var elementKind: String
    /// The edge it sits on.
    public var edge: Edge

    /// A boundary item of `size` and `elementKind` on `edge`.
    public init(size: CompositionalSize, elementKind: String, edge: Edge) {
        self.size = size
        self.elementKind = elementKind
        self.edge = edge
    }
}

/// A list section's look: backgrounds behind its cells, rounded corners, separators.
public struct CompositionalListStyle: Sendable {
    /// The colour behind the section's cells.
    public var cellBackground: DynamicColor
    /// The radius of the corners of the section's background; 0 for none.
    public var cornerRadius: Double
    /// Whether separators are drawn between the cells.
    public var showsSeparators: Bool
    /// The separators' inset from the cells' leading edge.
    public var separatorInset: Double

    /// A list style.
    public init(cellBackground: DynamicColor, cornerRadius: Double, showsSeparators: Bool, separatorInset: Double) {
        self.cellBackground = cellBackground
        self.cornerRadius = cornerRadius
        self.showsSeparators = showsSeparators
        self.separatorInset = separatorInset
    }
}

/// A section of a compositional layout, as `NSCollectionLayoutSection`:
/// its group repeated until the section's items are placed.
public struct CompositionalSection: Sendable {
    /// The group that repeats.
    public var group: CompositionalGroup
    /// The space between groups.
    public var interGroupSpacing = 0.0
    /// Space around the section's groups.
    public var contentInsets = EdgeInsets.zero
    /// Headers and footers.
    public var boundaryItems: [CompositionalBoundaryItem] = []
    /// Whether the groups follow each other across the section (scrolling sideways) instead of down it.
    public var scrollsOrthogonally = false
    /// The list look, for list sections; nil for none.
    public var listStyle: CompositionalListStyle?

    /// A section repeating `group`.
    public init(group: CompositionalGroup) { self.group = group }
}
