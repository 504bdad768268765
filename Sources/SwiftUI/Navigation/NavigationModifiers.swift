/// Sets what a view's navigation container shows in its bar; the first
/// view (in resolution order) to set a value wins, as the outermost one does in SwiftUI.
struct NavigationBarModifier: ViewModifier, PrimitiveModifier {
    let change: @MainActor (NavigationBarContent, ResolveContext) -> Void
    func body(content: Content) -> Never { fatalError("primitive") }
    func nodes(of content: any View, in context: ResolveContext) -> [Node] {
        if let bar = context.environment.navigationBar { change(bar, context) }
        return context.resolve(content)
    }
}

extension View {
    /// Configures the view's title for purposes of navigation, using a localized string.
    public func navigationTitle(_ titleKey: LocalizedStringKey) -> some View { navigationTitle(Text(titleKey)) }

    /// Configures the view's title for purposes of navigation, using a string.
    @_disfavoredOverload
    public func navigationTitle<S: StringProtocol>(_ title: S) -> some View { navigationTitle(Text(title)) }

    /// Configures the view's title for purposes of navigation, using a text view.
    public func navigationTitle(_ title: Text) -> some View {
        modifier(NavigationBarModifier { bar, _ in if bar.title == nil { bar.title = title.plainString } })
    }

    /// Configures the title display mode for this view.
    public func navigationBarTitleDisplayMode(_ displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        modifier(NavigationBarModifier { bar, _ in if bar.displayMode == .automatic { bar.displayMode = displayMode } })
    }

    /// Sets the title and display mode in the navigation bar for this view (deprecated spelling).
    public func navigationBarTitle(_ title: Text, displayMode: NavigationBarItem.TitleDisplayMode = .automatic) -> some View {
        navigationTitle(title).navigationBarTitleDisplayMode(displayMode)
    }

    /// Sets the title and display mode in the navigation bar for this view (deprecated spelling).
    public func navigationBarTitle(_ titleKey: LocalizedStringKey, displayMode: NavigationBarItem.TitleDisplayMode = .automatic) -> some View {
        navigationBarTitle(Text(titleKey), displayMode: displayMode)
    }

    /// Sets the title and its display mode in the navigation bar, from a string (deprecated on iOS 14).
    /// See [navigationBarTitle(_:)](https://developer.apple.com/documentation/swiftui/view/navigationbartitle(_:)-6p1k7).
    ///
    /// - Parameters:
    ///   - title: The title.
    ///   - displayMode: The style of the title.
    @_disfavoredOverload
    public func navigationBarTitle<S: StringProtocol>(_ title: S, displayMode: NavigationBarItem.TitleDisplayMode = .automatic) -> some View {
        navigationBarTitle(Text(title), displayMode: displayMode)
    }

    /// Hides the navigation bar for this view (deprecated spelling).
    public func navigationBarHidden(_ hidden: Bool) -> some View { modifier(NavigationBarModifier { bar, _ in bar.isBarHidden = hidden }) }

    /// Hides the navigation back button for the view: the root has none.
    public func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true) -> some View { modifier(EmptyModifier()) }

    /// Associates a destination view with a presented data type for use within a navigation stack: a snapshot shows the root.
    public func navigationDestination<D: Hashable, C: View>(for data: D.Type, @ViewBuilder destination: @escaping (D) -> C) -> some View {
        modifier(EmptyModifier())
    }

    /// Populates the toolbar or navigation bar with the specified items.
    public func toolbar<Content: View>(@ViewBuilder content: () -> Content) -> some View {
        let items = content()
        return modifier(
            NavigationBarModifier { bar, context in
                let inner = context.child("toolbar")
                for node in inner.resolve(items) {
                    let item = (node as? ToolbarItemNode)
                    let title = item?.title ?? ToolbarItem<(), EmptyView>.first(TextNode.self, in: [node])?.plainText
                    let image = item?.image ?? ToolbarItem<(), EmptyView>.first(ImageNode.self, in: [node])?.image
                    let barItem = UIBarButtonItem(title: title, image: title == nil ? image : nil)
                    if item?.placement.isLeading == true { bar.leadingItems.append(barItem) } else { bar.trailingItems.append(barItem) }
                }
            })
    }

    /// Specifies the visibility of a bar managed by SwiftUI (the navigation bar hidden with `.hidden`).
    public func toolbar(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
        modifier(NavigationBarModifier { bar, _ in if visibility == .hidden { bar.isBarHidden = true } })
    }
}

/// A model that represents an item which can be placed in the toolbar or navigation bar.
/// See [ToolbarItem](https://developer.apple.com/documentation/swiftui/toolbaritem).
public struct ToolbarItem<ID, Content: View>: View, PrimitiveView {
    let placement: ToolbarItemPlacement
    let content: Content

    /// Creates a toolbar item with the specified placement and content.
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) where ID == () {
        self.placement = placement
        self.content = content()
    }

    public var body: Never { primitiveBody() }

    func nodes(in context: ResolveContext) -> [Node] {
        let nodes = context.resolve(content)
        return [
            ToolbarItemNode(
                placement: placement, title: Self.first(TextNode.self, in: nodes)?.plainText, image: Self.first(ImageNode.self, in: nodes)?.image)
        ]
    }

    /// The first node of `type` in `nodes` or what they wrap.
    @MainActor static func first<T: Node>(_ type: T.Type, in nodes: [Node]) -> T? {
        for node in nodes {
            if let found = node as? T { return found }
            if let wrapper = node as? WrapperNode, let found = first(type, in: [wrapper.content]) { return found }
            if let layout = node as? any ChildrenProviding, let found = first(type, in: layout.childNodes) { return found }
        }
        return nil
    }
}

/// A toolbar item resolved: what the bar shows for it.
@MainActor
final class ToolbarItemNode: Node {
    let placement: ToolbarItemPlacement
    let title: String?
    let image: UIImage?

    init(placement: ToolbarItemPlacement, title: String?, image: UIImage?) {
        self.placement = placement
        self.title = title
        self.image = image
    }
}

/// A structure that defines the placement of a toolbar item.
/// See [ToolbarItemPlacement](https://developer.apple.com/documentation/swiftui/toolbaritemplacement).
public struct ToolbarItemPlacement: Sendable {
    let isLeading: Bool
    public static let automatic = ToolbarItemPlacement(isLeading: false)
    public static let primaryAction = ToolbarItemPlacement(isLeading: false)
    public static let confirmationAction = ToolbarItemPlacement(isLeading: false)
    public static let cancellationAction = ToolbarItemPlacement(isLeading: true)
    public static let destructiveAction = ToolbarItemPlacement(isLeading: false)
    public static let principal = ToolbarItemPlacement(isLeading: false)
    public static let navigationBarLeading = ToolbarItemPlacement(isLeading: true)
    public static let navigationBarTrailing = ToolbarItemPlacement(isLeading: false)
    public static let topBarLeading = ToolbarItemPlacement(isLeading: true)
    public static let topBarTrailing = ToolbarItemPlacement(isLeading: false)
    public static let bottomBar = ToolbarItemPlacement(isLeading: false)
}

/// The placement of a toolbar.
/// See [ToolbarPlacement](https://developer.apple.com/documentation/swiftui/toolbarplacement).
public struct ToolbarPlacement: Sendable {
    let name: String
    public static let automatic = ToolbarPlacement(name: "automatic")
    public static let navigationBar = ToolbarPlacement(name: "navigationBar")
    public static let tabBar = ToolbarPlacement(name: "tabBar")
    public static let bottomBar = ToolbarPlacement(name: "bottomBar")
}

/// A node with child nodes, for finding what a toolbar item shows.
@MainActor
protocol ChildrenProviding {
    var childNodes: [Node] { get }
}

extension LayoutNode: ChildrenProviding {
    var childNodes: [Node] { children }
}
