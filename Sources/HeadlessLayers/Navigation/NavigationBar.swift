import HeadlessGeometry
import HeadlessRaster
import HeadlessText

/// A bar of navigation controls at the top of a screen, as `UINavigationBar`
/// (iOS 15 and later): a stack of ``NavigationItem``s, of which the top one
/// shows its title and bar button items, with a back button to the one below.
///
/// ```swift
/// let bar = NavigationBar()
/// bar.pushItem(NavigationItem(title: "Settings"))
/// let general = NavigationItem(title: "General")
/// general.rightBarButtonItem = BarButtonItem(systemItem: .edit)
/// bar.pushItem(general)                          // "‹ Settings   General   Edit"
/// try root.addSubview(bar)
/// try bar.pinToSafeAreaTop(of: root)             // below the status bar, its background under it
/// ```
///
/// Metrics, from UIKit's documented sizes and the Human Interface Guidelines:
/// a 44-point row (32 points in a compact-height environment, as an iPhone in
/// landscape), 52 more points for a large title (a 96-point bar) and 30 more
/// for a prompt; the title centred in the system font at 17 points semibold
/// (the `headline` style); a large title in the system font at 34 points bold
/// (the `largeTitle` size) at the leading margin; buttons and the large title
/// 16 points inside the safe area, or 20 in a regular-width environment or a
/// bar at least 414 points wide (UIKit's system minimum layout margins: the
/// Plus and Max phones and iPads); the back chevron 8 points from the leading
/// edge. The spacing between buttons (8 points), the glyphs' shapes and the
/// large title's place (its line 8 points above the bottom) are approximations.
///
/// Appearance: a bar no navigation controller manages uses its standard
/// appearance, as UIKit documents for `scrollEdgeAppearance`, so there is no
/// scroll-edge (transparent) look: the background and the hairline show with
/// large titles too. The standard background is the bar material: the
/// backdrop blurred (as a ``VisualEffectView``'s, in the view hierarchy path)
/// under `#F9F9F9` at 94 % (`#1D1D1D` dark), the bar fill of Apple's iOS
/// design resources; the layer path draws that colour opaque, as
/// renderInContext draws blur. The hairline is one pixel of ``shadowColor``
/// (`separator`) drawn over the bar's last pixel row, so a snapshot of the
/// bar alone shows it (UIKit hangs it just below the bar).
///
/// Dynamic Type: the title, the prompt and the bar buttons keep their size at
/// every content size category, as UIKit's do (it shows them enlarged in the
/// Large Content Viewer instead); the large title follows the `largeTitle`
/// style up to ``ContentSizeCategory/extraExtraExtraLarge`` (40 points) and
/// stays there at the accessibility sizes, and its area grows with its line.
///
/// Bad input clamps: long titles are truncated with an ellipsis and never
/// overlap the buttons; buttons that do not fit their half of the bar are
/// left out (not drawn, not read); empty titles show nothing; a bar with a
/// NaN or infinite frame lays nothing out (``View/drawHierarchy(device:)``
/// throws ``RenderError/invalidGeometry(type:frame:)`` naming it).
open class NavigationBar: View {
    /// The stack of items, bottom first; the last is shown. Repeated items are
    /// dropped (the first kept); an item taken from another bar leaves it.
    public var items: [NavigationItem] = [] {
        didSet { adoptItems(replacing: oldValue) }
    }

    /// Whether the top item's title is shown large below the row, as its
    /// ``NavigationItem/largeTitleDisplayMode`` allows; false by default.
    /// Large titles are never shown in a compact-height environment, as in UIKit.
    public var prefersLargeTitles = false { didSet { navigationContentChanged() } }
    /// The background colour in place of the material's tint (translucent) or
    /// `systemBackground` (opaque); `nil` by default. Wins over ``backgroundColor``.
    public var barTintColor: DynamicColor? { didSet { setNeedsLayout() } }
    /// Whether the background is the translucent bar material (true, the
    /// default) or opaque: `systemBackground` or the bar tint colour without its transparency.
    public var isTranslucent = true { didSet { setNeedsLayout() } }
    /// Where the bar sits; ``BarPosition/top`` by default. ``BarPosition/topAttached``
    /// extends the background up under the status bar.
    public var barPosition: BarPosition = .top { didSet { setNeedsLayout() } }
    /// The hairline's colour; `separator` by default, `nil` or clear for no hairline
    /// (as `UIBarAppearance.shadowColor`).
    public var shadowColor: DynamicColor? = .separator { didSet { setNeedsLayout() } }

    /// The background colour, as ``barTintColor``: the bar draws it over its
    /// whole background (under the status bar too when top-attached).
    public override var backgroundColor: DynamicColor? {
        didSet { layer.backgroundColor = nil }
    }

    /// The layer class: one that draws the bar's background and hairline.
    open override class var layerClass: Layer.Type { BarLayer.self }

    /// The title in the row.
    let titleLabel = Label()
    /// The large title below the row.
    let largeTitleLabel = Label()
    /// The prompt above the row.
    let promptLabel = Label()
    /// The back button.
    let backButton = BarButtonView()
    /// The buttons of the top item's leading items, outermost first.
    private(set) var leadingButtons: [BarButtonView] = []
    /// The buttons of the top item's trailing items, outermost first.
    private(set) var trailingButtons: [BarButtonView] = []

    /// The title's font: the system font at 17 points semibold (`headline`).
    static let titleFont = try? Font.system(size: 17, weight: .semibold)
    /// The prompt's font: the system font at 13 points (an approximation of UIKit's prompt).
    static let promptFont = try? Font.system(size: 13)

    /// Creates a bar without items, with the given frame.
    public required init(frame: Rect) {
        super.init(frame: frame)
        titleLabel.font = NavigationBar.titleFont
        titleLabel.textAlignment = .center
        titleLabel.accessibilityTraits = [.staticText, .header]
        largeTitleLabel.accessibilityTraits = [.staticText, .header]
        promptLabel.font = NavigationBar.promptFont
        promptLabel.textAlignment = .center
        for view in [promptLabel, titleLabel, largeTitleLabel, backButton] {
            try? addSubview(view)  // fresh subviews: no cycle is possible
        }
        navigationItemsChanged()
    }

    /// The item shown: the last of ``items``.
    public var topItem: NavigationItem? { items.last }
    /// The item below the top one, which the back button returns to.
    public var backItem: NavigationItem? { items.count > 1 ? items[items.count - 2] : nil }

    /// Pushes `item` onto the stack; an item already on it is left where it is.
    /// Snapshots show the end state, so `animated` has no effect.
    public func pushItem(_ item: NavigationItem, animated: Bool = false) {
        items.append(item)
    }

    /// Pops the top item and returns it; `nil` when the stack is empty.
    @discardableResult
    public func popItem(animated: Bool = false) -> NavigationItem? {
        items.popLast()
    }

    /// Replaces the stack with `items`, as setting ``items``.
    public func setItems(_ items: [NavigationItem], animated: Bool = false) {
        self.items = items
    }

    /// The bar's height; no intrinsic width.
    open override var intrinsicContentSize: Size { Size(width: View.noIntrinsicMetric, height: barHeight) }

    /// The width offered (or the current width when none is) and the bar's height.
    open override func sizeThatFits(_ size: Size) -> Size {
        Size(width: size.width > 0 && size.width.isFinite ? size.width : bounds.width, height: barHeight)
    }

    /// Places the prompt, the back button, the buttons and the titles, and shows only those that fit.
    open override func layoutSubviews() {
        super.layoutSubviews()
        layOutContent()
    }

    /// The background colour is drawn by the layer, never as the layer's own.
    override func updateForTraits() {
        super.updateForTraits()
        layer.backgroundColor = nil
    }

    /// A bar is not an element: its back button, leading buttons, title and
    /// trailing buttons are (see ``View/accessibilityElements``).
    override var accessibilityDefaults: AccessibilityDefaults { AccessibilityDefaults(isElement: false) }

    /// Keeps repeated items out, takes new items from other bars and lets go of old ones.
    private func adoptItems(replacing old: [NavigationItem]) {
        var seen = Set<ObjectIdentifier>()
        let unique = items.filter { seen.insert(ObjectIdentifier($0)).inserted }
        guard unique.count == items.count else {
            items = unique  // runs adoptItems again with the repeats gone
            return
        }
        for item in old where item.navigationBar === self && !seen.contains(ObjectIdentifier(item)) {
            item.navigationBar = nil
        }
        for item in items where item.navigationBar !== self {
            item.navigationBar?.items.removeAll { $0 === item }
            item.navigationBar = self
        }
        navigationItemsChanged()
    }

    /// Makes a button for each bar button item of the top item and sets the reading order.
    func navigationItemsChanged() {
        for button in leadingButtons + trailingButtons { button.removeFromSuperview() }
        leadingButtons = makeButtons(for: topItem?.leftBarButtonItems ?? [])
        trailingButtons = makeButtons(for: topItem?.rightBarButtonItems ?? [])
        // VoiceOver reads the prompt, then the row from the leading end, then the large title below it.
        accessibilityElements =
            [promptLabel, backButton] + leadingButtons + [titleLabel]
            + trailingButtons.reversed() + [largeTitleLabel]
        navigationContentChanged()
    }

    /// Lays the bar out again, its height included.
    func navigationContentChanged() {
        invalidateIntrinsicContentSize()
    }

    /// A button for each of `items`, added to the bar.
    private func makeButtons(for items: [BarButtonItem]) -> [BarButtonView] {
        items.map { item in
            let button = BarButtonView()
            button.content = .item(item)
            try? addSubview(button)  // a fresh subview: no cycle is possible
            return button
        }
    }
}
