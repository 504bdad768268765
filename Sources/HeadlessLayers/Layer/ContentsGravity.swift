import HeadlessGeometry

/// Where a layer's contents image goes in its bounds, as `CALayerContentsGravity`.
///
/// Positions are as seen on screen (y down): ``top`` is the top edge.
public enum ContentsGravity: Hashable, Sendable, CaseIterable {
    /// Stretched to fill the bounds.
    case resize
    /// Scaled to fit inside the bounds, keeping its aspect ratio, centred.
    case resizeAspect
    /// Scaled to cover the bounds, keeping its aspect ratio, centred (the overflow is clipped).
    case resizeAspectFill
    /// Natural size, centred.
    case center
    /// Natural size, centred horizontally at the top edge.
    case top
    /// Natural size, centred horizontally at the bottom edge.
    case bottom
    /// Natural size, centred vertically at the left edge.
    case left
    /// Natural size, centred vertically at the right edge.
    case right
    /// Natural size, in the top-left corner.
    case topLeft
    /// Natural size, in the top-right corner.
    case topRight
    /// Natural size, in the bottom-left corner.
    case bottomLeft
    /// Natural size, in the bottom-right corner.
    case bottomRight

    /// The rectangle an image of `size` points occupies in `bounds`.
    public func rect(for size: Size, in bounds: Rect) -> Rect {
        switch self {
        case .resize:
            return bounds
        case .resizeAspect, .resizeAspectFill:
            guard size.width > 0, size.height > 0 else { return bounds }
            let sx = bounds.width / size.width, sy = bounds.height / size.height
            let s = self == .resizeAspect ? min(sx, sy) : max(sx, sy)
            return place(Size(width: size.width * s, height: size.height * s), in: bounds, x: 0.5, y: 0.5)
        case .center: return place(size, in: bounds, x: 0.5, y: 0.5)
        case .top: return place(size, in: bounds, x: 0.5, y: 0)
        case .bottom: return place(size, in: bounds, x: 0.5, y: 1)
        case .left: return place(size, in: bounds, x: 0, y: 0.5)
        case .right: return place(size, in: bounds, x: 1, y: 0.5)
        case .topLeft: return place(size, in: bounds, x: 0, y: 0)
        case .topRight: return place(size, in: bounds, x: 1, y: 0)
        case .bottomLeft: return place(size, in: bounds, x: 0, y: 1)
        case .bottomRight: return place(size, in: bounds, x: 1, y: 1)
        }
    }

    /// `size` placed at the unit position (`x`, `y`) of the free space in `bounds`.
    private func place(_ size: Size, in bounds: Rect, x: Double, y: Double) -> Rect {
        Rect(
            x: bounds.x + (bounds.width - size.width) * x, y: bounds.y + (bounds.height - size.height) * y,
            width: size.width, height: size.height)
    }
}
