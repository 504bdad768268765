internal import HeadlessLayers

/// Drawing a layer tree into a context.
extension CALayer {
    /// Draws the layer and its sublayers into `ctx`, in the layer's own
    /// coordinate space (its position and transform are not applied), as
    /// Core Animation's `render(in:)`: visual effect views draw only their tint.
    /// [Apple's documentation](https://developer.apple.com/documentation/quartzcore/calayer/render(in:))
    public func render(in ctx: CGContext) { backing.render(in: ctx.canvas) }
}
