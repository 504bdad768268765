/// A container view that defines its content as a function of its own size
/// and coordinate space: it takes the space it is offered (10 points where a
/// dimension is unspecified) and places its content at its top-leading corner.
/// See [GeometryReader](https://developer.apple.com/documentation/swiftui/geometryreader).
public struct GeometryReader<Content: View>: View, PrimitiveView {
    /// The view's content, built from a proxy of the reader's geometry.
    public var content: (GeometryProxy) -> Content

    /// Creates a geometry reader.
    public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) { self.content = content }
    public var body: Never { primitiveBody() }

    func nodes(in context: ResolveContext) -> [Node] {
        let content = self.content
        let inner = context.child("geometry").updatingEnvironment { $0.stackAxis = nil }
        return [GeometryReaderNode { size in inner.resolve(content(GeometryProxy(size: size))) }]
    }
}

/// A proxy for access to the size and coordinate space of the container view.
/// See [GeometryProxy](https://developer.apple.com/documentation/swiftui/geometryproxy).
public struct GeometryProxy {
    /// The size of the container view.
    public let size: CGSize
    /// The safe area inset of the container view: none inside a snapshot's content.
    public var safeAreaInsets: EdgeInsets { EdgeInsets() }

    /// The container view's bounds rectangle in its own coordinate space (the same in every space named here).
    public func frame(in coordinateSpace: CoordinateSpace) -> CGRect { CGRect(origin: .zero, size: size) }
}

/// A resolved coordinate space: its own, its parent's or a named one.
/// See [CoordinateSpace](https://developer.apple.com/documentation/swiftui/coordinatespace).
public enum CoordinateSpace {
    case global, local
    case named(AnyHashable)
}

extension View {
    /// Assigns a name to the view's coordinate space.
    public func coordinateSpace<T: Hashable>(name: T) -> some View { modifier(EmptyModifier()) }

    /// Assigns a name to the view's coordinate space (the iOS 17 spelling).
    ///
    /// - Parameter name: The name.
    public func coordinateSpace(_ name: NamedCoordinateSpace) -> some View { modifier(EmptyModifier()) }
}

/// A named coordinate space, as `coordinateSpace(_:)` names a view's.
/// See [NamedCoordinateSpace](https://developer.apple.com/documentation/swiftui/namedcoordinatespace).
public struct NamedCoordinateSpace: Hashable {
    let name: AnyHashable

    /// Creates a named coordinate space using the given value.
    ///
    /// - Parameter name: A unique value that identifies the coordinate space.
    public static func named(_ name: some Hashable) -> NamedCoordinateSpace { NamedCoordinateSpace(name: AnyHashable(name)) }
}

@MainActor
final class GeometryReaderNode: Node {
    let build: @MainActor (CGSize) -> [Node]

    init(build: @escaping @MainActor (CGSize) -> [Node]) { self.build = build }

    override func makeView(size: CGSize, proposal: ProposedViewSize) -> UIView {
        let view = UIView(frame: CGRect(origin: .zero, size: size))
        let stack = LayoutNode(layout: ZStackLayout(alignment: .topLeading), children: build(size))
        let contentProposal = ProposedViewSize(size)
        let contentSize = stack.size(for: contentProposal)
        view.addSubview(stack.makeView(size: contentSize, proposal: contentProposal))
        return view
    }
}
