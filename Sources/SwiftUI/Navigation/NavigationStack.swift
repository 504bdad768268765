/// A view that displays a root view and enables you to present additional
/// views over the root view: drawn by the UIKit face's navigation
/// controller, its bar showing the title, display mode and toolbar items the
/// content sets. A snapshot shows the root.
/// See [NavigationStack](https://developer.apple.com/documentation/swiftui/navigationstack).
public struct NavigationStack<Root: View>: View {
    let root: Root

    /// Creates a navigation stack that manages its own navigation state.
    public init(@ViewBuilder root: () -> Root) { self.root = root() }

    /// Creates a navigation stack with homogeneous navigation state that you can control (the path is not shown: the root is).
    public init<Data>(path: Binding<Data>, @ViewBuilder root: () -> Root) { self.root = root() }

    public var body: some View { NavigationContainer(root: root) }
}

/// A view for presenting a stack of views that represents a visible path in a
/// navigation hierarchy (deprecated in favour of ``NavigationStack``; drawn the same).
/// See [NavigationView](https://developer.apple.com/documentation/swiftui/navigationview).
public struct NavigationView<Content: View>: View {
    let content: Content

    /// Creates a destination-based navigation view.
    public init(@ViewBuilder content: () -> Content) { self.content = content() }

    public var body: some View { NavigationContainer(root: content) }
}

/// What the content of a navigation container sets for its bar.
@MainActor
final class NavigationBarContent {
    var title: String?
    var displayMode: NavigationBarItem.TitleDisplayMode = .automatic
    var isBarHidden = false
    var leadingItems: [UIBarButtonItem] = []
    var trailingItems: [UIBarButtonItem] = []
}

struct NavigationContainer<Root: View>: View, PrimitiveView {
    let root: Root
    var body: Never { primitiveBody() }

    func nodes(in context: ResolveContext) -> [Node] {
        let bar = NavigationBarContent()
        let content = context.updatingEnvironment {
            $0.navigationBar = bar
            $0.stackAxis = nil
        }.resolveSingle(root)
        return [NavigationNode(content: content, bar: bar)]
    }
}

/// A navigation container resolved: a navigation controller whose root shows the content below the bar.
@MainActor
final class NavigationNode: Node {
    let content: Node
    let bar: NavigationBarContent

    init(content: Node, bar: NavigationBarContent) {
        self.content = content
        self.bar = bar
    }

    override var ignoresSafeAreaEdges: Edge.Set { .all }

    override func makeView(size: CGSize, proposal: ProposedViewSize) -> UIView {
        let root = UIViewController()
        root.view = NodeHostView(node: content)
        root.navigationItem.title = bar.title
        root.navigationItem.largeTitleDisplayMode = bar.displayMode == .inline ? .never : .always
        root.navigationItem.leftBarButtonItems = bar.leadingItems.isEmpty ? nil : bar.leadingItems
        root.navigationItem.rightBarButtonItems = bar.trailingItems.isEmpty ? nil : bar.trailingItems
        let navigation = UINavigationController(rootViewController: root)
        navigation.navigationBar.prefersLargeTitles = bar.displayMode != .inline
        navigation.isNavigationBarHidden = bar.isBarHidden
        return ControllerHostView(frame: CGRect(origin: .zero, size: size), controller: navigation)
    }
}

/// A view holding a container controller's view (and the controller with
/// it), laying the controller's view out with its own.
final class ControllerHostView: UIView {
    let controller: UIViewController

    init(frame: CGRect, controller: UIViewController) {
        self.controller = controller
        super.init(frame: frame)
        controller.view.frame = bounds
        addSubview(controller.view)
    }

    required init?(coder: NSCoder) { nil }

    override func layoutSubviews() {
        super.layoutSubviews()
        controller.view.frame = bounds
        controller.view.setNeedsLayout()
        controller.view.layoutIfNeeded()
    }
}

/// A view that draws a node in its safe area, centred, as the host does: a screen's content under a bar.
final class NodeHostView: UIView {
    let node: Node
    private var shown: UIView?

    init(node: Node) {
        self.node = node
        super.init(frame: .zero)
        backgroundColor = .systemBackground
    }

    required init?(coder: NSCoder) { nil }

    override func layoutSubviews() {
        super.layoutSubviews()
        shown?.removeFromSuperview()
        shown = node.place(in: self)
    }
}

extension Node {
    /// Draws this node in `view`'s safe area (all of it, on the edges the node ignores the safe area), centred; returns the drawing.
    @MainActor
    func place(in view: UIView) -> UIView {
        let area = view.bounds.inset(by: view.safeAreaInsets.kept(on: Edge.Set.all.subtracting(ignoresSafeAreaEdges)))
        let proposal = ProposedViewSize(area.size)
        let size = self.size(for: proposal)
        let origin = CGPoint(x: area.minX + (area.width - size.width) / 2, y: area.minY + (area.height - size.height) / 2)
        // What is left of the insets beyond the node, on the edges it meets: where views inside that ignore the safe area draw.
        let frame = CGRect(origin: origin, size: size)
        let beyond = UIEdgeInsets(
            top: max(0, frame.minY - view.bounds.minY), left: max(0, frame.minX - view.bounds.minX),
            bottom: max(0, view.bounds.maxY - frame.maxY), right: max(0, view.bounds.maxX - frame.maxX))
        safeAreaOutsets = beyond.kept(forChildIn: frame.offsetBy(dx: -area.minX, dy: -area.minY), of: area.size)
        let drawn = makeView(size: size, proposal: proposal)
        drawn.shift(by: origin)
        view.addSubview(drawn)
        return drawn
    }
}

/// A configuration for a navigation bar that represents a view at the top of a navigation stack.
/// See [NavigationBarItem](https://developer.apple.com/documentation/swiftui/navigationbaritem).
public struct NavigationBarItem: Sendable {
    /// A style for displaying the title of a navigation bar.
    public enum TitleDisplayMode: Hashable, Sendable {
        /// Inherit the display mode from the previous navigation item: large at the root.
        case automatic
        /// Display the title within the standard bounds of the navigation bar.
        case inline
        /// Display a large title within an expanded navigation bar.
        case large
    }
}

extension EnvironmentValues {
    /// The bar of the navigation container views are in.
    var navigationBar: NavigationBarContent? {
        get { self[NavigationBarKey.self] }
        set { self[NavigationBarKey.self] = newValue }
    }
}

private enum NavigationBarKey: EnvironmentKey { static var defaultValue: NavigationBarContent? { nil } }
