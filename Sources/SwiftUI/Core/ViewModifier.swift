/// A modifier that you apply to a view or another view modifier, producing a
/// different version of the original value.
/// See [ViewModifier](https://developer.apple.com/documentation/swiftui/viewmodifier).
@MainActor @preconcurrency
public protocol ViewModifier {
    /// The type of view representing the body.
    associatedtype Body: View
    /// The content view type passed to `body()`.
    typealias Content = _ViewModifier_Content<Self>
    /// Gets the current body of the caller.
    @ViewBuilder func body(content: Self.Content) -> Self.Body
}

/// The content a view modifier's body is given: the view it modifies.
public struct _ViewModifier_Content<Modifier: ViewModifier>: View, PrimitiveView {
    let content: any View
    public var body: Never { primitiveBody() }
    func nodes(in context: ResolveContext) -> [Node] { context.child("content").resolve(content) }
}

/// A modifier this module applies itself to the nodes of its content.
@MainActor
protocol PrimitiveModifier {
    /// The nodes of `content` with this modifier applied, in `context`.
    func nodes(of content: any View, in context: ResolveContext) -> [Node]
}

/// A modifier that changes each node of its content.
@MainActor
protocol NodeModifier: PrimitiveModifier {
    /// `node` with this modifier applied, in `environment`.
    func modify(_ node: Node, in environment: EnvironmentValues) -> Node
}

extension NodeModifier {
    func nodes(of content: any View, in context: ResolveContext) -> [Node] {
        context.resolve(content).map { modify($0, in: context.environment) }
    }
}

/// A modifier that changes the environment of its content.
@MainActor
protocol EnvironmentModifier: PrimitiveModifier {
    /// Changes `environment` for the content.
    func update(_ environment: inout EnvironmentValues)
}

extension EnvironmentModifier {
    func nodes(of content: any View, in context: ResolveContext) -> [Node] {
        context.updatingEnvironment(update).resolve(content)
    }
}

/// A value with a modifier applied to it.
/// See [ModifiedContent](https://developer.apple.com/documentation/swiftui/modifiedcontent).
public struct ModifiedContent<Content, Modifier> {
    /// The content that the modifier transforms into a new view or new view modifier.
    public var content: Content
    /// The view modifier or other modifier.
    public var modifier: Modifier

    /// A structure that the defines the content and modifier needed to produce a new view or view modifier.
    nonisolated public init(content: Content, modifier: Modifier) {
        self.content = content
        self.modifier = modifier
    }
}

extension ModifiedContent: View, PrimitiveView where Content: View, Modifier: ViewModifier {
    public var body: Never { primitiveBody() }

    func nodes(in context: ResolveContext) -> [Node] {
        if let primitive = modifier as? PrimitiveModifier { return primitive.nodes(of: content, in: context.child("m")) }
        DynamicPropertyLinker(context: context).link(modifier)
        let body = modifier.body(content: _ViewModifier_Content(content: content))
        return context.child(String(describing: Modifier.Body.self)).resolve(body)
    }
}

extension ModifiedContent: ViewModifier where Content: ViewModifier, Modifier: ViewModifier {
    public func body(content: _ViewModifier_Content<ModifiedContent<Content, Modifier>>) -> some View {
        content.modifier(self.content).modifier(modifier)
    }
}

extension View {
    /// Applies a modifier to a view and returns a new view.
    public func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T> { ModifiedContent(content: self, modifier: modifier) }
}

extension ViewModifier {
    /// Returns a new modifier that is the result of concatenating `self` with `modifier`.
    public func concat<T>(_ modifier: T) -> ModifiedContent<Self, T> { ModifiedContent(content: self, modifier: modifier) }
}

/// An empty, or identity, modifier.
/// See [EmptyModifier](https://developer.apple.com/documentation/swiftui/emptymodifier).
public struct EmptyModifier: ViewModifier, PrimitiveModifier {
    public static let identity = EmptyModifier()
    nonisolated public init() {}
    public func body(content: Content) -> Never { fatalError("EmptyModifier is primitive") }
    func nodes(of content: any View, in context: ResolveContext) -> [Node] { context.resolve(content) }
}
