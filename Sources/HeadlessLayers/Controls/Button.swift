import HeadlessGeometry
import HeadlessRaster
import HeadlessText

/// A tappable control showing a title and an optional image over a
/// background, as a system `UIButton`: the image sits before the title
/// (mirrored in a right-to-left layout), both centred in the content area.
/// A disabled button dims its title and image to ``Control/disabledAlpha``.
///
/// Sizes as UIKit's system button: the title in the 15-point system font,
/// and with no ``contentEdgeInsets`` a titled button's natural size has 6
/// points above and below its title (30 points tall with the default font);
/// with insets, the insets alone (UIKit measures the same way).
///
/// Dynamic Type, as in UIKit: set `titleLabel.adjustsFontForContentSizeCategory`
/// and the title's font follows the content size category, the button's
/// natural size growing with it.
open class Button: Control {
    /// The label showing the title, in the 15-point system font of a system
    /// `UIButton`; its text colour follows ``titleColor``.
    public let titleLabel = Label()
    /// The image view showing ``image``.
    public let imageView = ImageView()
    /// The title; `nil` for none.
    public var title: String? {
        get { titleLabel.text }
        set {
            titleLabel.text = newValue
            setNeedsLayout()
        }
    }
    /// The image before the title; `nil` for none.
    public var image: Image? {
        get { imageView.image }
        set {
            imageView.image = newValue
            setNeedsLayout()
        }
    }
    /// The title colour; `nil` (the default) uses the tint colour, as a system button does.
    public var titleColor: DynamicColor? { didSet { setNeedsLayout() } }
    /// An image stretched over the whole button, under the title and image.
    public var backgroundImage: Image? {
        didSet {
            layer.contents = backgroundImage?.bitmap
            layer.contentsGravity = .resize
        }
    }
    /// The space between the edges and the content.
    public var contentEdgeInsets = EdgeInsets.zero { didSet { setNeedsLayout() } }
    /// The space between the image and the title, when both are shown.
    public var imagePadding: Double = 8 { didSet { setNeedsLayout() } }
    /// The label showing the subtitle of a configured button; in the tree
    /// only while ``contentLayout`` is set.
    public let subtitleLabel = Label()
    /// The rounded background of a configured button, under the content; in
    /// the tree only while ``contentLayout`` is set.
    public let backgroundView = View()
    /// The layout and background of a configured UIKit button; `nil` (the
    /// default) lays out as a classic system button. See ``ButtonContentLayout``.
    public var contentLayout: ButtonContentLayout? { didSet { contentLayoutDidChange(from: oldValue) } }

    /// Creates a button with the given frame and no content.
    public required init(frame: Rect) {
        super.init(frame: frame)
        titleLabel.font = Button.defaultTitleFont
        titleLabel.textAlignment = .center
        try? addSubview(imageView)  // fresh subviews: no cycle is possible
        try? addSubview(titleLabel)
    }

    /// Creates a button showing `title`, sized to fit it.
    public convenience init(title: String) {
        self.init(frame: .zero)
        self.title = title
        sizeToFit()
    }

    /// The title font of a system `UIButton`: the system font at 15 points.
    static let defaultTitleFont = try? Font.system(size: 15)
    /// The space UIKit keeps above and below a titled button's title when it has no content insets.
    static let defaultTitleVerticalPadding = 6.0

    var showsTitle: Bool { !(title ?? "").isEmpty }
    var showsImage: Bool { image != nil }
    private var padding: Double { showsTitle && showsImage ? imagePadding : 0 }

    private var contentSize: Size {
        let titleSize = showsTitle ? titleLabel.sizeThatFits(.zero) : .zero
        let imageSize = image?.size ?? .zero
        return Size(
            width: imageSize.width + padding + titleSize.width,
            height: max(imageSize.height, titleSize.height))
    }

    /// The title and the button trait, as UIKit reads a button.
    override var accessibilityDefaults: AccessibilityDefaults {
        AccessibilityDefaults(isElement: true, label: title, traits: .button)
    }

    /// The content's size plus the content insets; without insets, a titled
    /// button's 6 points above and below its content.
    open override func sizeThatFits(_ size: Size) -> Size {
        if let contentLayout { return configuredSize(contentLayout) }
        let content = contentSize
        let padding = contentEdgeInsets == .zero && showsTitle ? 2 * Button.defaultTitleVerticalPadding : 0
        return Size(
            width: content.width + contentEdgeInsets.horizontal,
            height: content.height + contentEdgeInsets.vertical + padding)
    }

    /// The natural size (see ``sizeThatFits(_:)``).
    open override var intrinsicContentSize: Size { sizeThatFits(.zero) }

    /// `color`, or in a disabled button `color` at ``Control/disabledAlpha`` of its opacity.
    func enabledOrDimmed(_ color: DynamicColor) -> DynamicColor {
        guard !isEnabled else { return color }
        return DynamicColor { traits in
            let resolved = color.resolved(with: traits)
            return resolved.withAlpha(resolved.alpha * Control.disabledAlpha)
        }
    }

    /// Centres the image and title in the content area.
    open override func layoutSubviews() {
        titleLabel.textColor = enabledOrDimmed(titleColor ?? DynamicColor(effectiveTintColor))
        imageView.alpha = isEnabled ? 1 : Control.disabledAlpha
        if let contentLayout {
            layOutConfigured(contentLayout)
            return
        }
        let area = bounds.inset(by: contentEdgeInsets)
        let content = contentSize
        let titleSize = showsTitle ? titleLabel.sizeThatFits(.zero) : .zero
        let imageSize = image?.size ?? .zero
        let startX = area.x + (area.width - content.width) / 2
        var imageFrame = Rect(
            x: startX, y: area.midY - imageSize.height / 2,
            width: imageSize.width, height: imageSize.height)
        var titleFrame = Rect(
            x: startX + imageSize.width + padding, y: area.midY - titleSize.height / 2,
            width: titleSize.width, height: titleSize.height)
        if traitCollection.layoutDirection == .rightToLeft {
            imageFrame.origin.x = 2 * area.midX - imageFrame.maxX
            titleFrame.origin.x = 2 * area.midX - titleFrame.maxX
        }
        imageView.frame = imageFrame
        titleLabel.frame = titleFrame
        imageView.isHidden = !showsImage
        titleLabel.isHidden = !showsTitle
    }
}
