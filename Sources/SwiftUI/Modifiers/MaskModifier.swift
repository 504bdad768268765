/// Masks the content with another view: the content shows where the mask
/// is opaque. The mask is proposed the content's size and aligned to it.
/// See [mask(alignment:_:)](https://developer.apple.com/documentation/swiftui/view/mask(alignment:_:)).
struct MaskModifier: ViewModifier, PrimitiveModifier {
    let mask: any View
    let alignment: Alignment
    func body(content: Content) -> Never { fatalError("primitive") }

    func nodes(of content: any View, in context: ResolveContext) -> [Node] {
        let mask = context.child("mask").updatingEnvironment { $0.stackAxis = nil }.resolveSingle(self.mask)
        return context.resolve(content).map { node in
            EffectNode(content: node) { view in
                let layer = LayeredNode(content: SizedNode(size: view.bounds.size), layer: mask, alignment: alignment, isBehind: false)
                    .makeView(size: view.bounds.size, proposal: ProposedViewSize(view.bounds.size))
                view.layer.mask = layer.layer
            }
        }
    }
}

/// A node of a fixed size that draws nothing: what a mask is aligned in.
@MainActor
final class SizedNode: Node {
    let fixedSize: CGSize
    init(size: CGSize) { fixedSize = size }
    override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { fixedSize }
}

extension View {
    /// Masks this view using the alpha channel of the given view.
    public func mask<Mask: View>(alignment: Alignment = .center, @ViewBuilder _ mask: () -> Mask) -> some View {
        modifier(MaskModifier(mask: mask(), alignment: alignment))
    }

    /// Masks this view using the alpha channel of the given view (deprecated spelling).
    public func mask<Mask: View>(_ mask: Mask) -> some View { modifier(MaskModifier(mask: mask, alignment: .center)) }
}
