/// One tab of a ``TabBar``, as `UITabBarItem`: a title and image (another
/// image when selected), and an optional badge.
@MainActor
public final class TabBarItem {
    /// The title under the image.
    public var title: String? { didSet { changed() } }
    /// The image, drawn in the bar's item colours when it is a template.
    public var image: Image? { didSet { changed() } }
    /// The image shown while the item is selected; ``image`` when nil.
    public var selectedImage: Image? { didSet { changed() } }
    /// The text of the badge at the image's top trailing corner; none when nil.
    public var badgeValue: String? { didSet { changed() } }
    /// The badge's colour; `systemRed` when nil.
    public var badgeColor: DynamicColor? { didSet { changed() } }
    /// Whether the item is enabled (drawn dimmed when not).
    public var isEnabled = true { didSet { changed() } }

    /// The bar showing the item, told of its changes.
    weak var bar: TabBar?

    /// An item with a title and image.
    public init(title: String? = nil, image: Image? = nil, selectedImage: Image? = nil) {
        self.title = title
        self.image = image
        self.selectedImage = selectedImage
    }

    private func changed() { bar?.setNeedsLayout() }
}
