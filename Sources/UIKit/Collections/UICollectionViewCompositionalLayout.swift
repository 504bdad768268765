internal import HeadlessGeometry
internal import HeadlessLayers

/// Sections of repeating groups, over the engine's compositional layout;
/// `list(using:)` makes lists laid out and coloured as tables are.
/// [Apple's documentation](https://developer.apple.com/documentation/uikit/uicollectionviewcompositionallayout)
@preconcurrency @MainActor
open class UICollectionViewCompositionalLayout: UICollectionViewLayout {
    /// Makes the section at an index.
    public typealias SectionProvider = (Int, any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection?

    /// The engine layout.
    private let compositional: CompositionalLayout
    /// The layout's options.
    open var configuration = UICollectionViewCompositionalLayoutConfiguration() { didSet { invalidateLayout() } }

    /// A layout whose every section is `section`.
    public convenience init(section: NSCollectionLayoutSection) {
        self.init { _, _ in section }
    }

    /// A layout asking `sectionProvider` for each section.
    public init(sectionProvider: @escaping SectionProvider) {
        compositional = CompositionalLayout { index, environment in
            sectionProvider(index, LayoutEnvironment(environment)).map(\.engine)
        }
        super.init()
    }

    /// A layout whose every section is `section`, with `configuration`.
    public convenience init(section: NSCollectionLayoutSection, configuration: UICollectionViewCompositionalLayoutConfiguration) {
        self.init(section: section)
        self.configuration = configuration
    }

    /// A layout asking `sectionProvider` for each section, with `configuration`.
    public convenience init(sectionProvider: @escaping SectionProvider, configuration: UICollectionViewCompositionalLayoutConfiguration) {
        self.init(sectionProvider: sectionProvider)
        self.configuration = configuration
    }

    /// There are no archives to decode layouts from here: returns nil.
    public required init?(coder: NSCoder) { return nil }

    /// A list of `configuration`'s appearance: every section a list section, on the list's background.
    public static func list(using configuration: UICollectionLayoutListConfiguration) -> UICollectionViewCompositionalLayout {
        let layout = UICollectionViewCompositionalLayout { index, environment in
            NSCollectionLayoutSection.list(configuration, index: index, environment: environment)
        }
        layout.compositional.backgroundColor =
            configuration.backgroundColor?.dynamic ?? CompositionalSection.listBackground(configuration.appearance.engine)
        return layout
    }

    /// Places every element with the engine's compositional layout.
    open override func prepare() {
        compositional.interSectionSpacing = Double(configuration.interSectionSpacing)
        compute(with: compositional)
    }

    /// The size of the laid-out content.
    open override var collectionViewContentSize: CGSize { computed.size }

    /// The laid-out elements in `rect`.
    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        computedAttributes(in: rect)
    }
}

/// The options of a compositional layout.
/// [Apple's documentation](https://developer.apple.com/documentation/uikit/uicollectionviewcompositionallayoutconfiguration)
@preconcurrency @MainActor
open class UICollectionViewCompositionalLayoutConfiguration: NSObject {
    /// The space between sections; 0 by default.
    open var interSectionSpacing: CGFloat = 0
    /// The direction the layout scrolls in; only vertical layouts are placed here (horizontal is kept for code that sets it).
    open var scrollDirection = UICollectionView.ScrollDirection.vertical

    /// The default options.
    public override init() { super.init() }
}

/// The look and parts of a list section.
/// [Apple's documentation](https://developer.apple.com/documentation/uikit/uicollectionlayoutlistconfiguration)
public struct UICollectionLayoutListConfiguration {
    /// The looks of a list.
    public enum Appearance: Int, Sendable {
        /// Rows edge to edge.
        case plain
        /// Sections apart, rows edge to edge.
        case grouped
        /// Sections apart, inset, with rounded corners.
        case insetGrouped
        /// A sidebar (drawn as inset grouped).
        case sidebar
        /// A plain sidebar (drawn as plain).
        case sidebarPlain

        /// The engine's appearance.
        var engine: CompositionalSection.ListAppearance {
            switch self {
            case .plain, .sidebarPlain: .plain
            case .grouped: .grouped
            case .insetGrouped, .sidebar: .insetGrouped
            }
        }
    }

    /// Where a section's header or footer comes from.
    public enum HeaderMode: Int, Sendable {
        /// None.
        case none
        /// A supplementary view of the section header (footer) kind.
        case supplementary
        /// The section's first item (kept for code that sets it; drawn as an item).
        case firstItemInSection
    }

    /// Where a section's footer comes from.
    public enum FooterMode: Int, Sendable {
        /// None.
        case none
        /// A supplementary view of the section footer kind.
        case supplementary
    }

    /// The look.
    public var appearance: Appearance
    /// Whether separators are drawn between rows; true by default.
    public var showsSeparators = true
    /// Where headers come from; none by default.
    public var headerMode = HeaderMode.none
    /// Where footers come from; none by default.
    public var footerMode = FooterMode.none
    /// The colour behind the list; the appearance's when nil.
    public var backgroundColor: UIColor?
    /// The space above a plain list's section headers; kept for code that sets it.
    public var headerTopPadding: CGFloat?

    /// A configuration of `appearance`.
    public init(appearance: Appearance) { self.appearance = appearance }
}

extension LayoutEnvironment {
    /// The engine's environment as UIKit's.
    @preconcurrency @MainActor
    init(_ environment: CompositionalLayout.Environment) {
        self.init(contentSize: CGSize(environment.containerSize), traitCollection: UITraitCollection(environment.traitCollection))
    }
}
