import HeadlessGeometry

/// The derived frame and the transforms between a layer and its superlayer.
extension Layer {
    /// The layer's rectangle in its superlayer's coordinate space, derived from
    /// ``bounds``, ``position``, ``anchorPoint`` and ``transform`` (the
    /// bounding box when transformed). Setting it sets the bounds size and the
    /// position, as `CALayer.frame` does.
    public var frame: Rect {
        get { toSuperlayer.apply(to: Rect(origin: bounds.origin, size: bounds.size)) }
        set {
            bounds.size = newValue.size
            position = Point(
                x: newValue.x + anchorPoint.x * newValue.width,
                y: newValue.y + anchorPoint.y * newValue.height)
        }
    }

    /// The anchor point in the layer's own coordinate space.
    var anchorInBounds: Point {
        Point(x: bounds.x + anchorPoint.x * bounds.width, y: bounds.y + anchorPoint.y * bounds.height)
    }

    /// Maps the layer's coordinate space to its superlayer's (not counting
    /// the superlayer's ``sublayerTransform``), by the affine part of the
    /// transform (see ``projectionToSuperlayer`` for depth and perspective).
    var toSuperlayer: AffineTransform {
        let anchor = anchorInBounds
        return AffineTransform(translationX: -anchor.x, y: -anchor.y)
            .concatenating(transform)
            .concatenating(AffineTransform(translationX: position.x, y: position.y))
    }

    /// ``sublayerTransform`` applied about the anchor point, in this layer's space.
    var sublayerTransformAboutAnchor: AffineTransform {
        guard !sublayerTransform.isIdentity else { return .identity }
        let anchor = anchorInBounds
        return AffineTransform(translationX: -anchor.x, y: -anchor.y)
            .concatenating(sublayerTransform)
            .concatenating(AffineTransform(translationX: anchor.x, y: anchor.y))
    }

    /// Whether the geometry can be drawn: finite values and a bounds size that is not negative.
    public var hasValidGeometry: Bool {
        bounds.isFinite && bounds.width >= 0 && bounds.height >= 0 && position.isFinite
            && anchorPoint.isFinite && transform3D.isFinite && sublayerTransform3D.isFinite
    }

    /// Converts a point from this layer's coordinate space to `layer`'s; both
    /// must be in the same tree, else the point is returned in the root's space.
    public func convert(_ point: Point, to layer: Layer?) -> Point {
        let fromSelf = transformToRoot
        guard let layer, let toTarget = layer.transformToRoot.inverted() else { return fromSelf.apply(to: point) }
        return toTarget.apply(to: fromSelf.apply(to: point))
    }

    /// Converts a point from `layer`'s coordinate space (the root's when nil)
    /// to this layer's; both must be in the same tree.
    public func convert(_ point: Point, from layer: Layer?) -> Point {
        let fromLayer = layer?.transformToRoot ?? .identity
        guard let toSelf = transformToRoot.inverted() else { return fromLayer.apply(to: point) }
        return toSelf.apply(to: fromLayer.apply(to: point))
    }

    /// Maps this layer's space to its root layer's space (iteratively).
    var transformToRoot: AffineTransform {
        var result = AffineTransform.identity
        var node: Layer = self
        while let parent = node.superlayer {
            result = result.concatenating(node.toSuperlayer).concatenating(parent.sublayerTransformAboutAnchor)
            node = parent
        }
        return result
    }
}
