internal import HeadlessGeometry
internal import HeadlessLayers

/// One dimension of an element of a compositional layout: a fraction of its
/// container's width or height, a length in points, or an estimate the
/// element's view refines.
/// [Apple's documentation](https://developer.apple.com/documentation/uikit/nscollectionlayoutdimension)
@preconcurrency @MainActor
public final class NSCollectionLayoutDimension: NSObject {
    /// The engine's dimension.
    let engine: CompositionalDimension

    private init(_ engine: CompositionalDimension) { self.engine = engine }

    /// A fraction of the container's width.
    public static func fractionalWidth(_ fractionalWidth: CGFloat) -> NSCollectionLayoutDimension {
        NSCollectionLayoutDimension(.fractionalWidth(Double(fractionalWidth)))
    }
    /// A fraction of the container's height.
    public static func fractionalHeight(_ fractionalHeight: CGFloat) -> NSCollectionLayoutDimension {
        NSCollectionLayoutDimension(.fractionalHeight(Double(fractionalHeight)))
    }
    /// A length in points.
    public static func absolute(_ absoluteDimension: CGFloat) -> NSCollectionLayoutDimension {
        NSCollectionLayoutDimension(.absolute(Double(absoluteDimension)))
    }
    /// An estimate in points that the view's fitting size replaces.
    public static func estimated(_ estimatedDimension: CGFloat) -> NSCollectionLayoutDimension {
        NSCollectionLayoutDimension(.estimated(Double(estimatedDimension)))
    }

    /// Whether the dimension is a fraction of the width.
    public var isFractionalWidth: Bool { if case .fractionalWidth = engine { true } else { false } }
    /// Whether the dimension is a fraction of the height.
    public var isFractionalHeight: Bool { if case .fractionalHeight = engine { true } else { false } }
    /// Whether the dimension is in points.
    public var isAbsolute: Bool { if case .absolute = engine { true } else { false } }
    /// Whether the dimension is an estimate.
    public var isEstimated: Bool { engine.isEstimated }

    /// The fraction, points or estimate.
    public var dimension: CGFloat {
        switch engine {
        case .fractionalWidth(let value), .fractionalHeight(let value), .absolute(let value), .estimated(let value): CGFloat(value)
        }
    }
}

/// The width and height of an element of a compositional layout.
/// [Apple's documentation](https://developer.apple.com/documentation/uikit/nscollectionlayoutsize)
@preconcurrency @MainActor
open class NSCollectionLayoutSize: NSObject {
    /// The width.
    public let widthDimension: NSCollectionLayoutDimension
    /// The height.
    public let heightDimension: NSCollectionLayoutDimension

    /// A size of these dimensions.
    public init(widthDimension width: NSCollectionLayoutDimension, heightDimension height: NSCollectionLayoutDimension) {
        widthDimension = width
        heightDimension = height
    }

    /// The engine's size.
    var engine: CompositionalSize { CompositionalSize(width: widthDimension.engine, height: heightDimension.engine) }
}

/// The space between the elements of a group.
/// [Apple's documentation](https://developer.apple.com/documentation/uikit/nscollectionlayoutspacing)
@preconcurrency @MainActor
public final class NSCollectionLayoutSpacing: NSObject {
    /// The engine's spacing.
    let engine: CompositionalSpacing

    private init(_ engine: CompositionalSpacing) { self.engine = engine }

    /// Exactly `fixedSpacing` points.
    public static func fixed(_ fixedSpacing: CGFloat) -> NSCollectionLayoutSpacing { NSCollectionLayoutSpacing(.fixed(Double(fixedSpacing))) }
    /// At least `flexibleSpacing` points, the group's spare room shared out.
    public static func flexible(_ flexibleSpacing: CGFloat) -> NSCollectionLayoutSpacing {
        NSCollectionLayoutSpacing(.flexible(Double(flexibleSpacing)))
    }
}

/// A cell's place in a compositional group.
/// [Apple's documentation](https://developer.apple.com/documentation/uikit/nscollectionlayoutitem)
@preconcurrency @MainActor
open class NSCollectionLayoutItem: NSObject {
    /// The item's size, relative to its group.
    public let layoutSize: NSCollectionLayoutSize
    /// Space inside the item's slot around its cell.
    open var contentInsets = NSDirectionalEdgeInsets.zero

    /// An item of `layoutSize`.
    public init(layoutSize: NSCollectionLayoutSize) { self.layoutSize = layoutSize }

    /// The engine's element.
    var element: CompositionalGroup.Element {
        var item = CompositionalItem(size: layoutSize.engine)
        item.contentInsets = contentInsets.leftToRight
        return .item(item)
    }
}

/// Elements side by side or stacked, repeated down a section.
/// [Apple's documentation](https://developer.apple.com/documentation/uikit/nscollectionlayoutgroup)
@preconcurrency @MainActor
open class NSCollectionLayoutGroup: NSCollectionLayoutItem {
    private let axis: CompositionalGroup.Axis
    /// The elements.
    public let subitems: [NSCollectionLayoutItem]
    private let count: Int?
    /// The space between the elements; none by default.
    open var interItemSpacing: NSCollectionLayoutSpacing?

    private init(axis: CompositionalGroup.Axis, layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem], count: Int?) {
        self.axis = axis
        self.subitems = subitems
        self.count = count
        super.init(layoutSize: layoutSize)
    }

    /// Elements side by side.
    public static func horizontal(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(axis: .horizontal, layoutSize: layoutSize, subitems: subitems, count: nil)
    }

    /// `count` copies of `subitem` side by side, sharing the width.
    public static func horizontal(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(axis: .horizontal, layoutSize: layoutSize, subitems: [subitem], count: count)
    }

    /// `count` copies of `repeatingSubitem` side by side, sharing the width.
    public static func horizontal(
        layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem, count: Int
    ) -> NSCollectionLayoutGroup { horizontal(layoutSize: layoutSize, subitem: subitem, count: count) }

    /// Elements stacked.
    public static func vertical(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(axis: .vertical, layoutSize: layoutSize, subitems: subitems, count: nil)
    }

    /// `count` copies of `subitem` stacked, sharing the height.
    public static func vertical(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(axis: .vertical, layoutSize: layoutSize, subitems: [subitem], count: count)
    }

    /// `count` copies of `repeatingSubitem` stacked, sharing the height.
    public static func vertical(
        layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem, count: Int
    ) -> NSCollectionLayoutGroup { vertical(layoutSize: layoutSize, subitem: subitem, count: count) }

    /// The engine's group.
    var group: CompositionalGroup {
        var group = CompositionalGroup(axis: axis, size: layoutSize.engine, elements: subitems.map(\.element), count: count)
        group.interItemSpacing = interItemSpacing?.engine ?? .fixed(0)
        group.contentInsets = contentInsets.leftToRight
        return group
    }

    override var element: CompositionalGroup.Element { .group(group) }
}

/// How an element sits against its container's edges.
/// [Apple's documentation](https://developer.apple.com/documentation/uikit/nsrectalignment)
public enum NSRectAlignment: Int, Sendable {
    /// No alignment.
    case none
    /// The top edge.
    case top
    /// The top leading corner.
    case topLeading
    /// The leading edge.
    case leading
    /// The bottom leading corner.
    case bottomLeading
    /// The bottom edge.
    case bottom
    /// The bottom trailing corner.
    case bottomTrailing
    /// The trailing edge.
    case trailing
    /// The top trailing corner.
    case topTrailing
}

/// A header or footer of a compositional section.
/// [Apple's documentation](https://developer.apple.com/documentation/uikit/nscollectionlayoutboundarysupplementaryitem)
@preconcurrency @MainActor
open class NSCollectionLayoutBoundarySupplementaryItem: NSCollectionLayoutItem {
    /// The supplementary view kind the data source is asked for.
    public let elementKind: String
    /// The edge it sits on: the top ones above the section, the bottom ones below.
    public let alignment: NSRectAlignment
    /// Whether it stays in view while scrolling; kept for code that sets it (a snapshot is at rest).
    open var pinToVisibleBounds = false

    /// A boundary item of `layoutSize` and `elementKind` at `alignment`.
    public init(layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment) {
        self.elementKind = elementKind
        self.alignment = alignment
        super.init(layoutSize: layoutSize)
    }

    /// The engine's boundary item.
    var engine: CompositionalBoundaryItem {
        let bottom: Set<NSRectAlignment> = [.bottom, .bottomLeading, .bottomTrailing]
        return CompositionalBoundaryItem(size: layoutSize.engine, elementKind: elementKind, edge: bottom.contains(alignment) ? .bottom : .top)
    }
}

extension NSDirectionalEdgeInsets {
    /// The insets as the engine's, leading on the left.
    var leftToRight: EdgeInsets {
        EdgeInsets(top: Double(top), left: Double(leading), bottom: Double(bottom), right: Double(trailing))
    }
}
