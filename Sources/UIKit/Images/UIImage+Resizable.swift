internal import HeadlessGeometry
internal import HeadlessLayers

/// Images that stretch between fixed edges, as chat bubbles and buttons' backgrounds use them.
extension UIImage {
    /// How a resizable image fills the space between its cap insets.
    public enum ResizingMode: Int, Sendable {
        /// Tiles the middle; drawn here by stretching it, as `.stretch`.
        case tile
        /// Stretches the middle.
        case stretch
    }

    /// The same image, stretched only between `capInsets` when an image view
    /// shows it larger: the corners keep their size, the edges stretch along
    /// their length and the middle both ways.
    /// [Apple's documentation](https://developer.apple.com/documentation/uikit/uiimage/resizableimage(withcapinsets:))
    public func resizableImage(withCapInsets capInsets: UIEdgeInsets) -> UIImage {
        resizableImage(withCapInsets: capInsets, resizingMode: .tile)
    }

    /// The same image with `capInsets`, its middle (the whole image, with
    /// no insets) repeated at its own size (`.tile`) or stretched (`.stretch`)
    /// when an image view shows it larger.
    /// [Apple's documentation](https://developer.apple.com/documentation/uikit/uiimage/resizableimage(withcapinsets:resizingmode:))
    public func resizableImage(withCapInsets capInsets: UIEdgeInsets, resizingMode: ResizingMode) -> UIImage {
        var copy = image
        copy.capInsets = capInsets.geometry
        copy.tilesMiddle = resizingMode == .tile
        let resizable = UIImage(copy)
        resizable.storedResizingMode = resizingMode
        return resizable
    }

    /// The image with cap insets that leave one point in the middle to
    /// stretch: `leftCapWidth` points on the left, `topCapHeight` at the top,
    /// and the rest but one on the right and bottom.
    public func stretchableImage(withLeftCapWidth leftCapWidth: Int, topCapHeight: Int) -> UIImage {
        let right = max(0, size.width - CGFloat(leftCapWidth) - 1), bottom = max(0, size.height - CGFloat(topCapHeight) - 1)
        return resizableImage(
            withCapInsets: UIEdgeInsets(top: CGFloat(topCapHeight), left: CGFloat(leftCapWidth), bottom: bottom, right: right),
            resizingMode: .stretch)
    }

    /// The edges that keep their size; zero for an image that is not resizable.
    public var capInsets: UIEdgeInsets { UIEdgeInsets(image.capInsets) }

    /// How the middle is filled: `.tile` unless made with `.stretch`.
    public var resizingMode: ResizingMode { storedResizingMode }
}
