import HeadlessGeometry
import HeadlessRaster
import HeadlessText

/// A bar of tabs at the bottom of a screen, as `UITabBar` (iOS 15 and
/// later): its items side by side, each an image above a title, the
/// selected one in the tint colour and the others in `systemGray`, on the
/// bar material with a hairline along its top edge.
///
/// Metrics: the items' row is 49 points tall (UIKit's tab bar height) and
/// the bar reaches down into the bottom safe area under it; the items share
/// the width equally; an image is centred in a 25-point area 5 points below
/// the top (its longest side at most 25 points), the title in the system
/// font at 10 points medium centred 2 points below that area. The
/// title and image places are approximations of UIKit's. A badge is a
/// `systemRed` capsule at least 18 points across with its value in white 13-point text,
/// centred on the image's top trailing corner.
open class TabBar: View, BarBackgroundDrawing {
    /// The height of the items' row.
    nonisolated public static let rowHeight = 49.0

    /// The items, leading first.
    public var items: [TabBarItem] = [] {
        didSet {
            for item in items { item.bar = self }
            if let selectedItem, !items.contains(where: { $0 === selectedItem }) { self.selectedItem = nil }
            setNeedsLayout()
        }
    }
    /// The selected item; none by default.
    public var selectedItem: TabBarItem? { didSet { setNeedsLayout() } }
    /// The background colour in place of the material's tint; nil by default.
    public var barTintColor: DynamicColor? { didSet { setNeedsLayout() } }
    /// Whether the background is the translucent bar material (the default) or opaque.
    public var isTranslucent = true { didSet { setNeedsLayout() } }
    /// The hairline's colour; `separator` by default, nil for none.
    public var shadowColor: DynamicColor? = .separator { didSet { setNeedsLayout() } }
    /// The colour of the items that are not selected; `systemGray` when nil.
    public var unselectedItemTintColor: DynamicColor? { didSet { setNeedsLayout() } }

    /// The views of the items, in order.
    private var buttons: [TabBarButtonView] = []

    /// The layer class: one that draws the bar's background and hairline.
    open override class var layerClass: Layer.Type { BarLayer.self }

    /// Creates a bar without items.
    public required init(frame: Rect) { super.init(frame: frame) }

    /// The row's height plus the bottom safe area the bar covers.
    open override var intrinsicContentSize: Size { Size(width: View.noIntrinsicMetric, height: TabBar.rowHeight + safeAreaInsets.bottom) }

    /// The width offered and the row's height plus the bottom safe area.
    open override func sizeThatFits(_ size: Size) -> Size { Size(width: size.width, height: intrinsicContentSize.height) }

    /// Places the items side by side in the row, each in its colours.
    open override func layoutSubviews() {
        super.layoutSubviews()
        while buttons.count > items.count { buttons.removeLast().removeFromSuperview() }
        while buttons.count < items.count {
            let button = TabBarButtonView()
            try? addSubview(button)
            button.updateTraitsInSubtree()
            buttons.append(button)
        }
        let count = Double(max(1, items.count)), safe = safeAreaInsets
        let width = max(0, bounds.width - safe.horizontal) / count
        for (index, (button, item)) in zip(buttons, items).enumerated() {
            let selected = item === selectedItem
            button.show(item, selected: selected, color: selected ? DynamicColor(effectiveTintColor) : unselectedItemTintColor ?? .systemGray)
            let x =
                traitCollection.layoutDirection == .rightToLeft
                ? bounds.maxX - safe.right - width * Double(index + 1) : safe.left + width * Double(index)
            button.frame = Rect(x: x, y: 0, width: width, height: TabBar.rowHeight)
        }
    }

    /// Draws the material over the bounds and the hairline along the top.
    func drawBackground(in canvas: Canvas, blursBackdrop: Bool) {
        let color = (barTintColor ?? backgroundColor ?? (isTranslucent ? BarMaterial.tint : .systemBackground)).resolved(with: traitCollection)
        BarMaterial.draw(
            in: canvas, area: bounds, color: color, translucent: isTranslucent, blursBackdrop: blursBackdrop,
            hairline: Rect(x: bounds.minX, y: bounds.minY, width: bounds.width, height: traitCollection.pixelLength),
            hairlineColor: shadowColor?.resolved(with: traitCollection))
    }

    /// The background colour is drawn by the bar over its whole background.
    public override var backgroundColor: DynamicColor? {
        didSet { layer.backgroundColor = nil }
    }
}
