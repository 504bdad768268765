import HeadlessGeometry

extension Layer {
    /// The rectangle, in this layer's space, that its drawing can cover: its
    /// bounds, its shadow and, unless it masks to bounds, its sublayers'
    /// (placed by the affine parts of their transforms, once per instance in
    /// a replicator), with a point to
    /// spare for anti-aliased edges. Walked without recursion.
    var drawnExtent: Rect {
        var extent = bounds
        var pending: [(layer: Layer, toSelf: AffineTransform)] = [(self, .identity)]
        while let (layer, toSelf) = pending.popLast() {
            guard !layer.isHidden, layer.hasValidGeometry else { continue }
            extent = extent.union(toSelf.apply(to: layer.ownExtent))
            guard !layer.masksToBounds else { continue }
            let toSublayerSpace = layer.drawnSublayerTransform.concatenating(toSelf)
            let copies = (layer as? ReplicatorLayer)?.instances.map(\.transform) ?? [.identity]
            for copy in copies {
                for sublayer in layer.sublayers {
                    pending.append((sublayer, sublayer.toSuperlayer.concatenating(copy).concatenating(toSublayerSpace)))
                }
            }
        }
        return extent.insetBy(dx: -1, dy: -1)
    }

    /// The bounds and the reach of the shadow.
    private var ownExtent: Rect {
        guard shadowOpacity > 0, !masksToBounds, let shape = shadowPath ?? shadowShape else { return bounds }
        let reach = 2 * max(shadowRadius.isFinite ? shadowRadius : 0, 0)
        let shadow = shape.bounds.offsetBy(dx: shadowOffset.width, dy: shadowOffset.height).insetBy(dx: -reach, dy: -reach)
        return shadow.isFinite ? bounds.union(shadow) : bounds
    }
}
