import Foundation
import HeadlessGeometry

/// Items in sections placed by a layout, as `UICollectionView`: a
/// ``ScrollView`` whose content is its data source's cells and the
/// supplementary views (headers, footers) its ``collectionViewLayout`` places.
///
/// Every item has its cell, made when the data is loaded and placed whether
/// or not it is inside the bounds (UIKit makes only the visible ones), so a
/// collection view sized to its ``ScrollView/contentSize`` shows every item
/// in a snapshot. The data is loaded at the first layout and by
/// ``reloadData()``; the cells of the last load with a reuse identifier are
/// reused (``dequeueReusableView(withIdentifier:)``). What the data source
/// got wrong is listed in ``issues``, and never crashes.
open class CollectionView: ScrollView {
    /// The most items (and the most sections) a collection view shows.
    nonisolated public static let maximumItemCount = 10_000

    /// How the elements are placed; changing it lays the collection view out again.
    public var collectionViewLayout: any CollectionViewLayout { didSet { setNeedsLayout() } }
    /// What the collection view shows, kept weakly as in UIKit; none shows no items.
    public weak var dataSource: (any CollectionViewDataSource)? {
        didSet {
            needsReload = true
            setNeedsLayout()
        }
    }
    /// The colour of the separators a list layout draws; `separator` by default.
    public var separatorColor: DynamicColor = .separator { didSet { setNeedsLayout() } }
    /// The problems the last load found, oldest first.
    public internal(set) var issues: [CollectionViewIssue] = []
    /// The attributes of every element, from the last layout.
    public private(set) var layoutAttributes: [CollectionLayoutAttributes] = []

    /// The loaded cells, by section.
    private var cells: [[View]] = []
    /// The number of items of each section (known before the cells are asked for).
    private var itemCounts: [Int] = []
    /// The supplementary views asked for in this load, by kind and index path.
    private var supplementaryViews: [SupplementaryKey: View] = [:]
    /// The reuse identifiers of views made for reuse, by view.
    private var reuseIdentifiers: [ObjectIdentifier: String] = [:]
    /// Views of the last load, by reuse identifier.
    private var reusableViews: [String: [View]] = [:]
    private var needsReload = true
    private var isLoadingData = false
    /// The view holding the separators, above the cells.
    private let separatorContainer = View()
    /// The view holding the layout's decorations, below the cells.
    private let decorationContainer = View()
    /// The layout's background colour, used when the collection view has none of its own.
    private var layoutBackgroundColor: DynamicColor? {
        didSet { updateForTraits() }
    }

    /// A supplementary view's kind and index path.
    private struct SupplementaryKey: Hashable {
        var kind: String
        var indexPath: IndexPath
    }

    /// Creates a collection view with the given frame and layout.
    public init(frame: Rect, layout: any CollectionViewLayout) {
        collectionViewLayout = layout
        super.init(frame: frame)
        try? addSubview(decorationContainer)
        try? addSubview(separatorContainer)
    }

    /// Creates a collection view with a flow layout.
    public required convenience init(frame: Rect) { self.init(frame: frame, layout: FlowLayout()) }

    /// Loads the data if needed, places every element, then keeps the resting offset.
    open override func layoutSubviews() {
        if needsReload { loadData() }
        placeElements()
        super.layoutSubviews()
    }

    /// The collection view's background colour, or its layout's (a list's), or `systemBackground`, as UIKit's.
    override func updateForTraits() {
        layer.backgroundColor = (backgroundColor ?? layoutBackgroundColor ?? .systemBackground).resolved(with: traitCollection)
    }

    /// False: the layout gives the content size.
    override var sizesContentByContentGuide: Bool { false }

    // MARK: Data

    /// Asks the data source again for everything, now.
    public func reloadData() {
        loadData()
        setNeedsLayout()
    }

    /// Marks `view` as reusable under `identifier`: after the next load it
    /// goes to the reuse queue (readied by its `prepareForReuse`).
    public func markReusable(_ view: View, identifier: String) {
        reuseIdentifiers[ObjectIdentifier(view)] = identifier
    }

    /// A view of the last load marked reusable under `identifier`, or nil.
    public func dequeueReusableView(withIdentifier identifier: String) -> View? {
        reusableViews[identifier]?.popLast()
    }

    /// The number of sections loaded.
    public var numberOfSections: Int {
        if !isLoadingData { layoutIfNeeded() }
        return itemCounts.count
    }

    /// The number of items loaded in `section`; 0 out of range.
    public func numberOfItems(inSection section: Int) -> Int {
        if !isLoadingData { layoutIfNeeded() }
        return itemCounts.indices.contains(section) ? itemCounts[section] : 0
    }

    /// The loaded cell of the item at `indexPath`, without laying out (for layouts measuring cells); nil out of range.
    public func loadedCell(at indexPath: IndexPath) -> View? {
        guard cells.indices.contains(indexPath.section), cells[indexPath.section].indices.contains(indexPath.item) else { return nil }
        return cells[indexPath.section][indexPath.item]
    }

    /// The number of items of each loaded section, without laying out (for layouts).
    public var loadedItemCounts: [Int] { cells.map(\.count) }

    /// The supplementary view of `kind` at `indexPath`, asked of the data
    /// source once per load (for layouts measuring it, and for placing it); nil when it gives none.
    public func supplementaryView(ofKind kind: String, at indexPath: IndexPath) -> View? {
        let key = SupplementaryKey(kind: kind, indexPath: indexPath)
        if let view = supplementaryViews[key] { return view }
        guard let view = dataSource?.collectionView(self, viewForSupplementaryElementOfKind: kind, at: indexPath) else { return nil }
        supplementaryViews[key] = view
        add(view)
        keepContainersInPlace()
        return view
    }

    /// Moves the last load's reusable views to the reuse queue and loads every section from the data source.
    private func loadData() {
        guard !isLoadingData else { return }
        isLoadingData = true
        defer { isLoadingData = false }
        needsReload = false
        issues = []
        reusableViews = [:]
        let previous = cells.flatMap { $0 } + Array(supplementaryViews.values)
        cells = []
        itemCounts = []
        supplementaryViews = [:]
        var queued: [ObjectIdentifier: String] = [:]
        for view in previous {
            view.removeFromSuperview()
            guard let identifier = reuseIdentifiers[ObjectIdentifier(view)] else { continue }
            view.performPrepareForReuse()
            reusableViews[identifier, default: []].append(view)
            queued[ObjectIdentifier(view)] = identifier
        }
        reuseIdentifiers = queued
        guard let dataSource else { return }
        let loaded = SectionCounts(
            limit: CollectionView.maximumItemCount, sections: { dataSource.numberOfSections(in: self) },
            items: { dataSource.collectionView(self, numberOfItemsInSection: $0) })
        issues += loaded.problems.map { problem in
            switch problem {
            case .negativeSections(let count): .negativeSectionCount(count)
            case .negativeItems(let section, let count): .negativeItemCount(section: section, count: count)
            case .tooMany: .tooManyItems(limit: CollectionView.maximumItemCount)
            }
        }
        itemCounts = loaded.counts
        var shown: [ObjectIdentifier: IndexPath] = [:]
        cells = loaded.counts.enumerated().map { section, count in
            (0..<count).map { item in
                let path = IndexPath(item: item, section: section)
                let cell = dataSource.collectionView(self, cellForItemAt: path)
                if let first = shown[ObjectIdentifier(cell)] {
                    issues.append(.cellAlreadyShown(path, first: first))
                    return View()
                }
                shown[ObjectIdentifier(cell)] = path
                return cell
            }
        }
        cells.joined().forEach(add)
        keepContainersInPlace()
    }

    /// Adds a loaded view, listing the problem when it cannot be added.
    private func add(_ view: View) {
        do {
            try addSubview(view)
        } catch {
            issues.append(.viewNotAdded(error.description))
        }
        view.updateTraitsInSubtree()  // views added during a layout pass missed its trait update
    }

    /// Keeps the decorations below every loaded view and the separators above.
    private func keepContainersInPlace() {
        sendSubviewToBack(decorationContainer)
        bringSubviewToFront(separatorContainer)
    }

    /// Asks the layout for every element's attributes and applies them.
    private func placeElements() {
        let result = collectionViewLayout.layout(in: self)
        layoutAttributes = result.attributes
        contentSize = result.contentSize
        var placed = Set<SupplementaryKey>()
        for attributes in result.attributes {
            let view: View?
            if let kind = attributes.elementKind {
                let key = SupplementaryKey(kind: kind, indexPath: attributes.indexPath)
                placed.insert(key)
                view = supplementaryView(ofKind: kind, at: attributes.indexPath)
            } else {
                view = loadedCell(at: attributes.indexPath)
            }
            view?.apply(attributes)
        }
        for (key, view) in supplementaryViews where !placed.contains(key) { view.isHidden = true }
        layoutBackgroundColor = result.backgroundColor
        let separators = result.separators.map { CollectionLayoutDecoration(frame: $0, color: separatorColor) }
        place(separators, in: separatorContainer)
        place(result.decorations, in: decorationContainer)
    }

    /// Puts one view on each decoration, in its colour with its corners, inside `container`.
    private func place(_ decorations: [CollectionLayoutDecoration], in container: View) {
        var views = container.subviews
        while views.count > decorations.count { views.removeLast().removeFromSuperview() }
        while views.count < decorations.count {
            let view = View()
            try? container.addSubview(view)
            view.updateTraitsInSubtree()
            views.append(view)
        }
        for (view, decoration) in zip(views, decorations) {
            view.backgroundColor = decoration.color
            view.frame = decoration.frame
            view.layer.cornerRadius = decoration.cornerRadius
        }
    }
}

extension View {
    /// Takes a layout's attributes: frame, opacity, visibility and z-order.
    fileprivate func apply(_ attributes: CollectionLayoutAttributes) {
        frame = attributes.frame
        alpha = attributes.alpha
        isHidden = attributes.isHidden
        layer.zPosition = Double(attributes.zIndex)
    }
}
