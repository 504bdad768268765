internal import Foundation
internal import HeadlessGeometry
internal import HeadlessLayers

/// Items in sections placed by a layout, from a data source, over the
/// engine's collection view.
///
/// Every item has its cell, inside the bounds or not (UIKit makes only the
/// visible ones): a collection view as large as its `contentSize` shows
/// every item in a snapshot, and `cellForItem(at:)` finds the cell of any
/// item. Changes to the items (`insertItems`, `performBatchUpdates` and the
/// rest) reload the data: a snapshot shows their end state.
/// [Apple's documentation](https://developer.apple.com/documentation/uikit/uicollectionview)
@preconcurrency @MainActor
open class UICollectionView: UIScrollView {
    /// The kind of a flow layout's section header.
    public static let elementKindSectionHeader = FlowLayout.sectionHeaderKind
    /// The kind of a flow layout's section footer.
    public static let elementKindSectionFooter = FlowLayout.sectionFooterKind

    /// The engine collection view.
    var collection: CollectionView { unsafeDowncast(backing, to: CollectionView.self) }
    /// The engine's data source, asking this collection view's.
    private lazy var adapter = CollectionViewAdapter(face: self)
    /// The layout.
    private var layout: UICollectionViewLayout
    /// The classes registered by reuse identifier, for cells and for each supplementary kind.
    private var cellClasses: [String: UICollectionViewCell.Type] = [:]
    private var supplementaryClasses: [String: UICollectionReusableView.Type] = [:]

    override class func makeBacking() -> View { CollectionView(frame: .zero, layout: FlowLayout()) }

    /// A collection view with the given frame and layout.
    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
        self.layout = layout
        super.init(frame: frame)
        layout.collectionView = self
        collection.collectionViewLayout = layout.engineLayout
    }

    /// A collection view with a flow layout.
    public override convenience init(frame: CGRect) { self.init(frame: frame, collectionViewLayout: UICollectionViewFlowLayout()) }

    /// There are no archives to decode collection views from here: returns nil.
    public required init?(coder: NSCoder) { return nil }

    /// The layout; setting one lays the collection view out again.
    open var collectionViewLayout: UICollectionViewLayout {
        get { layout }
        set {
            layout.collectionView = nil
            layout = newValue
            newValue.collectionView = self
            collection.collectionViewLayout = newValue.engineLayout
        }
    }

    /// Sets the layout; there is no animation in a snapshot.
    open func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool) { collectionViewLayout = layout }

    /// What the collection view shows, kept weakly as in UIKit; none shows no items.
    open weak var dataSource: (any UICollectionViewDataSource)? {
        didSet { collection.dataSource = dataSource == nil ? nil : adapter }
    }

    /// The delegate changed: a flow layout asks it for sizes, so lay out again.
    override func delegateDidChange() { collection.setNeedsLayout() }

    /// A view behind the content; kept for code that sets it (the background colour is drawn).
    open var backgroundView: UIView?
    /// Whether items can be selected; true by default.
    open var allowsSelection = true
    /// Whether several items can be selected at once.
    open var allowsMultipleSelection = false

    /// Lays out, then tells the delegate of the cells of a new load.
    open override func layoutSubviews() {
        super.layoutSubviews()
        guard adapter.takeDisplayCalls(), let delegate = delegate as? any UICollectionViewDelegate else { return }
        for section in 0..<collection.numberOfSections {
            for item in 0..<collection.numberOfItems(inSection: section) {
                let path = IndexPath(item: item, section: section)
                if let cell = cellForItem(at: path) { delegate.collectionView(self, willDisplay: cell, forItemAt: path) }
            }
        }
    }

    // MARK: Registration

    /// Registers the class whose cells ``dequeueReusableCell(withReuseIdentifier:for:)`` makes for `identifier`.
    open func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
        cellClasses[identifier] = cellClass as? UICollectionViewCell.Type
    }

    /// Registers the class of the supplementary views of `elementKind` made for `identifier`.
    open func register(_ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String, withReuseIdentifier identifier: String) {
        supplementaryClasses[elementKind + "\u{1F}" + identifier] = viewClass as? UICollectionReusableView.Type
    }

    /// A cell of an earlier load with `identifier`, or a new one of the class
    /// registered for it. Without a registered class, UIKit raises an
    /// exception; here a plain cell is made and the problem written to standard error.
    open func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> UICollectionViewCell {
        let view = reusable(identifier) ?? made(cellClasses[identifier], identifier, fallback: UICollectionViewCell.self)
        return view as? UICollectionViewCell ?? UICollectionViewCell(registeredWithReuseIdentifier: identifier)
    }

    /// A supplementary view of `elementKind` of an earlier load with
    /// `identifier`, or a new one of the class registered for them (a plain view, reported, when none is).
    open func dequeueReusableSupplementaryView(
        ofKind elementKind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath
    ) -> UICollectionReusableView {
        let key = elementKind + "\u{1F}" + identifier
        return reusable(key) ?? made(supplementaryClasses[key], key, fallback: UICollectionReusableView.self)
    }

    /// A view of an earlier load with `identifier`, or nil.
    private func reusable(_ identifier: String) -> UICollectionReusableView? {
        collection.dequeueReusableView(withIdentifier: identifier).flatMap { UIView.face(of: $0) as? UICollectionReusableView }
    }

    /// A new view of `viewClass` (else of `fallback`, reported) marked reusable under `identifier`.
    private func made(
        _ viewClass: UICollectionReusableView.Type?, _ identifier: String, fallback: UICollectionReusableView.Type
    ) -> UICollectionReusableView {
        if viewClass == nil {
            FileHandle.standardError.write(
                Data("UICollectionView: no class is registered for the reuse identifier \"\(identifier)\"; a plain view was made\n".utf8))
        }
        let view = (viewClass ?? fallback).init(registeredWithReuseIdentifier: identifier)
        collection.markReusable(view.backing, identifier: identifier)
        adapter.keep(view)
        return view
    }

    // MARK: Data

    /// Asks the data source again for everything, now.
    open func reloadData() { collection.reloadData() }
    /// Reloads the data: a snapshot shows the items' end state.
    open func reloadItems(at indexPaths: [IndexPath]) { reloadData() }
    /// Reloads the data, which has the new items.
    open func insertItems(at indexPaths: [IndexPath]) { reloadData() }
    /// Reloads the data, which no longer has the items.
    open func deleteItems(at indexPaths: [IndexPath]) { reloadData() }
    /// Reloads the data: a snapshot shows the sections' end state.
    open func reloadSections(_ sections: IndexSet) { reloadData() }
    /// Reloads the data, which has the new sections.
    open func insertSections(_ sections: IndexSet) { reloadData() }
    /// Reloads the data, which no longer has the sections.
    open func deleteSections(_ sections: IndexSet) { reloadData() }
    /// Reloads the data, which has the item at its new place.
    open func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) { reloadData() }

    /// Runs `updates`, reloads the data and calls `completion` with true; there is no animation in a snapshot.
    open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        updates?()
        reloadData()
        completion?(true)
    }

    // MARK: Queries

    /// The number of sections.
    open var numberOfSections: Int { collection.numberOfSections }
    /// The number of items in `section`; 0 out of range.
    open func numberOfItems(inSection section: Int) -> Int { collection.numberOfItems(inSection: section) }

    /// The cell of the item at `indexPath`, or nil when there is no such item.
    open func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? {
        collection.layoutIfNeeded()
        return collection.loadedCell(at: indexPath).flatMap { UIView.face(of: $0) as? UICollectionViewCell }
    }

    /// The index path of `cell`, or nil when it is not one of the collection view's.
    open func indexPath(for cell: UICollectionViewCell) -> IndexPath? {
        collection.layoutIfNeeded()
        return collection.layoutAttributes.first { $0.elementKind == nil && collection.loadedCell(at: $0.indexPath) === cell.backing }?
            .indexPath
    }

    /// The index path of the item at `point` (in the collection view's coordinates), or nil.
    open func indexPathForItem(at point: CGPoint) -> IndexPath? {
        collection.layoutIfNeeded()
        return collection.layoutAttributes.first { $0.elementKind == nil && $0.frame.contains(Point(point)) }?.indexPath
    }

    /// The cells at least partly inside the bounds.
    open var visibleCells: [UICollectionViewCell] { indexPathsForVisibleItems.compactMap(cellForItem(at:)) }

    /// The index paths of the items at least partly inside the bounds, in order.
    open var indexPathsForVisibleItems: [IndexPath] {
        collection.layoutIfNeeded()
        let bounds = collection.bounds
        return collection.layoutAttributes.filter { $0.elementKind == nil && $0.frame.intersection(bounds) != nil }.map(\.indexPath)
            .sorted { ($0.section, $0.item) < ($1.section, $1.item) }
    }

    /// The attributes of the item at `indexPath` from the last layout, or nil.
    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        collection.layoutIfNeeded()
        return collection.layoutAttributes.first { $0.elementKind == nil && $0.indexPath == indexPath }
            .map(UICollectionViewLayoutAttributes.init)
    }

    /// The attributes of the supplementary view of `kind` at `indexPath` from the last layout, or nil.
    open func layoutAttributesForSupplementaryElement(ofKind kind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        collection.layoutIfNeeded()
        return collection.layoutAttributes.first { $0.elementKind == kind && $0.indexPath == indexPath }
            .map(UICollectionViewLayoutAttributes.init)
    }

    /// The supplementary view of `elementKind` at `indexPath` shown now, or nil.
    open func supplementaryView(forElementKind elementKind: String, at indexPath: IndexPath) -> UICollectionReusableView? {
        guard layoutAttributesForSupplementaryElement(ofKind: elementKind, at: indexPath) != nil else { return nil }
        return collection.supplementaryView(ofKind: elementKind, at: indexPath).flatMap { UIView.face(of: $0) as? UICollectionReusableView }
    }

    // MARK: Selection and scrolling

    /// The selected items, in order.
    open var indexPathsForSelectedItems: [IndexPath]? {
        (0..<numberOfSections).flatMap { section in
            (0..<numberOfItems(inSection: section)).map { IndexPath(item: $0, section: section) }
        }.filter { cellForItem(at: $0)?.isSelected == true }
    }

    /// Selects the item (deselecting the others unless ``allowsMultipleSelection``)
    /// and scrolls it to `scrollPosition`; nil deselects every item. No delegate method is called, as in UIKit.
    open func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        if indexPath == nil || !allowsMultipleSelection {
            for selected in indexPathsForSelectedItems ?? [] { cellForItem(at: selected)?.isSelected = false }
        }
        guard let indexPath, let cell = cellForItem(at: indexPath) else { return }
        cell.isSelected = true
        if !scrollPosition.isEmpty { scrollToItem(at: indexPath, at: scrollPosition, animated: animated) }
    }

    /// Deselects the item; there is no animation in a snapshot.
    open func deselectItem(at indexPath: IndexPath, animated: Bool) { cellForItem(at: indexPath)?.isSelected = false }

    /// Scrolls so that the item is at `scrollPosition` (the top or left when none is named), within the content.
    open func scrollToItem(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        guard let frame = layoutAttributesForItem(at: indexPath)?.frame else { return }
        let inset = collection.adjustedContentInset, bounds = collection.bounds, content = collection.contentSize
        func offset(_ start: Double, _ end: Double, length: Double, before: Double, after: Double, size: Double, center: Bool, last: Bool) -> Double {
            let visible = length - before - after
            let wanted = center ? (start + end) / 2 - before - visible / 2 : last ? end - before - visible : start - before
            return min(max(wanted, -before), max(-before, size + after - length))
        }
        var point = Point(contentOffset)
        if scrollPosition.contains(.centeredVertically) || scrollPosition.contains(.top) || scrollPosition.contains(.bottom)
            || scrollPosition.isEmpty
        {
            point.y = offset(
                Double(frame.minY), Double(frame.maxY), length: bounds.height, before: inset.top, after: inset.bottom, size: content.height,
                center: scrollPosition.contains(.centeredVertically), last: scrollPosition.contains(.bottom))
        }
        if scrollPosition.contains(.centeredHorizontally) || scrollPosition.contains(.left) || scrollPosition.contains(.right) {
            point.x = offset(
                Double(frame.minX), Double(frame.maxX), length: bounds.width, before: inset.left, after: inset.right, size: content.width,
                center: scrollPosition.contains(.centeredHorizontally), last: scrollPosition.contains(.right))
        }
        setContentOffset(CGPoint(point), animated: animated)
    }

    // MARK: Types

    /// The directions a flow layout scrolls in.
    public enum ScrollDirection: Int, Sendable {
        /// Lines are rows, stacked downwards.
        case vertical
        /// Lines are columns, stacked rightwards.
        case horizontal
    }

    /// The categories of elements a layout places.
    public enum ElementCategory: UInt, Sendable {
        /// A cell.
        case cell
        /// A supplementary view.
        case supplementaryView
        /// A decoration view.
        case decorationView
    }

    /// Where an item scrolled to ends up.
    public struct ScrollPosition: OptionSet, Sendable {
        public let rawValue: UInt
        /// Creates a position from its raw value.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// Wherever it is.
        public static let none = ScrollPosition([])
        /// At the top.
        public static let top = ScrollPosition(rawValue: 1 << 0)
        /// Centred vertically.
        public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
        /// At the bottom.
        public static let bottom = ScrollPosition(rawValue: 1 << 2)
        /// At the left.
        public static let left = ScrollPosition(rawValue: 1 << 3)
        /// Centred horizontally.
        public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
        /// At the right.
        public static let right = ScrollPosition(rawValue: 1 << 5)
    }
}
