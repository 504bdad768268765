internal import HeadlessGeometry
internal import HeadlessLayers

/// A section of a compositional layout: its group repeated until the
/// section's items are placed, with headers and footers.
/// [Apple's documentation](https://developer.apple.com/documentation/uikit/nscollectionlayoutsection)
@preconcurrency @MainActor
open class NSCollectionLayoutSection: NSObject {
    /// The engine's section, for list sections made whole.
    private var made: CompositionalSection?
    /// The group that repeats.
    private let group: NSCollectionLayoutGroup?
    /// The space between groups; 0 by default.
    open var interGroupSpacing: CGFloat = 0
    /// Space around the section's groups.
    open var contentInsets = NSDirectionalEdgeInsets.zero
    /// Headers and footers.
    open var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []
    /// How the section scrolls across the collection view; a scrolling section
    /// places its groups side by side (a snapshot shows them at rest).
    open var orthogonalScrollingBehavior = UICollectionLayoutSectionOrthogonalScrollingBehavior.none
    /// Whether headers and footers follow the content insets; kept for code that sets it.
    open var supplementariesFollowContentInsets = true

    /// A section repeating `group`.
    public init(group: NSCollectionLayoutGroup) {
        self.group = group
        super.init()
    }

    /// A list section made by the engine.
    private init(list: CompositionalSection) {
        made = list
        group = nil
        super.init()
        contentInsets = NSDirectionalEdgeInsets(
            top: CGFloat(list.contentInsets.top), leading: CGFloat(list.contentInsets.left), bottom: CGFloat(list.contentInsets.bottom),
            trailing: CGFloat(list.contentInsets.right))
    }

    /// A list section for `configuration` in `layoutEnvironment`.
    public static func list(
        using configuration: UICollectionLayoutListConfiguration, layoutEnvironment: any NSCollectionLayoutEnvironment
    ) -> NSCollectionLayoutSection {
        list(configuration, index: 0, environment: layoutEnvironment)
    }

    /// The list section at `index` for `configuration`.
    static func list(
        _ configuration: UICollectionLayoutListConfiguration, index: Int, environment: any NSCollectionLayoutEnvironment
    ) -> NSCollectionLayoutSection {
        NSCollectionLayoutSection(
            list: .list(
                appearance: configuration.appearance.engine, showsSeparators: configuration.showsSeparators,
                headerKind: configuration.headerMode == .supplementary ? UICollectionView.elementKindSectionHeader : nil,
                footerKind: configuration.footerMode == .supplementary ? UICollectionView.elementKindSectionFooter : nil, index: index,
                width: Double(environment.container.contentSize.width), traits: environment.traitCollection.resolved))
    }

    /// The engine's section.
    var engine: CompositionalSection {
        var section =
            made
            ?? CompositionalSection(
                group: group?.group
                    ?? CompositionalGroup(
                        axis: .vertical, size: CompositionalSize(width: .fractionalWidth(1), height: .absolute(44)), elements: []))
        section.interGroupSpacing = Double(interGroupSpacing)
        section.contentInsets = contentInsets.leftToRight
        if made == nil || !boundarySupplementaryItems.isEmpty { section.boundaryItems = boundarySupplementaryItems.map(\.engine) }
        section.scrollsOrthogonally = orthogonalScrollingBehavior != .none
        return section
    }
}

/// How a section scrolls across a vertically scrolling collection view.
/// [Apple's documentation](https://developer.apple.com/documentation/uikit/uicollectionlayoutsectionorthogonalscrollingbehavior)
public enum UICollectionLayoutSectionOrthogonalScrollingBehavior: Int, Sendable {
    /// It does not.
    case none
    /// Continuously.
    case continuous
    /// Continuously, stopping at group leading edges.
    case continuousGroupLeadingBoundary
    /// By pages of the collection view's width.
    case paging
    /// By pages of a group's width.
    case groupPaging
    /// By pages of a group's width, centred.
    case groupPagingCentered
}

/// The container a section is laid out in.
/// [Apple's documentation](https://developer.apple.com/documentation/uikit/nscollectionlayoutcontainer)
@preconcurrency @MainActor
public protocol NSCollectionLayoutContainer {
    /// The size of the container.
    var contentSize: CGSize { get }
    /// The size inside its content insets.
    var effectiveContentSize: CGSize { get }
    /// The insets of its content.
    var contentInsets: NSDirectionalEdgeInsets { get }
    /// The insets of its content, as set.
    var effectiveContentInsets: NSDirectionalEdgeInsets { get }
}

/// What a section provider knows of the collection view: its container and traits.
/// [Apple's documentation](https://developer.apple.com/documentation/uikit/nscollectionlayoutenvironment)
@preconcurrency @MainActor
public protocol NSCollectionLayoutEnvironment {
    /// The container sections are laid out in.
    var container: any NSCollectionLayoutContainer { get }
    /// The collection view's traits.
    var traitCollection: UITraitCollection { get }
}

/// The environment of a layout pass.
struct LayoutEnvironment: NSCollectionLayoutEnvironment, NSCollectionLayoutContainer {
    let contentSize: CGSize
    let traitCollection: UITraitCollection
    var container: any NSCollectionLayoutContainer { self }
    var effectiveContentSize: CGSize { contentSize }
    var contentInsets: NSDirectionalEdgeInsets { .zero }
    var effectiveContentInsets: NSDirectionalEdgeInsets { .zero }
}
