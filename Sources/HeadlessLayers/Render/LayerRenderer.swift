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
/// A layer seen in perspective (``Layer/projectionToSuperlayer``) is drawn
/// flat into an image of its extent, which then goes through the projection
/// (such images nest as groups do; deeper, the affine part is drawn), and
/// a layer showing its back is skipped when it is not double-sided. A
/// ``ReplicatorLayer`` draws its sublayers once per instance, each instance
/// a group level.
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
                let isPlaced = layer !== root || role == .placed
                let projection = isPlaced ? layer.projectionToSuperlayer : nil
                if isPlaced, !layer.isDoubleSided, layer.showsBack(through: projection) { continue }
                canvas.save()
                if isPlaced {
                    if let projection, projection.affine == nil, groupDepth < LayerRenderer.maxGroupDepth {
                        drawProjected(layer, through: projection, groupDepth: groupDepth)
                        canvas.restore()
                        continue
                    }
                    canvas.concatenate(projection?.affine ?? layer.toSuperlayer)
                }
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
                canvas.concatenate(layer.drawnSublayerTransform)
                if let replicator = layer as? ReplicatorLayer, groupDepth < LayerRenderer.maxGroupDepth {
                    drawInstances(of: replicator, groupDepth: groupDepth)
                } else {
                    for child in layer.sublayersInDrawingOrder.reversed() { stack.append(.enter(child)) }
                }
            case .exit(let layer):
                canvas.restore()  // the clip and sublayer transform of drawBody
                drawBorder(of: layer)
                canvas.restore()
            }
        }
    }

    /// Draws the layer's subtree flat into an image of its ``Layer/drawnExtent``
    /// (faded and masked as usual), then draws the image through `projection`:
    /// the layer's plane as the 3-D transform shows it.
    private func drawProjected(_ layer: Layer, through projection: ProjectiveTransform, groupDepth: Int) {
        let extent = layer.drawnExtent
        let scale = LayerRenderer.offscreenScale(
            of: extent, through: projection.concatenating(ProjectiveTransform(canvas.transform)),
            fallback: canvas.transform.maxScale)
        let width = Int((extent.width * scale).rounded(.up)), height = Int((extent.height * scale).rounded(.up))
        guard let offscreen = try? Canvas(width: width, height: height) else { return }
        offscreen.transform = AffineTransform(translationX: -extent.x, y: -extent.y)
            .concatenating(AffineTransform(scaleX: scale, y: scale))
        LayerRenderer(canvas: offscreen, options: options).render(layer, role: .unplaced, groupDepth: groupDepth + 1)
        let drawn = Rect(x: extent.x, y: extent.y, width: Double(width) / scale, height: Double(height) / scale)
        canvas.draw(offscreen.bitmap, in: drawn, projection: projection)
    }

    /// Draws a replicator's sublayers once per instance: moved by the
    /// instance's transform and, when it has a tint, drawn as a group whose
    /// colours the tint multiplies. Each instance counts as a group level.
    private func drawInstances(of replicator: ReplicatorLayer, groupDepth: Int) {
        let sublayers = replicator.sublayersInDrawingOrder
        guard !sublayers.isEmpty else { return }
        for (index, instance) in replicator.instances.enumerated() {
            let restore = index > 0 && replicator.instanceDelay != 0 ? AnimationStage.presentInstance?(replicator, index) : nil
            defer { restore?() }
            canvas.save()
            canvas.concatenate(instance.transform)
            let drawSublayers = {
                for sublayer in sublayers { render(sublayer, role: .placed, groupDepth: groupDepth + 1) }
            }
            if let tint = instance.tint { canvas.withTransparencyLayer(tint: tint, drawSublayers) } else { drawSublayers() }
            canvas.restore()
        }
    }

    /// The most pixels the flat image of a layer seen in perspective may have.
    static let maxOffscreenPixels = 4096.0 * 4096.0

    /// Pixels per point for the flat image of `extent`: as many as the
    /// projected quad's most stretched edge shows on the device (or
    /// `fallback` when no edge is in front of the eye), at most four times
    /// `fallback` and within ``maxOffscreenPixels``.
    private static func offscreenScale(of extent: Rect, through toDevice: ProjectiveTransform, fallback: Double) -> Double {
        let corners = extent.corners
        var stretch = 0.0
        for i in 0..<4 {
            let a = corners[i], b = corners[(i + 1) % 4]
            guard let da = toDevice.apply(to: a), let db = toDevice.apply(to: b) else { continue }
            stretch = max(stretch, da.distance(to: db) / max(a.distance(to: b), 1e-9))
        }
        let wanted = stretch > 0 && stretch.isFinite ? min(stretch, 4 * fallback) : fallback
        let budget = (maxOffscreenPixels / max(extent.width * extent.height, 1e-9)).squareRoot()
        return max(min(wanted, budget), 1e-3)
    }

    /// Whether the layer must be flattened before it is faded, masked or blended.
    private func needsGroup(_ layer: Layer) -> Bool {
        let fades = layer.opacity < 1 && layer.sublayers.contains { !$0.isHidden }
        let masksByAlpha = layer.mask.map { LayerRenderer.simpleMaskClip($0) == nil } ?? false
        return fades || masksByAlpha || layer.compositingBlendMode != .sourceOver || layer.isCompositingGroup || layer.colorMatrix != nil
    }

    /// Draws the layer's subtree into a group, masks it, maps its colours
    /// through the layer's colour matrix, and composites it at the layer's
    /// opacity by its blend mode.
    private func drawGroup(_ layer: Layer, groupDepth: Int) {
        canvas.save()
        defer { canvas.restore() }
        canvas.blendMode = layer.compositingBlendMode
        canvas.withTransparencyLayer(alpha: layer.opacity, colorMatrix: layer.colorMatrix) {
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
