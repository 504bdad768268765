import HeadlessGeometry

/// A button for a navigation bar, as `UIBarButtonItem`: a title, an image or
/// a system item, drawn in the tint colour (dimmed when disabled).
///
/// Titles are in the system font at 17 points, semibold for the
/// ``Style-swift.enum/done`` style, as UIKit's; they keep that size at every
/// content size category, as UIKit's bar button titles do (UIKit shows them
/// enlarged in its Large Content Viewer instead). Images are drawn in their
/// own colours at their own size (there are no template images to tint).
///
/// An item given to several navigation items tells the last of them of its changes.
@MainActor
public final class BarButtonItem {
    /// How an item's title is set, as `UIBarButtonItem.Style`.
    public enum Style: Hashable, Sendable, CaseIterable {
        /// A regular title.
        case plain
        /// A semibold title, for the button that completes a task.
        case done
    }

    /// The title; `nil` or empty for none. System items show their own.
    public var title: String? { didSet { changed() } }
    /// An image shown when there is no title; `nil` for none.
    public var image: Image? { didSet { changed() } }
    /// The title's style; ``Style-swift.enum/plain`` unless given.
    public var style: Style { didSet { changed() } }
    /// The system item the button was made as, if any.
    public let systemItem: SystemItem?
    /// Whether the button responds to the user; true by default. A disabled button is dimmed and read as "Dimmed".
    public var isEnabled = true { didSet { changed() } }
    /// The button's colour; `nil` (the default) uses the bar's tint colour.
    public var tintColor: DynamicColor? { didSet { changed() } }

    private var storedAccessibilityLabel: String?
    /// What VoiceOver reads: set, or the system item's name ("Add"), or the title.
    public var accessibilityLabel: String? {
        get { storedAccessibilityLabel ?? systemItem?.accessibilityLabel ?? title }
        set {
            storedAccessibilityLabel = newValue
            changed()
        }
    }

    /// The navigation item the button belongs to, told of its changes.
    weak var navigationItem: NavigationItem?

    /// Creates a button showing `title` in `style`.
    public init(title: String?, style: Style = .plain) {
        self.title = title
        self.style = style
        systemItem = nil
    }

    /// Creates a button showing `image`, drawn at its own size in its own colours.
    public init(image: Image?, style: Style = .plain) {
        self.image = image
        self.style = style
        systemItem = nil
    }

    /// Creates a system button: a standard title ("Done", "Cancel", …) or
    /// glyph (+, a circled ×), in UIKit's style for it.
    public init(systemItem: SystemItem) {
        self.systemItem = systemItem
        style = systemItem.style
    }

    /// The title drawn: the system item's, or ``title``; `nil` when there is none to draw.
    var shownTitle: String? {
        guard let shown = systemItem == nil ? title : systemItem?.title, !shown.isEmpty else { return nil }
        return shown
    }

    /// Tells the bar showing the button to lay itself out again.
    private func changed() { navigationItem?.contentChanged() }
}
