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
