import HeadlessGeometry

/// The rounded shapes of the background, border and clip.
extension Layer {
    /// The corner radii after ``maskedCorners`` picks which corners are rounded.
    var cornerRadii: CornerRadii {
        let r = max(0, cornerRadius.isFinite ? cornerRadius : 0)
        func radius(_ corner: CornerMask) -> Double { maskedCorners.contains(corner) ? r : 0 }
        return CornerRadii(
            topLeft: radius(.topLeft), topRight: radius(.topRight),
            bottomRight: radius(.bottomRight), bottomLeft: radius(.bottomLeft))
    }

    /// Whether no corner is rounded, so the background shape is the bounds rectangle.
    var hasSquareCorners: Bool {
        let radii = cornerRadii
        return radii.topLeft == 0 && radii.topRight == 0 && radii.bottomRight == 0 && radii.bottomLeft == 0
    }

    /// The bounds with their rounded corners: what the background fills and
    /// ``masksToBounds`` clips to.
    public var backgroundShape: Path {
        var path = Path()
        path.addRoundedRect(bounds, cornerRadii: cornerRadii, curve: cornerCurve)
        return path
    }

    /// The border's ring, inside the bounds: the rounded bounds minus the same
    /// shape inset by ``borderWidth`` (radii shrunk by the width), filled even-odd.
    var borderShape: Path? {
        let width = min(borderWidth, min(bounds.width, bounds.height) / 2)
        guard width > 0, width.isFinite else { return nil }
        var path = backgroundShape
        let radii = cornerRadii
        func shrink(_ r: Double) -> Double { max(0, r - width) }
        path.addRoundedRect(
            bounds.insetBy(dx: width, dy: width),
            cornerRadii: CornerRadii(
                topLeft: shrink(radii.topLeft), topRight: shrink(radii.topRight),
                bottomRight: shrink(radii.bottomRight),
                bottomLeft: shrink(radii.bottomLeft)), curve: cornerCurve)
        return path
    }
}
