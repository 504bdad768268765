import Foundation
import HeadlessGeometry

/// Items in lines that wrap, as `UICollectionViewFlowLayout`: each section's
/// items fill lines across the scrolling direction, with a header above and
/// a footer below. A section's last line keeps its items at the minimum
/// spacing from the leading edge; another line spreads its items out evenly
/// to its ends, or centres a single item, as UIKit's flow layout does; items
/// smaller than their line are centred in it.
///
/// Sizes come from the properties or, per section and item, from the
/// providers (a delegate's answers). With an ``estimatedItemSize`` the cells
/// size themselves (their constraints' fitting size).
@MainActor
public final class FlowLayout: CollectionViewLayout {
    /// The kind of a section's header view.
    nonisolated public static let sectionHeaderKind = "UICollectionElementKindSectionHeader"
    /// The kind of a section's footer view.
    nonisolated public static let sectionFooterKind = "UICollectionElementKindSectionFooter"

    /// The directions a flow layout scrolls in.
    public enum ScrollDirection: Sendable {
        /// Lines are rows, stacked downwards.
        case vertical
        /// Lines are columns, stacked rightwards.
        case horizontal
    }

    /// The direction lines stack in; vertical by default.
    public var scrollDirection = ScrollDirection.vertical
    /// Every item's size; 50 × 50 by default.
    public var itemSize = Size(width: 50, height: 50)
    /// An estimate of the items' size that makes cells size themselves; zero (the default) uses ``itemSize``.
    public var estimatedItemSize = Size.zero
    /// The least space between lines; 10 by default.
    public var minimumLineSpacing = 10.0
    /// The least space between items in a line; 10 by default.
    public var minimumInteritemSpacing = 10.0
    /// The space around each section's items; none by default.
    public var sectionInset = EdgeInsets.zero
    /// What the section insets are measured from.
    public var sectionInsetReference = SectionInsetReference.fromContentInset
    /// The size of each section's header (its height in a vertical layout); zero, none, by default.
    public var headerReferenceSize = Size.zero
    /// The size of each section's footer; zero, none, by default.
    public var footerReferenceSize = Size.zero

    /// The size of the item at an index path, or nil for the properties'.
    public var itemSizeProvider: ((IndexPath) -> Size?)?
    /// The insets of a section, or nil for ``sectionInset``.
    public var sectionInsetProvider: ((Int) -> EdgeInsets?)?
    /// The line spacing of a section, or nil for ``minimumLineSpacing``.
    public var lineSpacingProvider: ((Int) -> Double?)?
    /// The item spacing of a section, or nil for ``minimumInteritemSpacing``.
    public var interitemSpacingProvider: ((Int) -> Double?)?
    /// The header size of a section, or nil for ``headerReferenceSize``.
    public var headerSizeProvider: ((Int) -> Size?)?
    /// The footer size of a section, or nil for ``footerReferenceSize``.
    public var footerSizeProvider: ((Int) -> Size?)?

    /// A flow layout with UIKit's defaults.
    public init() {}

    /// Places the sections one after another along the scrolling direction.
    public func layout(in collectionView: CollectionView) -> CollectionLayoutResult {
        let area = collectionView.layoutArea(reference: sectionInsetReference)
        let vertical = scrollDirection == .vertical
        let across = vertical ? area.width : area.height
        let breadth = across + (vertical ? area.insets.horizontal : area.insets.vertical)
        var attributes: [CollectionLayoutAttributes] = []
        var along = 0.0
        for (section, count) in collectionView.loadedItemCounts.enumerated() {
            let inset = (sectionInsetProvider?(section) ?? sectionInset).finiteOrZero
            let lineSpacing = max(0, (lineSpacingProvider?(section) ?? minimumLineSpacing).finite(or: 0))
            let itemSpacing = max(0, (interitemSpacingProvider?(section) ?? minimumInteritemSpacing).finite(or: 0))
            let path = IndexPath(item: 0, section: section)
            let header = (headerSizeProvider?(section) ?? headerReferenceSize).finiteOrZero
            if (vertical ? header.height : header.width) > 0 {
                let extent = vertical ? header.height : header.width
                attributes.append(
                    CollectionLayoutAttributes(
                        supplementaryOfKind: FlowLayout.sectionHeaderKind, at: path,
                        frame: frame(along: along, length: extent, breadth: breadth, vertical)))
                along += extent
            }
            along += vertical ? inset.top : inset.left
            let lead = (vertical ? inset.left : inset.top) + area.insets.leading(vertical)
            let room = max(0, across - (vertical ? inset.horizontal : inset.vertical))
            let sizes = (0..<count).map { size(ofItemAt: IndexPath(item: $0, section: section), in: collectionView) }
            let lines = FlowLayout.lines(of: sizes.map { vertical ? $0.width : $0.height }, room: room, spacing: itemSpacing)
            for (index, line) in lines.enumerated() {
                let thickness = line.map { vertical ? sizes[$0].height : sizes[$0].width }.max() ?? 0
                let lengths = line.map { vertical ? sizes[$0].width : sizes[$0].height }
                let offsets = FlowLayout.offsets(of: lengths, room: room, spacing: itemSpacing, isLast: index == lines.count - 1)
                for (item, offset) in zip(line, offsets) {
                    let size = sizes[item]
                    let itemThickness = vertical ? size.height : size.width
                    let origin = along + (thickness - itemThickness) / 2
                    attributes.append(
                        CollectionLayoutAttributes(
                            cellAt: IndexPath(item: item, section: section),
                            frame: vertical
                                ? Rect(x: lead + offset, y: origin, width: size.width, height: size.height)
                                : Rect(x: origin, y: lead + offset, width: size.width, height: size.height)))
                }
                along += thickness + (index == lines.count - 1 ? 0 : lineSpacing)
            }
            along += vertical ? inset.bottom : inset.right
            let footer = (footerSizeProvider?(section) ?? footerReferenceSize).finiteOrZero
            if (vertical ? footer.height : footer.width) > 0 {
                let extent = vertical ? footer.height : footer.width
                attributes.append(
                    CollectionLayoutAttributes(
                        supplementaryOfKind: FlowLayout.sectionFooterKind, at: path,
                        frame: frame(along: along, length: extent, breadth: breadth, vertical)))
                along += extent
            }
        }
        return CollectionLayoutResult(
            attributes: attributes, contentSize: vertical ? Size(width: breadth, height: along) : Size(width: along, height: breadth))
    }

    /// The size of an item: with an ``estimatedItemSize``, its cell's own
    /// (from the provider's size or the estimate), else the provider's or ``itemSize``; never negative.
    private func size(ofItemAt indexPath: IndexPath, in collectionView: CollectionView) -> Size {
        let given = itemSizeProvider?(indexPath)
        if estimatedItemSize.width > 0, estimatedItemSize.height > 0, let cell = collectionView.loadedCell(at: indexPath) {
            return collectionView.fittingSize(of: cell, estimate: (given ?? estimatedItemSize).finiteOrZero).finiteOrZero
        }
        return (given ?? itemSize).finiteOrZero
    }

    /// The frame of a header or footer `length` long at `along`, across the whole `breadth`.
    private func frame(along: Double, length: Double, breadth: Double, _ vertical: Bool) -> Rect {
        vertical ? Rect(x: 0, y: along, width: breadth, height: length) : Rect(x: along, y: 0, width: length, height: breadth)
    }

    /// The items of each line: as many as fit in `room` with `spacing` between them, at least one.
    static func lines(of lengths: [Double], room: Double, spacing: Double) -> [[Int]] {
        var lines: [[Int]] = [], line: [Int] = [], used = 0.0
        for (index, length) in lengths.enumerated() {
            let needed = line.isEmpty ? length : used + spacing + length
            if !line.isEmpty && needed > room + 1e-9 {
                lines.append(line)
                line = [index]
                used = length
            } else {
                line.append(index)
                used = needed
            }
        }
        if !line.isEmpty { lines.append(line) }
        return lines
    }

    /// Where each item of a line starts: from the leading edge at `spacing`
    /// (a section's last line), centred (another line of one item), or spread to the ends.
    static func offsets(of lengths: [Double], room: Double, spacing: Double, isLast: Bool) -> [Double] {
        let total = lengths.reduce(0, +)
        if lengths.count == 1 && !isLast { return [max(0, (room - total) / 2)] }
        let gap = isLast || lengths.count == 1 ? spacing : max(spacing, (room - total) / Double(lengths.count - 1))
        var offset = 0.0
        return lengths.map { length in
            defer { offset += length + gap }
            return offset
        }
    }
}

extension EdgeInsets {
    /// The inset before the content across the scrolling direction.
    fileprivate func leading(_ vertical: Bool) -> Double { vertical ? left : top }
}
