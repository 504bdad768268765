/// A secondary view behind or in front of the content: proposed the
/// content's size and aligned to it; the pair is as large as the content.
/// See [background(alignment:content:)](https://developer.apple.com/documentation/swiftui/view/background(alignment:content:)).
struct LayeredModifier: ViewModifier, PrimitiveModifier {
    let layer: any View
    let alignment: Alignment
    let isBehind: Bool
    func body(content: Content) -> Never { fatalError("primitive") }

    func nodes(of content: any View, in context: ResolveContext) -> [Node] {
        let secondary = context.child(isBehind ? "background" : "overlay").updatingEnvironment { $0.stackAxis = nil }.resolveSingle(layer)
        return context.resolve(content).map { LayeredNode(content: $0, layer: secondary, alignment: alignment, isBehind: isBehind) }
    }
}

@MainActor
final class LayeredNode: WrapperNode {
    let layer: Node
    let alignment: Alignment
    let isBehind: Bool

    init(content: Node, layer: Node, alignment: Alignment, isBehind: Bool) {
        self.layer = layer
        self.alignment = alignment
        self.isBehind = isBehind
        super.init(content: content)
    }

    override func makeView(size: CGSize, proposal: ProposedViewSize) -> UIView {
        let view = UIView(frame: CGRect(origin: .zero, size: size))
        content.safeAreaOutsets = safeAreaOutsets
        let primary = content.makeView(size: size, proposal: proposal)
        let layerProposal = ProposedViewSize(size)
        let layerSize = layer.size(for: layerProposal)
        let frame = ViewDimensions(size: size)
        let dimensions = layer.dimensions(at: layerSize)
        let layerOrigin = CGPoint(
            x: frame[alignment.horizontal.key] - dimensions[alignment.horizontal.key],
            y: frame[alignment.vertical.key] - dimensions[alignment.vertical.key])
        layer.safeAreaOutsets = outsets(forChildIn: CGRect(origin: layerOrigin, size: layerSize), of: size)
        let secondary = layer.makeView(size: layerSize, proposal: layerProposal)
        secondary.shift(by: layerOrigin)
        if isBehind {
            view.addSubview(secondary)
            view.addSubview(primary)
        } else {
            view.addSubview(primary)
            view.addSubview(secondary)
        }
        return view
    }
}

extension View {
    /// Layers the views that you specify behind this view.
    public func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        modifier(LayeredModifier(layer: content(), alignment: alignment, isBehind: true))
    }

    /// Layers the specified view behind this view.
    @_disfavoredOverload
    public func background<Background: View>(_ background: Background, alignment: Alignment = .center) -> some View {
        modifier(LayeredModifier(layer: background, alignment: alignment, isBehind: true))
    }

    /// Sets the view's background to a style, which extends into the safe
    /// area on `edges` where the view meets it, as Apple's documentation of
    /// [background(_:ignoresSafeAreaEdges:)](https://developer.apple.com/documentation/swiftui/view/background(_:ignoressafeareaedges:)) says.
    ///
    /// - Parameters:
    ///   - style: The style to fill the background with.
    ///   - edges: The edges on which the background extends into the safe area; all by default.
    public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        modifier(LayeredModifier(layer: Rectangle().fill(style).ignoresSafeArea(.container, edges: edges), alignment: .center, isBehind: true))
    }

    /// Sets the view's background to the default background style (the environment's `backgroundStyle`, or the system background).
    ///
    /// - Parameter edges: The edges on which the background extends into the safe area; all by default.
    public func background(ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        background(BackgroundStyle(), ignoresSafeAreaEdges: edges)
    }

    /// Sets the view's background to an insettable shape filled with a style.
    public func background<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
        modifier(LayeredModifier(layer: shape.fill(style, style: fillStyle), alignment: .center, isBehind: true))
    }

    /// Sets the view's background to a shape filled with the default background style.
    public func background<T: Shape>(in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
        background(BackgroundStyle(), in: shape, fillStyle: fillStyle)
    }

    /// Layers the views that you specify in front of this view.
    public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        modifier(LayeredModifier(layer: content(), alignment: alignment, isBehind: false))
    }

    /// Layers a secondary view in front of this view.
    @_disfavoredOverload
    public func overlay<Overlay: View>(_ overlay: Overlay, alignment: Alignment = .center) -> some View {
        modifier(LayeredModifier(layer: overlay, alignment: alignment, isBehind: false))
    }

    /// Layers the specified style in front of this view.
    public func overlay<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        modifier(LayeredModifier(layer: Rectangle().fill(style), alignment: .center, isBehind: false))
    }

    /// Layers a shape that you specify in front of this view.
    public func overlay<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
        modifier(LayeredModifier(layer: shape.fill(style, style: fillStyle), alignment: .center, isBehind: false))
    }

    /// Adds a border to this view with the specified style and width, inside its bounds.
    public func border<S: ShapeStyle>(_ content: S, width: CGFloat = 1) -> some View {
        overlay(Rectangle().strokeBorder(content, lineWidth: width))
    }
}
