/// What a view keeps for Auto Layout: its flags and priorities, the
/// constraints installed on it, its guides, and at the root of a laid-out
/// tree the engine and the issues it reported.
@MainActor
final class AutoLayoutState {
    /// ``View/translatesAutoresizingMaskIntoConstraints``.
    var translatesAutoresizingMaskIntoConstraints = true
    /// The active constraints installed on the view.
    var constraints: [LayoutConstraint] = []
    /// Content hugging priorities, horizontal then vertical.
    var hugging: (horizontal: LayoutPriority, vertical: LayoutPriority) = (.defaultLow, .defaultLow)
    /// Compression resistance priorities, horizontal then vertical.
    var compressionResistance: (horizontal: LayoutPriority, vertical: LayoutPriority) = (.defaultHigh, .defaultHigh)
    /// The guides added to the view.
    var guides: [LayoutGuide] = []
    /// The margins guide, once asked for.
    var marginsGuide: LayoutGuide?
    /// The safe-area guide, once asked for.
    var safeAreaGuide: LayoutGuide?
    /// ``View/insetsLayoutMarginsFromSafeArea``.
    var insetsLayoutMarginsFromSafeArea = true
    /// Whether ``View/updateConstraints()`` is due.
    var needsUpdateConstraints = true
    /// The engine of the tree this view is the root of, kept between layout passes.
    var engine: LayoutEngine?
    /// The problems reported in the tree this view is the root of.
    var issues: [LayoutIssue] = []
    /// The width the engine last gave the view, for text that wraps to it.
    var solvedWidth: Double?

    /// Whether the view takes part in constraint-based layout: it has
    /// constraints installed or is positioned by them.
    var usesAutoLayout: Bool { !constraints.isEmpty || !translatesAutoresizingMaskIntoConstraints }
}
