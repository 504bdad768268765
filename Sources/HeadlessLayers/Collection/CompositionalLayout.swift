import Foundation
import HeadlessGeometry

/// Sections of repeating groups of items, as `UICollectionViewCompositionalLayout`:
/// each section's group is placed again and again down the collection view
/// (or across it, for a section that scrolls sideways) until the section's
/// items run out. Items and groups are sized as fractions of their
/// container, in points, or by estimate (the cell's fitting height at its
/// width). List sections draw a background behind their cells (rounded
/// for inset-grouped lists) and separators between them.
@MainActor
public final class CompositionalLayout: CollectionViewLayout {
    /// What a section provider knows of the collection view.
    public struct Environment {
        /// The size sections are laid out in (the bounds less the adjusted content inset).
        public var containerSize: Size
        /// The collection view's traits.
        public var traitCollection: TraitCollection
    }

    /// The section at an index, or nil for a section of full-width items 44 points tall.
    public var sectionProvider: (Int, Environment) -> CompositionalSection?
    /// The space between sections; 0 by default.
    public var interSectionSpacing = 0.0
    /// The colour behind the sections (a list's), used when the collection view has none of its own.
    public var backgroundColor: DynamicColor?

    /// A layout whose every section is `section`.
    public convenience init(section: CompositionalSection) {
        self.init { _, _ in section }
    }

    /// A layout asking `sectionProvider` for each section.
    public init(sectionProvider: @escaping (Int, Environment) -> CompositionalSection?) {
        self.sectionProvider = sectionProvider
    }

    public func layout(in collectionView: CollectionView) -> CollectionLayoutResult {
        let area = collectionView.layoutArea(reference: .fromContentInset)
        let environment = Environment(
            containerSize: Size(width: area.width, height: area.height), traitCollection: collectionView.traitCollection)
        var placement = Placement(collectionView: collectionView)
        for (index, count) in collectionView.loadedItemCounts.enumerated() {
            if index > 0 { placement.y += max(0, interSectionSpacing.finite(or: 0)) }
            let section = sectionProvider(index, environment) ?? CompositionalLayout.fallbackSection
            placement.place(section, index: index, itemCount: count, area: area)
        }
        return CollectionLayoutResult(
            attributes: placement.attributes, contentSize: Size(width: area.width, height: placement.y),
            separators: placement.separators, decorations: placement.decorations, backgroundColor: backgroundColor)
    }

    /// The most times a group repeats its elements.
    static let maximumRepeats = 1000

    /// Full-width items 44 points tall, for a section the provider gives none of.
    private static let fallbackSection = CompositionalSection(
        group: CompositionalGroup(
            axis: .vertical, size: CompositionalSize(width: .fractionalWidth(1), height: .absolute(44)),
            elements: [.item(CompositionalItem(size: CompositionalSize(width: .fractionalWidth(1), height: .absolute(44))))]))
}

/// The running state of one layout pass: where the next section starts and what has been placed.
@MainActor
private struct Placement {
    let collectionView: CollectionView
    var y = 0.0
    var attributes: [CollectionLayoutAttributes] = []
    var separators: [Rect] = []
    var decorations: [CollectionLayoutDecoration] = []

    init(collectionView: CollectionView) { self.collectionView = collectionView }

    /// Places a section's boundary items, groups and list look, moving `y` past it.
    mutating func place(_ section: CompositionalSection, index: Int, itemCount: Int, area: (width: Double, height: Double, insets: EdgeInsets)) {
        let insets = section.contentInsets.finiteOrZero
        let container = Size(width: max(0, area.width - insets.horizontal), height: max(0, area.height - insets.vertical))
        let x = insets.left
        for boundary in section.boundaryItems where boundary.edge == .top {
            y += placeBoundary(boundary, section: index, x: x, width: container.width, container: container)
        }
        y += insets.top
        var cursor = Point(x: x, y: y), next = 0, extent = 0.0
        var cells: [Rect] = []
        while next < itemCount {
            let placed = place(section.group, at: cursor, in: container, section: index, from: next, itemCount: itemCount)
            guard placed.consumed > 0 else { break }
            next += placed.consumed
            cells += placed.frames.map(\.frame)
            for (item, frame) in placed.frames {
                attributes.append(CollectionLayoutAttributes(cellAt: IndexPath(item: item, section: index), frame: frame))
            }
            let spacing = max(0, section.interGroupSpacing.finite(or: 0))
            if section.scrollsOrthogonally {
                cursor.x += placed.size.width + spacing
                extent = max(extent, placed.size.height)
            } else {
                extent = cursor.y + placed.size.height - y
                cursor.y += placed.size.height + spacing
            }
        }
        y += extent + insets.bottom
        if let style = section.listStyle, let first = cells.first {
            let background = cells.dropFirst().reduce(first) { $0.union($1) }
            decorations.append(CollectionLayoutDecoration(frame: background, color: style.cellBackground, cornerRadius: style.cornerRadius))
            if style.showsSeparators {
                let pixel = collectionView.traitCollection.pixelLength
                separators += cells.dropLast().map { cell in
                    Rect(
                        x: cell.minX + style.separatorInset, y: cell.maxY - pixel,
                        width: max(0, cell.width - style.separatorInset), height: pixel)
                }
            }
        }
        for boundary in section.boundaryItems where boundary.edge == .bottom {
            y += placeBoundary(boundary, section: index, x: x, width: container.width, container: container)
        }
    }

    /// Places a header or footer at `y`; returns its height (measured when estimated).
    private mutating func placeBoundary(
        _ boundary: CompositionalBoundaryItem, section: Int, x: Double, width: Double, container: Size
    ) -> Double {
        let path = IndexPath(item: 0, section: section)
        let itemWidth = boundary.size.width.resolved(in: container)
        var height = boundary.size.height.resolved(in: container)
        if boundary.size.height.isEstimated, let view = collectionView.supplementaryView(ofKind: boundary.elementKind, at: path) {
            height = collectionView.fittingSize(of: view, estimate: Size(width: itemWidth, height: height), fixedWidth: itemWidth).height
        }
        attributes.append(
            CollectionLayoutAttributes(
                supplementaryOfKind: boundary.elementKind, at: path, frame: Rect(x: x, y: y, width: itemWidth, height: height)))
        return height
    }

    /// Places one instance of `group` at `origin` with the items from `first`
    /// on: their frames, the group's size, and how many items it took.
    private func place(
        _ group: CompositionalGroup, at origin: Point, in container: Size, section: Int, from first: Int, itemCount: Int
    ) -> (frames: [(item: Int, frame: Rect)], size: Size, consumed: Int) {
        let insets = group.contentInsets.finiteOrZero
        let width = group.size.width.resolved(in: container)
        var height = group.size.height.resolved(in: container)
        let inner = Size(width: max(0, width - insets.horizontal), height: max(0, height - insets.vertical))
        let horizontal = group.axis == .horizontal
        // With a count, the one element repeats that many times; without, the elements repeat while they fit.
        let repeats = group.count.map { max(0, min($0, CompositionalLayout.maximumRepeats)) } ?? CompositionalLayout.maximumRepeats
        let elements = group.count == nil ? group.elements : Array(group.elements.prefix(1))
        let length = horizontal ? inner.width : inner.height
        let (minimumGap, flexible): (Double, Bool) =
            switch group.interItemSpacing {
            case .fixed(let gap): (max(0, gap.finite(or: 0)), false)
            case .flexible(let gap): (max(0, gap.finite(or: 0)), true)
            }
        // With a count, the elements share the group's length equally.
        let sharedLength = group.count.map { count in
            max(0, ((horizontal ? inner.width : inner.height) - minimumGap * Double(max(0, count - 1))) / Double(max(1, count)))
        }
        var frames: [(item: Int, frame: Rect)] = [], slotOfFrame: [Int] = [], slots: [Rect] = [], consumed = 0
        var along = 0.0
        for index in 0..<(elements.isEmpty ? 0 : repeats * (group.count == nil ? elements.count : 1)) {
            let element = elements[index % elements.count]
            guard first + consumed < itemCount else { break }
            if group.count == nil, index >= elements.count, along + extent(of: element, in: inner, horizontal: horizontal) > length + 1e-9 { break }
            let start =
                horizontal
                ? Point(x: origin.x + insets.left + along, y: origin.y + insets.top)
                : Point(x: origin.x + insets.left, y: origin.y + insets.top + along)
            var slot: Rect
            switch element {
            case .item(let item):
                var size = Size(width: item.size.width.resolved(in: inner), height: item.size.height.resolved(in: inner))
                if let sharedLength { if horizontal { size.width = sharedLength } else { size.height = sharedLength } }
                let itemInsets = item.contentInsets.finiteOrZero
                if item.size.height.isEstimated, let cell = collectionView.loadedCell(at: IndexPath(item: first + consumed, section: section)) {
                    let cellWidth = max(0, size.width - itemInsets.horizontal)
                    size.height =
                        collectionView.fittingSize(of: cell, estimate: Size(width: cellWidth, height: size.height), fixedWidth: cellWidth).height
                        + itemInsets.vertical
                }
                slot = Rect(x: start.x, y: start.y, width: size.width, height: size.height)
                frames.append((first + consumed, slot.inset(by: itemInsets)))
                slotOfFrame.append(slots.count)
                consumed += 1
            case .group(let nested):
                var nestedGroup = nested
                if let sharedLength {
                    if horizontal { nestedGroup.size.width = .absolute(sharedLength) } else { nestedGroup.size.height = .absolute(sharedLength) }
                }
                let placed = place(nestedGroup, at: start, in: inner, section: section, from: first + consumed, itemCount: itemCount)
                slot = Rect(x: start.x, y: start.y, width: placed.size.width, height: placed.size.height)
                frames += placed.frames
                slotOfFrame += Array(repeating: slots.count, count: placed.frames.count)
                consumed += placed.consumed
            }
            slots.append(slot)
            along += (horizontal ? slot.width : slot.height) + minimumGap
        }
        if flexible, slots.count > 1 {
            let used = slots.reduce(0) { $0 + (horizontal ? $1.width : $1.height) }
            let gap = max(minimumGap, ((horizontal ? inner.width : inner.height) - used) / Double(slots.count - 1))
            frames = zip(frames, slotOfFrame).map { entry, slot in
                let shift = Double(slot) * (gap - minimumGap)
                var frame = entry.frame
                if horizontal { frame.origin.x += shift } else { frame.origin.y += shift }
                return (entry.item, frame)
            }
        }
        if group.size.height.isEstimated {
            let content = horizontal ? slots.map(\.height).max() ?? 0 : max(0, along - minimumGap)
            height = content + insets.vertical
        }
        return (frames, Size(width: width, height: height), consumed)
    }

    /// The length of `element` along the group's axis in a container of `inner` (estimates give their estimate).
    private func extent(of element: CompositionalGroup.Element, in inner: Size, horizontal: Bool) -> Double {
        let size: CompositionalSize =
            switch element {
            case .item(let item): item.size
            case .group(let group): group.size
            }
        return (horizontal ? size.width : size.height).resolved(in: inner)
    }
}
