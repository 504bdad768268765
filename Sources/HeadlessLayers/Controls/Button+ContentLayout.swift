import HeadlessGeometry
import HeadlessRaster

/// A configured button's content: the subtitle and background views join
/// the tree while ``Button/contentLayout`` is set, and the content is sized
/// and placed by the layout.
extension Button {
    /// Adds or removes the subtitle and background views as a layout is set or cleared.
    func contentLayoutDidChange(from old: ButtonContentLayout?) {
        if contentLayout != nil, old == nil {
            try? insertSubview(backgroundView, at: 0)  // the button's own views: no cycle is possible
            try? addSubview(subtitleLabel)
            subtitleLabel.textAlignment = .center
        } else if contentLayout == nil, old != nil {
            titleLabel.font = Button.defaultTitleFont
            backgroundView.removeFromSuperview()
            subtitleLabel.removeFromSuperview()
            imageView.tintColor = nil
        }
        setNeedsLayout()
        invalidateIntrinsicContentSize()
    }

    private var showsSubtitle: Bool { !(subtitleLabel.text ?? "").isEmpty }

    /// The sizes of the image, title and subtitle as shown (zero when absent).
    private var configuredPartSizes: (image: Size, title: Size, subtitle: Size) {
        (
            showsImage ? image?.size ?? .zero : .zero,
            showsTitle ? titleLabel.sizeThatFits(.zero) : .zero,
            showsSubtitle ? subtitleLabel.sizeThatFits(.zero) : .zero
        )
    }

    /// The natural size of a configured button: its content plus the insets.
    func configuredSize(_ layout: ButtonContentLayout) -> Size {
        let parts = configuredPartSizes
        return layout.fittingSize(image: parts.image, title: parts.title, subtitle: parts.subtitle)
    }

    /// Places the background, image, title and subtitle, and colours them.
    func layOutConfigured(_ layout: ButtonContentLayout) {
        let parts = configuredPartSizes
        let frames = layout.frames(
            in: bounds, image: parts.image, title: parts.title, subtitle: parts.subtitle,
            rightToLeft: traitCollection.layoutDirection == .rightToLeft)
        imageView.frame = frames.image
        titleLabel.frame = frames.title
        subtitleLabel.frame = frames.subtitle
        imageView.isHidden = !showsImage
        titleLabel.isHidden = !showsTitle
        subtitleLabel.isHidden = !showsSubtitle
        subtitleLabel.textColor = layout.subtitleColor.map(enabledOrDimmed) ?? titleLabel.textColor
        imageView.tintColor = layout.foreground

        backgroundView.frame = Rect(x: 0, y: 0, width: bounds.width, height: bounds.height)
        switch layout.fill {
        case .none: backgroundView.backgroundColor = nil
        case .color(let color): backgroundView.backgroundColor = color
        case .tint(let alpha):
            let tint = effectiveTintColor
            backgroundView.backgroundColor = DynamicColor(tint.withAlpha(tint.alpha * alpha))
        }
        let radius = layout.isCapsule ? min(bounds.width, bounds.height) / 2 : layout.cornerRadius
        backgroundView.layer.cornerRadius = min(radius, min(bounds.width, bounds.height) / 2)
        backgroundView.layer.borderWidth = layout.strokeWidth
        backgroundView.layer.borderColor = layout.stroke?.resolved(with: traitCollection) ?? effectiveTintColor
    }
}
