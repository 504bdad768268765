/// The face on a layer: Core Animation's `CALayer` wraps a ``Layer``.
extension Layer {
    /// The face on this layer, if any; kept while the layer has a superlayer.
    package var face: AnyObject? {
        get { faceReference.face }
        set { faceReference.set(newValue, attached: superlayer != nil) }
    }

    /// Copies the properties that change how `other` draws (geometry,
    /// background, border, corners, shadow, opacity, contents), not its sublayers.
    package func copyAppearance(of other: Layer) {
        bounds = other.bounds
        position = other.position
        anchorPoint = other.anchorPoint
        transform = other.transform
        sublayerTransform = other.sublayerTransform
        zPosition = other.zPosition
        isHidden = other.isHidden
        opacity = other.opacity
        backgroundColor = other.backgroundColor
        cornerRadius = other.cornerRadius
        maskedCorners = other.maskedCorners
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
    }
}
