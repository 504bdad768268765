internal import HeadlessLayers

/// A tab of a tab bar: a title and image, a selected image and a badge,
/// over the engine's tab bar item. System items show their title without
/// Apple's glyph.
/// [Apple's documentation](https://developer.apple.com/documentation/uikit/uitabbaritem)
@preconcurrency @MainActor
open class UITabBarItem: NSObject {
    /// The engine item.
    let item = TabBarItem()
    /// The images as set.
    private var images = (normal: UIImage?.none, selected: UIImage?.none)

    /// An item with a title, an image and a tag.
    public init(title: String?, image: UIImage?, tag: Int) {
        super.init()
        self.title = title
        self.image = image
        self.tag = tag
    }

    /// An item with a title, an image and a selected image.
    public init(title: String?, image: UIImage?, selectedImage: UIImage?) {
        super.init()
        self.title = title
        self.image = image
        self.selectedImage = selectedImage
    }

    /// A system item with a tag; its title is the system item's.
    public init(tabBarSystemItem systemItem: SystemItem, tag: Int) {
        super.init()
        title = systemItem.title
        self.tag = tag
    }

    /// An item without title or image.
    public override init() { super.init() }

    /// The title.
    open var title: String? {
        get { item.title }
        set { item.title = newValue }
    }

    /// The image.
    open var image: UIImage? {
        get { images.normal }
        set {
            images.normal = newValue
            item.image = newValue?.image
        }
    }

    /// The image while selected.
    open var selectedImage: UIImage? {
        get { images.selected }
        set {
            images.selected = newValue
            item.selectedImage = newValue?.image
        }
    }

    /// The badge's text; none when nil.
    open var badgeValue: String? {
        get { item.badgeValue }
        set { item.badgeValue = newValue }
    }

    /// The badge's colour; `systemRed` when nil.
    open var badgeColor: UIColor? {
        didSet { item.badgeColor = badgeColor?.dynamic }
    }

    /// Whether the item is enabled.
    open var isEnabled: Bool {
        get { item.isEnabled }
        set { item.isEnabled = newValue }
    }

    /// An integer that identifies the item; 0 by default.
    open var tag = 0

    /// The system items.
    public enum SystemItem: Int, Sendable {
        case more, favorites, featured, topRated, recents, contacts, history, bookmarks, search, downloads, mostRecent, mostViewed

        /// The title UIKit shows for the item.
        var title: String {
            switch self {
            case .more: "More"
            case .favorites: "Favorites"
            case .featured: "Featured"
            case .topRated: "Top Rated"
            case .recents: "Recents"
            case .contacts: "Contacts"
            case .history: "History"
            case .bookmarks: "Bookmarks"
            case .search: "Search"
            case .downloads: "Downloads"
            case .mostRecent: "Most Recent"
            case .mostViewed: "Most Viewed"
            }
        }
    }
}
