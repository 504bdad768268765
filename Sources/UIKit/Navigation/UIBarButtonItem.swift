internal import HeadlessLayers

/// A button in a navigation bar: a title, an image or a system item, over
/// the engine's bar button item. Target–action initialisers need the
/// Objective-C runtime and do not exist here; use `primaryAction:`.
/// System items whose glyphs are Apple's artwork (other than add and close)
/// draw nothing.
/// [Apple's documentation](https://developer.apple.com/documentation/uikit/uibarbuttonitem)
@preconcurrency @MainActor
open class UIBarButtonItem: NSObject {
    /// The engine item.
    let item: BarButtonItem
    /// The image as set.
    private var setImage: UIImage?

    /// An item with a title and image running `primaryAction` (its title and image when none are given).
    public init(title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil) {
        let shownTitle = title ?? (image == nil ? primaryAction?.title : nil)
        let shownImage = image ?? primaryAction?.image
        item = shownImage.map { BarButtonItem(image: $0.image) } ?? BarButtonItem(title: shownTitle)
        setImage = shownImage
        self.primaryAction = primaryAction
        super.init()
    }

    /// A system item running `primaryAction`.
    public init(barButtonSystemItem systemItem: SystemItem, primaryAction: UIAction? = nil) {
        item = systemItem.engine.map(BarButtonItem.init(systemItem:)) ?? BarButtonItem(title: systemItem.title)
        self.primaryAction = primaryAction
        super.init()
    }

    /// A system item running `primaryAction`.
    public convenience init(systemItem: SystemItem, primaryAction: UIAction? = nil) {
        self.init(barButtonSystemItem: systemItem, primaryAction: primaryAction)
    }

    /// The action run when the item is tapped; snapshots tap nothing.
    open var primaryAction: UIAction?

    /// The title.
    open var title: String? {
        get { item.title }
        set { item.title = newValue }
    }

    /// The image.
    open var image: UIImage? {
        get { setImage }
        set {
            setImage = newValue
            item.image = newValue?.image
        }
    }

    /// The style of the title: plain, or done (semibold).
    open var style: Style {
        get { item.style == .done ? .done : .plain }
        set { item.style = newValue == .done ? .done : .plain }
    }

    /// Whether the item is enabled (drawn dimmed when not).
    open var isEnabled: Bool {
        get { item.isEnabled }
        set { item.isEnabled = newValue }
    }

    /// The colour of the item; the bar's tint when nil.
    open var tintColor: UIColor? {
        didSet { item.tintColor = tintColor?.dynamic }
    }

    /// The width of a fixed space; kept for code that sets it.
    open var width: CGFloat = 0
    /// An integer that identifies the item; 0 by default.
    open var tag = 0

    /// The title styles.
    public enum Style: Int, Sendable {
        /// A regular title.
        case plain
        /// A bordered title (drawn plain, as since iOS 7).
        case bordered
        /// A semibold title.
        case done
    }

    /// The system items.
    public enum SystemItem: Int, Sendable {
        case done, cancel, edit, save, add, flexibleSpace, fixedSpace, compose, reply, action, organize, bookmarks, search, refresh, stop,
            camera, trash, play, pause, rewind, fastForward, undo, redo, pageCurl, close

        /// The engine's system item, for those it draws.
        var engine: BarButtonItem.SystemItem? {
            switch self {
            case .done: .done
            case .cancel: .cancel
            case .edit: .edit
            case .save: .save
            case .add: .add
            case .close: .close
            default: nil
            }
        }

        /// The title of a text system item the engine has no case for.
        var title: String? {
            switch self {
            case .undo: "Undo"
            case .redo: "Redo"
            default: nil
            }
        }
    }
}
