/// Registering cell and supplementary view classes with their configuration
/// closures, as iOS 14 and later write collection views.
extension UICollectionView {
    /// A cell class and the closure that configures its cells for an item.
    /// [Apple's documentation](https://developer.apple.com/documentation/uikit/uicollectionview/cellregistration)
    @preconcurrency @MainActor
    public struct CellRegistration<Cell: UICollectionViewCell, Item> {
        /// Configures a cell for the item at an index path.
        public typealias Handler = (Cell, IndexPath, Item) -> Void

        /// The reuse identifier the registration's cells are made under.
        let identifier = "CellRegistration.\(Cell.self).\(RegistrationCounter.next())"
        let handler: Handler

        /// A registration of `Cell` configured by `handler`.
        public init(handler: @escaping Handler) { self.handler = handler }
    }

    /// A supplementary view class, its kind and the closure that configures its views.
    /// [Apple's documentation](https://developer.apple.com/documentation/uikit/uicollectionview/supplementaryregistration)
    @preconcurrency @MainActor
    public struct SupplementaryRegistration<Supplementary: UICollectionReusableView> {
        /// Configures a view of a kind at an index path.
        public typealias Handler = (Supplementary, String, IndexPath) -> Void

        /// The kind of the views.
        public let elementKind: String
        let identifier = "SupplementaryRegistration.\(Supplementary.self).\(RegistrationCounter.next())"
        let handler: Handler

        /// A registration of `Supplementary` views of `elementKind` configured by `handler`.
        public init(elementKind: String, handler: @escaping Handler) {
            self.elementKind = elementKind
            self.handler = handler
        }
    }

    /// A cell of `registration`'s class for the item at `indexPath` (reused
    /// or new), configured by its handler with `item`.
    public func dequeueConfiguredReusableCell<Cell: UICollectionViewCell, Item>(
        using registration: CellRegistration<Cell, Item>, for indexPath: IndexPath, item: Item?
    ) -> Cell {
        register(Cell.self, forCellWithReuseIdentifier: registration.identifier)
        let dequeued = dequeueReusableCell(withReuseIdentifier: registration.identifier, for: indexPath)
        let cell = dequeued as? Cell ?? Cell(registeredWithReuseIdentifier: registration.identifier)
        if let item { registration.handler(cell, indexPath, item) }
        return cell
    }

    /// A supplementary view of `registration`'s class for `indexPath`, configured by its handler.
    public func dequeueConfiguredReusableSupplementary<Supplementary: UICollectionReusableView>(
        using registration: SupplementaryRegistration<Supplementary>, for indexPath: IndexPath
    ) -> Supplementary {
        register(Supplementary.self, forSupplementaryViewOfKind: registration.elementKind, withReuseIdentifier: registration.identifier)
        let dequeued = dequeueReusableSupplementaryView(
            ofKind: registration.elementKind, withReuseIdentifier: registration.identifier, for: indexPath)
        let view = dequeued as? Supplementary ?? Supplementary(registeredWithReuseIdentifier: registration.identifier)
        registration.handler(view, registration.elementKind, indexPath)
        return view
    }
}

/// Unique strings for registrations' reuse identifiers, counted on the main actor.
@preconcurrency @MainActor
enum RegistrationCounter {
    private static var counter = 0

    /// The next unique string.
    static func next() -> String {
        counter += 1
        return String(counter)
    }
}
