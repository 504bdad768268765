internal import HeadlessLayers

/// A view showing an image, placed by its content mode; a template image
/// is filled with the view's tint colour.
/// [Apple's documentation](https://developer.apple.com/documentation/uikit/uiimageview)
@preconcurrency @MainActor
open class UIImageView: UIView {
    /// The engine image view.
    private var imageView: ImageView { unsafeDowncast(backing, to: ImageView.self) }

    /// The image last set, returned as set.
    private var setImage: UIImage?

    override class func makeBacking() -> View { ImageView(frame: .zero) }

    /// An image view showing `image`, sized to it.
    public convenience init(image: UIImage?) {
        self.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        self.image = image
    }

    /// The image shown; none by default.
    open var image: UIImage? {
        get { setImage ?? imageView.image.map(UIImage.init) }
        set {
            setImage = newValue
            imageView.image = newValue?.image
        }
    }
}

extension UIView {
    /// How the view's content is placed in its bounds: scaled to fill by default.
    public var contentMode: UIView.ContentMode {
        get { storedContentMode }
        set {
            storedContentMode = newValue
            (backing as? ImageView)?.contentMode = newValue.engine
            backing.layer.contentsGravity = newValue.engine.contentsGravity
        }
    }

    /// How content is placed in a view's bounds.
    public enum ContentMode: Int, Sendable {
        /// Stretched to the bounds.
        case scaleToFill
        /// Scaled to fit inside, keeping its aspect ratio.
        case scaleAspectFit
        /// Scaled to cover, keeping its aspect ratio.
        case scaleAspectFill
        /// Drawn again at every size change; placed as ``scaleToFill``.
        case redraw
        /// Centred, unscaled.
        case center
        /// At the top, unscaled.
        case top
        /// At the bottom, unscaled.
        case bottom
        /// At the left, unscaled.
        case left
        /// At the right, unscaled.
        case right
        /// At the top left, unscaled.
        case topLeft
        /// At the top right, unscaled.
        case topRight
        /// At the bottom left, unscaled.
        case bottomLeft
        /// At the bottom right, unscaled.
        case bottomRight

        /// The modes with the engine's for each.
        private static let table: [(ContentMode, HeadlessLayers.ContentMode)] = [
            (.scaleToFill, .scaleToFill), (.scaleAspectFit, .scaleAspectFit), (.scaleAspectFill, .scaleAspectFill),
            (.redraw, .scaleToFill), (.center, .center), (.top, .top), (.bottom, .bottom), (.left, .left), (.right, .right),
            (.topLeft, .topLeft), (.topRight, .topRight), (.bottomLeft, .bottomLeft), (.bottomRight, .bottomRight),
        ]

        /// The engine's mode.
        var engine: HeadlessLayers.ContentMode { Self.table.first { $0.0 == self }?.1 ?? .scaleToFill }

    }
}
