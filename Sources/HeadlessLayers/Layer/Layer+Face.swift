import HeadlessRaster

/// The overridable behaviour of a layer as a face on it sees it: Core
/// Animation's `CALayer` subclasses override `draw(in:)` and `layoutSublayers()`.
@MainActor
package protocol LayerFace: AnyObject {
    /// The face's `draw(in:)`, with a context over `canvas`.
    func faceDraw(in canvas: Canvas)
    /// The face's `layoutSublayers()`.
    func faceLayoutSublayers()
    /// The face's `displayIfNeeded()`, run before the tree is drawn.
    func faceDisplay()
}

/// The face on a layer: Core Animation's `CALayer` wraps a ``Layer``.
extension Layer {
    /// The face on this layer, if any; kept while the layer has a superlayer.
    package var face: (any LayerFace)? {
        get { faceReference.face }
        set { faceReference.set(newValue, attached: superlayer != nil) }
    }

    /// Draws the layer's own content through the face's override.
    func performDraw(in canvas: Canvas) {
        if let face { face.faceDraw(in: canvas) } else { draw(in: canvas) }
    }

    /// Lets every face in the tree (of layers, and of the views they belong
    /// to) display before the tree is drawn, as Core Animation displays
    /// layers before it composites them; iterative, each layer once even
    /// when masks form a cycle (which drawing then refuses).
    func displayInSubtree() {
        var pending = [self]
        var visited: Set<ObjectIdentifier> = []
        while let layer = pending.popLast() {
            guard visited.insert(ObjectIdentifier(layer)).inserted else { continue }
            layer.owningView?.face?.faceDisplay()
            layer.face?.faceDisplay()
            pending.append(contentsOf: layer.sublayers)
            if let mask = layer.mask { pending.append(mask) }
        }
    }

    /// Lays out the sublayers through the face's override.
    func performLayoutSublayers() {
        if let face { face.faceLayoutSublayers() } else { layoutSublayers() }
    }

    /// Copies the properties that change how `other` draws (geometry,
    /// background, border, corners, shadow, opacity, contents), not its sublayers.
    package func copyAppearance(of other: Layer) {
        bounds = other.bounds
        position = other.position
        anchorPoint = other.anchorPoint
        transform3D = other.transform3D
        sublayerTransform3D = other.sublayerTransform3D
        zPosition = other.zPosition
        isHidden = other.isHidden
        isDoubleSided = other.isDoubleSided
        opacity = other.opacity
        compositingBlendMode = other.compositingBlendMode
        isCompositingGroup = other.isCompositingGroup
        colorMatrix = other.colorMatrix
        backgroundColor = other.backgroundColor
        cornerRadius = other.cornerRadius
        maskedCorners = other.maskedCorners
        cornerCurve = other.cornerCurve
        borderWidth = other.borderWidth
        borderColor = other.borderColor
        masksToBounds = other.masksToBounds
        name = other.name
        shadowColor = other.shadowColor
        shadowOpacity = other.shadowOpacity
        shadowOffset = other.shadowOffset
        shadowRadius = other.shadowRadius
        shadowPath = other.shadowPath
        contents = other.contents
        contentsGravity = other.contentsGravity
        contentsScale = other.contentsScale
        contentsRect = other.contentsRect
        contentsCenter = other.contentsCenter
        tilesContentsCenter = other.tilesContentsCenter
    }
}
