import HeadlessGeometry

/// What a view keeps for Auto Layout: its flags and priorities, the
/// constraints installed on it, its guides, and at the root of a laid-out
/// tree the engine and the issues it reported.
@MainActor
final class AutoLayoutState {
    /// Counts the changes to the shape of Auto Layout in any tree (views
    /// added or removed, constraints installed or removed, guides, flags), so
    /// an engine can keep what it derived from a tree while nothing changed.
    static private(set) var structureGeneration = 0

    /// Records a change to the shape of a tree.
    static func structureChanged() { structureGeneration &+= 1 }

    /// ``View/translatesAutoresizingMaskIntoConstraints``.
    var translatesAutoresizingMaskIntoConstraints = true { didSet { Self.structureChanged() } }
    /// The active constraints installed on the view.
    var constraints: [LayoutConstraint] = [] { didSet { Self.structureChanged() } }
    /// Content hugging priorities, horizontal then vertical.
    var hugging: (horizontal: LayoutPriority, vertical: LayoutPriority) = (.defaultLow, .defaultLow)
    /// Compression resistance priorities, horizontal then vertical.
    var compressionResistance: (horizontal: LayoutPriority, vertical: LayoutPriority) = (.defaultHigh, .defaultHigh)
    /// The guides added to the view.
    var guides: [LayoutGuide] = [] { didSet { Self.structureChanged() } }
    /// The margins guide, once asked for.
    var marginsGuide: LayoutGuide? { didSet { Self.structureChanged() } }
    /// The safe-area guide, once asked for.
    var safeAreaGuide: LayoutGuide? { didSet { Self.structureChanged() } }
    /// ``View/insetsLayoutMarginsFromSafeArea``.
    var insetsLayoutMarginsFromSafeArea = true { didSet { Self.structureChanged() } }
    /// ``View/respectsSystemMinimumLayoutMargins``.
    var respectsSystemMinimumLayoutMargins = false { didSet { Self.structureChanged() } }
    /// Insets added to the safe area of the view and its subtree (a view controller's root view's).
    var additionalSafeAreaInsets = EdgeInsets.zero { didSet { Self.structureChanged() } }
    /// Whether ``View/updateConstraints()`` is due.
    var needsUpdateConstraints = true
    /// The engine of the tree this view is the root of, kept between layout passes.
    var engine: LayoutEngine?
    /// The problems reported in the tree this view is the root of.
    var issues: [LayoutIssue] = []
    /// The width the engine last gave the view, for text that wraps to it.
    var solvedWidth: Double?
    /// The view's unknowns in the layout engine, made on first use.
    var variables: LayoutFrame?

    /// Whether the view takes part in constraint-based layout: it has
    /// constraints installed or is positioned by them.
    var usesAutoLayout: Bool { !constraints.isEmpty || !translatesAutoresizingMaskIntoConstraints }
}
