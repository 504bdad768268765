import HeadlessGeometry

/// How a layer with depth or perspective is seen in its superlayer.
extension Layer {
    /// The projective map from this layer's space to its superlayer's (after
    /// the superlayer's sublayer transform) when either transform is not
    /// affine: the layer's ``transform3D`` about its anchor point, placed at
    /// its position, then the superlayer's ``sublayerTransform3D`` about the
    /// superlayer's anchor point, flattened onto the screen. `nil` when both
    /// are affine, where the affine parts place the layer.
    ///
    /// As in Core Animation, each layer is flattened into its superlayer's
    /// plane: sublayers are drawn in the plane of the layer that holds them
    /// and do not cut through each other in depth.
    /// [Apple's documentation](https://developer.apple.com/documentation/quartzcore/calayer/transform)
    public var projectionToSuperlayer: ProjectiveTransform? {
        let parentPerspective = superlayer.flatMap { $0.sublayerTransform3D.isAffine ? nil : $0 }
        guard !transform3D.isAffine || parentPerspective != nil else { return nil }
        let anchor = anchorInBounds
        var placed = Transform3D(AffineTransform(translationX: -anchor.x, y: -anchor.y))
            .concatenating(transform3D)
            .concatenating(Transform3D(AffineTransform(translationX: position.x, y: position.y)))
        if let parent = parentPerspective {
            let parentAnchor = parent.anchorInBounds
            placed = placed.concatenating(Transform3D(AffineTransform(translationX: -parentAnchor.x, y: -parentAnchor.y)))
                .concatenating(parent.sublayerTransform3D)
                .concatenating(Transform3D(AffineTransform(translationX: parentAnchor.x, y: parentAnchor.y)))
        }
        return placed.flattened
    }

    /// The sublayer transform the renderer applies to the canvas before
    /// drawing sublayers: ``sublayerTransformAboutAnchor`` when affine; the
    /// identity when not, as each sublayer's ``projectionToSuperlayer`` then
    /// holds it.
    var drawnSublayerTransform: AffineTransform {
        sublayerTransform3D.isAffine ? sublayerTransformAboutAnchor : .identity
    }

    /// Whether the layer's back faces the viewer: its bounds, mapped by
    /// `projection` (or by its affine placement), turn the other way round.
    func showsBack(through projection: ProjectiveTransform?) -> Bool {
        guard let projection else { return toSuperlayer.determinant < 0 }
        let corners = bounds.corners.compactMap(projection.apply(to:))
        guard corners.count == 4 else { return false }
        var twiceArea = 0.0
        for (i, p) in corners.enumerated() {
            let q = corners[(i + 1) % 4]
            twiceArea += p.x * q.y - q.x * p.y
        }
        return twiceArea < 0
    }
}
