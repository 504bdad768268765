/// Sets the priority by which a parent layout should apportion space to the content.
struct LayoutPriorityModifier: ViewModifier, NodeModifier {
    let priority: Double
    func body(content: Content) -> Never { fatalError("primitive") }
    func modify(_ node: Node, in environment: EnvironmentValues) -> Node { PriorityNode(content: node, priority: priority) }
}

/// Sets where the content is drawn among its container's children.
struct ZIndexModifier: ViewModifier, NodeModifier {
    let value: Double
    func body(content: Content) -> Never { fatalError("primitive") }
    func modify(_ node: Node, in environment: EnvironmentValues) -> Node { ZIndexNode(content: node, value: value) }
}

@MainActor
final class ZIndexNode: WrapperNode {
    let value: Double
    init(content: Node, value: Double) {
        self.value = value
        super.init(content: content)
    }
    override var zIndex: Double { value }
}

@MainActor
final class PriorityNode: WrapperNode {
    let priority: Double
    init(content: Node, priority: Double) {
        self.priority = priority
        super.init(content: content)
    }
    override var layoutPriority: Double { priority }
}

/// Sets an alignment guide of the content to a computed value.
struct AlignmentGuideModifier: ViewModifier, NodeModifier {
    let key: AlignmentKey
    let computeValue: (ViewDimensions) -> CGFloat
    func body(content: Content) -> Never { fatalError("primitive") }
    func modify(_ node: Node, in environment: EnvironmentValues) -> Node { AlignmentGuideNode(content: node, key: key, computeValue: computeValue) }
}

@MainActor
final class AlignmentGuideNode: WrapperNode {
    let key: AlignmentKey
    let computeValue: (ViewDimensions) -> CGFloat
    init(content: Node, key: AlignmentKey, computeValue: @escaping (ViewDimensions) -> CGFloat) {
        self.key = key
        self.computeValue = computeValue
        super.init(content: content)
    }
    override func explicitAlignment(_ key: AlignmentKey, at size: CGSize) -> CGFloat? {
        key == self.key ? computeValue(content.dimensions(at: size)) : content.explicitAlignment(key, at: size)
    }

    override func mightSetGuide(_ key: AlignmentKey) -> Bool { key == self.key || content.mightSetGuide(key) }
}

/// Sets a value a custom layout reads with a ``LayoutValueKey``.
struct LayoutValueModifier: ViewModifier, NodeModifier {
    let key: ObjectIdentifier
    let value: Any
    func body(content: Content) -> Never { fatalError("primitive") }
    func modify(_ node: Node, in environment: EnvironmentValues) -> Node { LayoutValueNode(content: node, key: key, value: value) }
}

@MainActor
final class LayoutValueNode: WrapperNode {
    let key: ObjectIdentifier
    let value: Any
    init(content: Node, key: ObjectIdentifier, value: Any) {
        self.key = key
        self.value = value
        super.init(content: content)
    }
    override var layoutValues: [ObjectIdentifier: Any] { content.layoutValues.merging([key: value]) { $1 } }
}

/// Positions the centre of the content at a point of its parent's space; the view takes the whole proposal.
struct PositionModifier: ViewModifier, NodeModifier {
    let position: CGPoint
    func body(content: Content) -> Never { fatalError("primitive") }
    func modify(_ node: Node, in environment: EnvironmentValues) -> Node { PositionNode(content: node, position: position) }
}

@MainActor
final class PositionNode: WrapperNode {
    let position: CGPoint
    init(content: Node, position: CGPoint) {
        self.position = position
        super.init(content: content)
    }
    override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { proposal.replacingUnspecifiedDimensions() }
    override func explicitAlignment(_ key: AlignmentKey, at size: CGSize) -> CGFloat? { nil }
    override func makeView(size: CGSize, proposal: ProposedViewSize) -> UIView {
        let view = UIView(frame: CGRect(origin: .zero, size: size))
        let childSize = content.size(for: proposal)
        let child = content.makeView(size: childSize, proposal: proposal)
        child.shift(by: CGPoint(x: position.x - childSize.width / 2, y: position.y - childSize.height / 2))
        view.addSubview(child)
        return view
    }
}

extension View {
    /// Sets the priority by which a parent layout should apportion space to this child.
    public func layoutPriority(_ value: Double) -> some View { modifier(LayoutPriorityModifier(priority: value)) }

    /// Controls the display order of overlapping views: a container draws a
    /// child with a higher value in front of one with a lower value; equal
    /// values keep their order. See [zIndex(_:)](https://developer.apple.com/documentation/swiftui/view/zindex(_:)).
    ///
    /// - Parameter value: A relative front-to-back ordering for this view; the default is 0.
    public func zIndex(_ value: Double) -> some View { modifier(ZIndexModifier(value: value)) }

    /// Sets the view's horizontal alignment.
    public func alignmentGuide(_ g: HorizontalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> some View {
        modifier(AlignmentGuideModifier(key: g.key, computeValue: computeValue))
    }

    /// Sets the view's vertical alignment.
    public func alignmentGuide(_ g: VerticalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> some View {
        modifier(AlignmentGuideModifier(key: g.key, computeValue: computeValue))
    }

    /// Associates a value with a custom layout property.
    public func layoutValue<K: LayoutValueKey>(key: K.Type, value: K.Value) -> some View {
        modifier(LayoutValueModifier(key: ObjectIdentifier(key), value: value))
    }

    /// Positions the center of this view at the specified point in its parent's coordinate space.
    public func position(_ position: CGPoint) -> some View { modifier(PositionModifier(position: position)) }

    /// Positions the center of this view at the specified coordinates in its parent's coordinate space.
    public func position(x: CGFloat = 0, y: CGFloat = 0) -> some View { position(CGPoint(x: x, y: y)) }
}
