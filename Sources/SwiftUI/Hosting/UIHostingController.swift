/// A UIKit view controller that manages a SwiftUI view hierarchy.
/// See [UIHostingController](https://developer.apple.com/documentation/swiftui/uihostingcontroller).
open class UIHostingController<Content: View>: UIViewController {
    let tree: HostedTree

    /// The root view of the SwiftUI view hierarchy managed by this view controller.
    public var rootView: Content {
        didSet {
            tree.rootView = rootView
            if isViewLoaded { view.setNeedsLayout() }
        }
    }

    /// Options for how the hosting controller tracks changes to the size of its SwiftUI content.
    public var sizingOptions: UIHostingControllerSizingOptions = []

    /// Creates a hosting controller object that wraps the specified SwiftUI view.
    public init(rootView: Content) {
        self.rootView = rootView
        tree = HostedTree(rootView: rootView)
        super.init(nibName: nil, bundle: nil)
    }

    /// Hosting controllers are not archived here: nil.
    public required init?(coder aDecoder: NSCoder) { nil }

    open override func loadView() { view = HostingView(tree: tree) }

    /// Calculates and returns the most appropriate size for the current view: its SwiftUI content's size for `size` as a proposal.
    public func sizeThatFits(in size: CGSize) -> CGSize {
        loadViewIfNeeded()
        return (view as? HostingView)?.contentSize(for: ProposedViewSize(size)) ?? .zero
    }

}

/// Options for how a hosting controller tracks its content's size.
/// See [UIHostingControllerSizingOptions](https://developer.apple.com/documentation/swiftui/uihostingcontrollersizingoptions).
public struct UIHostingControllerSizingOptions: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// The hosting controller tracks its content's ideal size in its preferred content size.
    public static let preferredContentSize = UIHostingControllerSizingOptions(rawValue: 1 << 0)
    /// The hosting controller's view automatically invalidate its intrinsic content size when its ideal size changes.
    public static let intrinsicContentSize = UIHostingControllerSizingOptions(rawValue: 1 << 1)
}

/// The view of a hosting controller: lays its SwiftUI content out in its safe area, centred, and draws it.
final class HostingView: UIView {
    let tree: HostedTree
    private var content: UIView?
    /// What the content was last placed for.
    private var placedFor: Placement?

    /// The bounds, safe area and traits content was placed for, and the tree's state then.
    private struct Placement: Equatable {
        let bounds: CGRect
        let safeArea: UIEdgeInsets
        let traits: UITraitCollection
        let generation: Int
    }

    /// What content placed now is placed for.
    private var placement: Placement {
        Placement(bounds: bounds, safeArea: safeAreaInsets, traits: traitCollection, generation: tree.generation)
    }

    init(tree: HostedTree) {
        self.tree = tree
        super.init(frame: .zero)
        backgroundColor = .systemBackground
    }

    required init?(coder: NSCoder) { nil }

    /// The content's size for `proposal`.
    func contentSize(for proposal: ProposedViewSize) -> CGSize { tree.resolve(traits: traitCollection).size(for: proposal) }

    override func sizeThatFits(_ size: CGSize) -> CGSize { contentSize(for: ProposedViewSize(size)) }

    override var intrinsicContentSize: CGSize { contentSize(for: .unspecified) }

    /// Places the content again when the bounds, safe area or traits it was
    /// placed for, or state it reads, have changed; otherwise leaves it, as
    /// SwiftUI evaluates a body again only when what it depends on changes
    /// (a view added to a window is laid out there once, not again for each
    /// pass that finds nothing new).
    override func layoutSubviews() {
        super.layoutSubviews()
        guard content == nil || placement != placedFor || tree.graph.changes.isSet else { return }
        // Drawing can change state (a preference set by a GeometryReader's content): draw again, a few times at most.
        for _ in 0..<HostedTree.drawingPassLimit {
            content?.removeFromSuperview()
            let root = tree.resolve(traits: traitCollection)
            if let scheme = tree.preferredColorScheme { overrideUserInterfaceStyle = scheme == .dark ? .dark : .light }
            content = root.place(in: self)
            tree.graph.finishDrawing()
            guard tree.graph.changes.take() else { break }
        }
        placedFor = placement
    }
}

extension UIHostingController {
    /// The ideal size of the content shown with `traits`: for snapshots that size a view to fit.
    package func idealSize(with traits: UITraitCollection) -> CGSize {
        tree.resolve(traits: traits).size(for: .unspecified)
    }
}

extension UIHostingController {
    /// What the content still waits for: one entry per `task` still running.
    package var pendingTasks: [String] {
        let count = tree.runningTaskCount
        return count == 0 ? [] : ["\(count) SwiftUI task\(count == 1 ? "" : "s") still running"]
    }
}
