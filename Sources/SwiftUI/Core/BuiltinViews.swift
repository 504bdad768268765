/// A view that doesn't contain any content.
public struct EmptyView: View, PrimitiveView {
    /// Creates an empty view.
    @inlinable nonisolated public init() {}
    public var body: Never { primitiveBody() }
    func nodes(in context: ResolveContext) -> [Node] { [] }
}

/// A view created from a tuple of views: a ``ViewBuilder`` block of several.
public struct TupleView<T>: View, PrimitiveView {
    /// The views.
    public var value: T
    /// The views as a list, when a view builder made the tuple (read from the tuple otherwise).
    let views: [any View]?

    /// Creates a tuple view.
    public init(_ value: T) {
        self.value = value
        views = nil
    }

    init(_ value: T, views: [any View]) {
        self.value = value
        self.views = views
    }

    public var body: Never { primitiveBody() }

    func nodes(in context: ResolveContext) -> [Node] {
        let children = views ?? Mirror(reflecting: value).children.compactMap { $0.value as? any View }
        var nodes: [Node] = []
        for (index, view) in children.enumerated() { nodes += context.child(index).resolve(view) }
        return nodes
    }
}

/// Content that shows one of two views: the result of `if`/`else` and `switch` in a ``ViewBuilder``.
public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View, PrimitiveView {
    enum Storage {
        case trueContent(TrueContent)
        case falseContent(FalseContent)
    }
    let storage: Storage
    public var body: Never { primitiveBody() }

    func nodes(in context: ResolveContext) -> [Node] {
        switch storage {
        case .trueContent(let view): context.child("true").resolve(view)
        case .falseContent(let view): context.child("false").resolve(view)
        }
    }
}

extension Optional: View where Wrapped: View {
    public var body: Never { fatalError("Optional is a primitive view and has no body") }
}

extension Optional: PrimitiveView where Wrapped: View {
    func nodes(in context: ResolveContext) -> [Node] {
        map { context.child("some").resolve($0) } ?? []
    }
}

/// A type-erased view.
public struct AnyView: View, PrimitiveView {
    let view: any View

    /// Creates an instance that type-erases `view`.
    public init<V: View>(_ view: V) { self.view = view }

    /// Creates an instance from a view of any type, or nil when `value` is not a view.
    public init?(_fromValue value: Any) {
        guard let view = value as? any View else { return nil }
        self.view = view
    }
    public var body: Never { primitiveBody() }

    func nodes(in context: ResolveContext) -> [Node] {
        context.child(String(describing: type(of: view))).resolve(view)
    }
}

/// A type that collects multiple views into one, without laying them out:
/// modifiers applied to a group apply to each of its views.
public struct Group<Content: View>: View, PrimitiveView {
    let content: Content

    /// Creates a group of views.
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    public var body: Never { primitiveBody() }

    func nodes(in context: ResolveContext) -> [Node] { context.resolve(content) }
}
