/// A node drawn with an effect on top of its content's drawing (opacity,
/// clipping, shadow, transforms, offset): layout is the content's.
@MainActor
final class EffectNode: WrapperNode {
    let effect: @MainActor (UIView) -> Void

    init(content: Node, effect: @escaping @MainActor (UIView) -> Void) {
        self.effect = effect
        super.init(content: content)
    }

    /// The effect is set on an inner view, so that the parent can move the outer one freely.
    override func makeView(size: CGSize, proposal: ProposedViewSize) -> UIView {
        let view = UIView(frame: CGRect(origin: .zero, size: size))
        let inner = UIView(frame: view.bounds)
        inner.addSubview(content.makeView(size: size, proposal: proposal))
        effect(inner)
        view.addSubview(inner)
        return view
    }
}

/// A modifier that draws its content with an effect.
struct DrawingEffectModifier: ViewModifier, NodeModifier {
    let effect: @MainActor (UIView, EnvironmentValues) -> Void
    func body(content: Content) -> Never { fatalError("primitive") }
    func modify(_ node: Node, in environment: EnvironmentValues) -> Node {
        EffectNode(content: node) { effect($0, environment) }
    }
}

extension View {
    /// Sets the transparency of this view.
    public func opacity(_ opacity: Double) -> some View { modifier(DrawingEffectModifier { view, _ in view.alpha = view.alpha * opacity }) }

    /// Hides this view unconditionally; it keeps its place in the layout.
    public func hidden() -> some View { modifier(DrawingEffectModifier { view, _ in view.isHidden = true }) }

    /// Offset this view by the horizontal and vertical amount specified in the offset parameter; its layout place is unchanged.
    public func offset(_ offset: CGSize) -> some View { self.offset(x: offset.width, y: offset.height) }

    /// Offset this view by the specified horizontal and vertical distances; its layout place is unchanged.
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View {
        modifier(DrawingEffectModifier { view, _ in view.bounds.origin = CGPoint(x: -x, y: -y) })
    }

    /// Clips this view to its bounding rectangular frame.
    public func clipped(antialiased: Bool = false) -> some View { modifier(DrawingEffectModifier { view, _ in view.clipsToBounds = true }) }

    /// Clips this view to its bounding frame, with the specified corner radius.
    public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> some View {
        modifier(
            DrawingEffectModifier { view, _ in
                view.layer.cornerRadius = radius
                view.clipsToBounds = true
            })
    }

    /// Sets a clipping shape for this view.
    public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> some View {
        modifier(
            DrawingEffectModifier { view, _ in
                let mask = CAShapeLayer()
                mask.frame = view.bounds
                mask.path = shape.path(in: view.bounds).cgPath
                mask.fillRule = style.isEOFilled ? .evenOdd : .nonZero
                view.layer.mask = mask
            })
    }

    /// Adds a shadow to this view: by default black at a third opacity, as SwiftUI's.
    public func shadow(color: Color = Color(.sRGB, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> some View {
        modifier(
            DrawingEffectModifier { view, environment in
                view.layer.castShadow(color: color.resolved(in: environment), radius: radius, offset: CGSize(width: x, height: y))
            })
    }

    /// Rotates a view's rendered output in two dimensions around the specified point.
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View {
        modifier(DrawingEffectModifier { view, _ in view.transform(around: anchor, CGAffineTransform(rotationAngle: angle.radians)) })
    }

    /// Scales this view's rendered output by the given horizontal and vertical amounts, relative to an anchor point.
    public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> some View {
        modifier(DrawingEffectModifier { view, _ in view.transform(around: anchor, CGAffineTransform(scaleX: x, y: y)) })
    }

    /// Scales this view's rendered output by the given amount in both the horizontal and vertical directions, relative to an anchor point.
    public func scaleEffect(_ s: CGFloat, anchor: UnitPoint = .center) -> some View { scaleEffect(x: s, y: s, anchor: anchor) }

    /// Scales this view's rendered output by the given size, relative to an anchor point.
    public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some View {
        scaleEffect(x: scale.width, y: scale.height, anchor: anchor)
    }

    /// Applies a Gaussian blur to this view. Not drawn yet: the view is shown sharp.
    public func blur(radius: CGFloat, opaque: Bool = false) -> some View { modifier(EmptyModifier()) }
}

extension UIView {
    /// Sets the view's transform about `anchor` (in unit coordinates of its bounds) rather than its centre.
    @MainActor
    func transform(around anchor: UnitPoint, _ transform: CGAffineTransform) {
        let frame = self.frame
        layer.anchorPoint = CGPoint(x: anchor.x, y: anchor.y)
        layer.position = CGPoint(x: frame.minX + anchor.x * frame.width, y: frame.minY + anchor.y * frame.height)
        self.transform = transform
    }
}
