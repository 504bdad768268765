/// Where a view is resolved: the graph that keeps its state, its place in
/// the tree (the structural identity that state is kept under), and the
/// environment it reads.
@MainActor
struct ResolveContext {
    let graph: ViewGraph
    let path: String
    var environment: EnvironmentValues

    /// The context of a child at `component` of this view's place.
    func child(_ component: some CustomStringConvertible) -> ResolveContext {
        ResolveContext(graph: graph, path: path + "/" + component.description, environment: environment)
    }

    /// This context with its environment changed by `change`.
    func updatingEnvironment(_ change: (inout EnvironmentValues) -> Void) -> ResolveContext {
        var context = self
        change(&context.environment)
        return context
    }

    /// The nodes `view` becomes here: a primitive view's own, or those of its body
    /// once its state, bindings and environment are linked to this place.
    func resolve(_ view: any View) -> [Node] { resolveOpened(view) }

    private func resolveOpened<V: View>(_ view: V) -> [Node] {
        if let primitive = view as? PrimitiveView { return primitive.nodes(in: self) }
        if let represented = representedNode(view) { return [represented] }
        DynamicPropertyLinker(context: self).link(view)
        let changes = graph.changes
        let body = withObservationTracking {
            view.body
        } onChange: {
            changes.set()
        }
        return child(Self.name(of: V.Body.self)).resolve(body)
    }

    /// The names of body types, each described once: describing a generic type walks its metadata.
    private static var typeNames: [ObjectIdentifier: String] = [:]

    /// The name of `type`, a component of its place in the tree.
    private static func name(of type: Any.Type) -> String {
        if let name = typeNames[ObjectIdentifier(type)] { return name }
        let name = String(describing: type)
        typeNames[ObjectIdentifier(type)] = name
        return name
    }
}

extension ResolveContext {
    /// The one node `view` becomes, with several grouped as a stack would not: the
    /// first when a modifier's content resolves to more than one.
    func resolveSingle(_ view: any View) -> Node {
        let nodes = resolve(view)
        return nodes.count == 1 ? nodes[0] : ZStackNode(children: nodes, alignment: .center)
    }
}
