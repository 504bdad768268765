import HeadlessGeometry
import HeadlessRaster
import HeadlessText

/// One tab of a ``TabBar``: its image above its title in the item's colour, and its badge.
final class TabBarButtonView: View {
    /// The image area's height below the top inset; the longest side an image is drawn at.
    static let imageArea = 25.0
    /// The space above the image area.
    static let imageTop = 5.0
    /// The titles' font: the system font at 10 points medium.
    static let titleFont = try? Font.system(size: 10, weight: .medium)
    /// The badges' font.
    static let badgeFont = try? Font.system(size: 13)

    private let imageView = ImageView()
    private let titleLabel = Label()
    private let badgeLabel = Label()

    required init(frame: Rect) {
        super.init(frame: frame)
        titleLabel.font = TabBarButtonView.titleFont
        titleLabel.textAlignment = .center
        badgeLabel.font = TabBarButtonView.badgeFont
        badgeLabel.textAlignment = .center
        badgeLabel.textColor = .white
        badgeLabel.clipsToBounds = true
        for view in [imageView, titleLabel, badgeLabel] { try? addSubview(view) }
    }

    /// Shows `item` in `color` (its selected image when `selected`).
    func show(_ item: TabBarItem, selected: Bool, color: DynamicColor) {
        imageView.image = (selected ? item.selectedImage : nil) ?? item.image
        imageView.tintColor = color
        imageView.alpha = item.isEnabled ? 1 : 0.5
        titleLabel.text = item.title
        titleLabel.textColor = color
        titleLabel.alpha = imageView.alpha
        badgeLabel.text = item.badgeValue
        badgeLabel.isHidden = item.badgeValue == nil
        badgeLabel.backgroundColor = item.badgeColor ?? .systemRed
        accessibilityLabel = item.title
        accessibilityTraits = selected ? [.button, .selected] : [.button]
        setNeedsLayout()
    }

    /// The image centred in its area, the title below it, the badge on the image's top trailing corner.
    override func layoutSubviews() {
        super.layoutSubviews()
        let area = TabBarButtonView.imageArea, top = TabBarButtonView.imageTop
        var size = imageView.image?.size ?? .zero
        let longest = max(size.width, size.height)
        if longest > area { size = Size(width: size.width * area / longest, height: size.height * area / longest) }
        let image = Rect(x: bounds.midX - size.width / 2, y: top + (area - size.height) / 2, width: size.width, height: size.height)
        imageView.frame = image
        let title = titleLabel.sizeThatFits(Size(width: bounds.width, height: 0))
        titleLabel.frame = Rect(x: bounds.minX, y: top + area + 2, width: bounds.width, height: title.height)
        guard !badgeLabel.isHidden else { return }
        let text = badgeLabel.sizeThatFits(Size(width: 0, height: 0))
        let height = max(18, text.height), width = max(height, text.width + 10)
        let corner = traitCollection.layoutDirection == .rightToLeft ? image.minX : image.maxX
        badgeLabel.frame = Rect(x: corner - width / 2, y: image.minY - height / 2 + 2, width: width, height: height)
        badgeLabel.layer.cornerRadius = height / 2
    }
}
