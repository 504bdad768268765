/// How an image view places its image in its bounds, as `UIView.ContentMode`.
public enum ContentMode: Hashable, Sendable, CaseIterable {
    /// Stretched to fill the bounds.
    case scaleToFill
    /// Scaled to fit, keeping the aspect ratio, centred.
    case scaleAspectFit
    /// Scaled to cover, keeping the aspect ratio, centred; overflows unless the view clips.
    case scaleAspectFill
    /// Natural size, centred.
    case center
    /// Natural size, at the top centre.
    case top
    /// Natural size, at the bottom centre.
    case bottom
    /// Natural size, at the left middle.
    case left
    /// Natural size, at the right middle.
    case right
    /// Natural size, top-left.
    case topLeft
    /// Natural size, top-right.
    case topRight
    /// Natural size, bottom-left.
    case bottomLeft
    /// Natural size, bottom-right.
    case bottomRight

    /// The layer contents gravity that places the image the same way.
    public var contentsGravity: ContentsGravity {
        switch self {
        case .scaleToFill: .resize
        case .scaleAspectFit: .resizeAspect
        case .scaleAspectFill: .resizeAspectFill
        case .center: .center
        case .top: .top
        case .bottom: .bottom
        case .left: .left
        case .right: .right
        case .topLeft: .topLeft
        case .topRight: .topRight
        case .bottomLeft: .bottomLeft
        case .bottomRight: .bottomRight
        }
    }
}
