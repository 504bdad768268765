import HeadlessGeometry
import HeadlessRaster

/// Draws a layer tree into a canvas, back to front, without recursion.
///
/// Each layer, in its own coordinate space: shadow, background, then (clipped
/// to the rounded bounds when ``Layer/masksToBounds``) contents, custom drawing
/// and sublayers sorted stably by ``Layer/zPosition``, then the border on top.
/// A layer with opacity below 1 and visible sublayers, or with a mask that is
/// not a simple shape, is drawn as a transparency group; only groups nest
/// calls, so the call depth is the number of nested groups, capped at
/// ``maxGroupDepth`` (deeper groups fall back to multiplying alpha).
/// Hidden layers and layers with NaN, infinite or negative geometry are
/// skipped with their sublayers.
@MainActor
struct LayerRenderer {
    /// The canvas drawn into.
    let canvas: Canvas
    /// Whether backdrop effects are drawn.
    let options: RenderOptions

    /// The most transparency groups nested inside each other.
    static let maxGroupDepth = 32

    /// How the first layer of a traversal is placed and faded.
    enum RootRole {
        /// The canvas is already in the root's space; its opacity and mask apply.
        case unplaced
        /// Drawn inside its own group: already placed, faded and masked by the group.
        case groupContent
        /// A mask layer: placed by its own geometry in the masked layer's space.
        case placed
    }

    private enum Step {
        case enter(Layer)
        case exit(Layer)
    }

    /// Draws `root` and its sublayers in the root's coordinate space.
    func render(_ root: Layer) {
        render(root, role: .unplaced, groupDepth: 0)
    }

    private func render(_ root: Layer, role: RootRole, groupDepth: Int) {
        var stack: [Step] = [.enter(root)]
        while let step = stack.popLast() {
            switch step {
            case .enter(let layer):
                guard !layer.isHidden, layer.hasValidGeometry else { continue }
                let isGroupContent = layer === root && role == .groupContent
                canvas.save()
                if layer !== root || role == .placed { canvas.concatenate(layer.toSuperlayer) }
                if !isGroupContent {
                    if let clip = layer.mask.flatMap(LayerRenderer.simpleMaskClip) { canvas.clip(to: clip) }
                    if needsGroup(layer), groupDepth < LayerRenderer.maxGroupDepth {
                        drawGroup(layer, groupDepth: groupDepth)
                        canvas.restore()
                        continue
                    }
                    canvas.alpha *= layer.opacity
                }
                drawBody(of: layer)
                stack.append(.exit(layer))
                canvas.concatenate(layer.sublayerTransformAboutAnchor)
                for child in layer.sublayersInDrawingOrder.reversed() { stack.append(.enter(child)) }
            case .exit(let layer):
                canvas.restore()  // the clip and sublayer transform of drawBody
                drawBorder(of: layer)
                canvas.restore()
            }
        }
    }

    /// Whether the layer must be flattened before it is faded or masked.
    private func needsGroup(_ layer: Layer) -> Bool {
        let fades = layer.opacity < 1 && layer.sublayers.contains { !$0.isHidden }
        let masksByAlpha = layer.mask.map { LayerRenderer.simpleMaskClip($0) == nil } ?? false
        return fades || masksByAlpha
    }

    /// Draws the layer's subtree into a group, masks it, and composites it at the layer's opacity.
    private func drawGroup(_ layer: Layer, groupDepth: Int) {
        canvas.withTransparencyLayer(alpha: layer.opacity) {
            render(layer, role: .groupContent, groupDepth: groupDepth + 1)
            if let mask = layer.mask, LayerRenderer.simpleMaskClip(mask) == nil {
                applyAlphaMask(mask, groupDepth: groupDepth + 1)
            }
        }
    }

    /// Keeps what is drawn only where `mask` is opaque: an inverted mask (opaque
    /// everywhere, the mask erased from it) erases the group's pixels.
    private func applyAlphaMask(_ mask: Layer, groupDepth: Int) {
        canvas.blendMode = .destinationOut
        canvas.withTransparencyLayer {
            if let everywhere = canvas.clipBoundingBox { canvas.fill(everywhere, color: .black) }
            canvas.blendMode = .destinationOut
            render(mask, role: .placed, groupDepth: groupDepth + 1)
        }
    }

    /// The path a mask layer reduces to when its alpha is a plain shape: an
    /// opaque, unmasked, childless, fully visible layer whose only drawing is
    /// its background (or a shape layer's opaque fill); `nil` otherwise.
    static func simpleMaskClip(_ mask: Layer) -> Path? {
        guard !mask.isHidden, mask.opacity >= 1, mask.sublayers.isEmpty, mask.mask == nil,
            mask.contents == nil, mask.borderWidth == 0, mask.shadowOpacity == 0,
            mask.hasValidGeometry
        else { return nil }
        guard let shape = mask.opaqueShape else { return nil }
        return shape.applying(mask.toSuperlayer)
    }
}
