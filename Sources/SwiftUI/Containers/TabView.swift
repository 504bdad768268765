/// A view that switches between multiple child views using interactive user
/// interface elements: drawn by the UIKit face's tab bar controller, one tab
/// per child with its `tabItem` (a label's title and image), the selected
/// one (the first, or the `selection` binding's tag) shown.
/// See [TabView](https://developer.apple.com/documentation/swiftui/tabview).
public struct TabView<SelectionValue: Hashable, Content: View>: View, PrimitiveView {
    let selection: Binding<SelectionValue>?
    let content: Content

    /// Creates a tab view that uses a binding to the selected tab's tag.
    public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) {
        self.selection = selection
        self.content = content()
    }

    public var body: Never { primitiveBody() }

    func nodes(in context: ResolveContext) -> [Node] {
        let tabs = context.updatingEnvironment { $0.stackAxis = nil }.resolve(content)
        let tags = tabs.map { ($0 as? TaggedNode)?.tag }
        let selected = selection.flatMap { binding in tags.firstIndex { $0 == AnyHashable(binding.wrappedValue) } } ?? 0
        if let pageStyle = context.environment.pageTabViewStyle {
            return [PageTabNode(pages: tabs, selected: selected, style: pageStyle, index: context.environment.pageIndexViewStyle)]
        }
        return [TabNode(tabs: tabs, selected: selected)]
    }
}

extension TabView where SelectionValue == Int {
    /// Creates a tab view showing its first tab.
    public init(@ViewBuilder content: () -> Content) { self.init(selection: nil, content: content) }
}

/// A tab bar controller showing its tabs' content; ignores the safe area, as a tab bar controller fills the screen.
@MainActor
final class TabNode: Node {
    let tabs: [Node]
    let selected: Int

    init(tabs: [Node], selected: Int) {
        self.tabs = tabs
        self.selected = selected
    }

    override var ignoresSafeAreaEdges: Edge.Set { .all }

    override func makeView(size: CGSize, proposal: ProposedViewSize) -> UIView {
        let controllers = tabs.map { tab -> UIViewController in
            let controller = UIViewController()
            controller.view = NodeHostView(node: tab)
            let item = tab as? TaggedNode
            controller.tabBarItem = UITabBarItem(title: item?.title, image: item?.image, tag: 0)
            controller.tabBarItem.badgeValue = item?.badge
            return controller
        }
        let tabBar = UITabBarController()
        tabBar.viewControllers = controllers
        tabBar.selectedIndex = min(selected, max(0, controllers.count - 1))
        return ControllerHostView(frame: CGRect(origin: .zero, size: size), controller: tabBar)
    }
}

/// A view with what its `tag` (for a tab view or picker) and `tabItem` (for a tab bar) give it.
@MainActor
final class TaggedNode: WrapperNode {
    var title: String?
    var image: UIImage?
    var tag: AnyHashable?
    /// The badge of the tab's item, if any.
    var badge: String?
}

/// Sets the tab bar item of a tab's content.
struct TabItemModifier: ViewModifier, PrimitiveModifier {
    let label: any View
    func body(content: Content) -> Never { fatalError("primitive") }
    func nodes(of content: any View, in context: ResolveContext) -> [Node] {
        let labelNodes = context.child("tabItem").resolve(label)
        return context.resolve(content).map { node in
            let tab = node as? TaggedNode ?? TaggedNode(content: node)
            tab.title = ToolbarItem<(), EmptyView>.first(TextNode.self, in: labelNodes)?.plainText
            tab.image = ToolbarItem<(), EmptyView>.first(ImageNode.self, in: labelNodes)?.image
            return tab
        }
    }
}

/// Sets the tag a tab (or a picker's option) is selected by.
struct TagModifier: ViewModifier, PrimitiveModifier {
    let tag: AnyHashable
    func body(content: Content) -> Never { fatalError("primitive") }
    func nodes(of content: any View, in context: ResolveContext) -> [Node] {
        context.resolve(content).map { node in
            let tagged = node as? TaggedNode ?? TaggedNode(content: node)
            tagged.tag = tag
            return tagged
        }
    }
}

extension View {
    /// Sets the tab bar item associated with this view.
    public func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> some View { modifier(TabItemModifier(label: label())) }

    /// Sets the unique tag value of this view, which selects it in a tab view or picker.
    public func tag<V: Hashable>(_ tag: V) -> some View { modifier(TagModifier(tag: AnyHashable(tag))) }
}
