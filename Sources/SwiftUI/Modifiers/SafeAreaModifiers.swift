/// Extends the content into the safe area on some edges, where it is the root of a host.
struct IgnoresSafeAreaModifier: ViewModifier, NodeModifier {
    let edges: Edge.Set
    func body(content: Content) -> Never { fatalError("primitive") }
    func modify(_ node: Node, in environment: EnvironmentValues) -> Node { SafeAreaNode(content: node, edges: edges) }
}

@MainActor
final class SafeAreaNode: WrapperNode {
    let edges: Edge.Set
    init(content: Node, edges: Edge.Set) {
        self.edges = edges
        super.init(content: content)
    }
    override var ignoresSafeAreaEdges: Edge.Set { edges.union(content.ignoresSafeAreaEdges) }

    /// Extends the content by the outsets on the ignored edges: a background
    /// colour or gradient that ignores the safe area reaches the screen's edge.
    override func makeView(size: CGSize, proposal: ProposedViewSize) -> UIView {
        let extra = safeAreaOutsets.kept(on: edges)
        content.safeAreaOutsets = .zero
        guard extra != .zero else { return content.makeView(size: size, proposal: proposal) }
        let extended = CGSize(width: size.width + extra.left + extra.right, height: size.height + extra.top + extra.bottom)
        let view = content.makeView(size: extended, proposal: ProposedViewSize(extended))
        view.shift(by: CGPoint(x: -extra.left, y: -extra.top))
        return view
    }
}

/// A type that describes the different kinds of safe area regions.
/// See [SafeAreaRegions](https://developer.apple.com/documentation/swiftui/safearearegions).
public struct SafeAreaRegions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The safe area defined by the device and containers within the user interface.
    public static let container = SafeAreaRegions(rawValue: 1 << 0)
    /// The safe area matching the current extent of any software keyboard.
    public static let keyboard = SafeAreaRegions(rawValue: 1 << 1)
    /// All safe area regions.
    public static let all: SafeAreaRegions = [.container, .keyboard]
}

extension View {
    /// Expands the safe area of a view: at the root of a host, it is laid out over the safe area on `edges`.
    public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> some View {
        modifier(IgnoresSafeAreaModifier(edges: regions.contains(.container) ? edges : []))
    }

    /// Changes the view's proposed area to extend outside the screen's safe areas (deprecated spelling).
    public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> some View { modifier(IgnoresSafeAreaModifier(edges: edges)) }
}

extension View {
    /// Shows `content` along `edge`, and lays this view out in the space left
    /// beside it, as its safe area shrinks by the inset on iOS. A view that
    /// fills what it is offered (a list, a scroll view, a custom layout) ends
    /// where the inset begins; the inset takes its ideal height first.
    /// See [safeAreaInset(edge:alignment:spacing:content:)](https://developer.apple.com/documentation/swiftui/view/safeareainset(edge:alignment:spacing:content:)-6gwby).
    ///
    /// - Parameters:
    ///   - edge: The vertical edge of the view to inset by the height of `content`.
    ///   - alignment: The alignment of `content` across the view.
    ///   - spacing: Extra distance between the view and `content`; `nil` for none.
    ///   - content: The view shown in the inset.
    public func safeAreaInset<V: View>(
        edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> V
    ) -> some View {
        let inset = content()
        return VStack(alignment: alignment, spacing: spacing ?? 0) {
            if edge == .top { inset }
            self
            if edge == .bottom { inset }
        }
    }

    /// Shows `content` along `edge`, and lays this view out in the space left beside it.
    /// See [safeAreaInset(edge:alignment:spacing:content:)](https://developer.apple.com/documentation/swiftui/view/safeareainset(edge:alignment:spacing:content:)-4s51l).
    ///
    /// - Parameters:
    ///   - edge: The horizontal edge of the view to inset by the width of `content`.
    ///   - alignment: The alignment of `content` along the view.
    ///   - spacing: Extra distance between the view and `content`; `nil` for none.
    ///   - content: The view shown in the inset.
    public func safeAreaInset<V: View>(
        edge: HorizontalEdge, alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> V
    ) -> some View {
        let inset = content()
        return HStack(alignment: alignment, spacing: spacing ?? 0) {
            if edge == .leading { inset }
            self
            if edge == .trailing { inset }
        }
    }
}
