extension UIButton {
    /// The content and appearance of a button in one value, as iOS 15 and
    /// later style buttons: a style (`plain()`, `filled()`, ...), a title,
    /// subtitle and image, their spacing and insets, and the background's
    /// colours and corners. Set it as a button's ``UIButton/configuration``.
    ///
    /// What each style draws, and the sizes chosen where Apple publishes no
    /// numbers, are listed on the style functions, ``Size`` and ``CornerStyle``.
    /// [Apple's documentation](https://developer.apple.com/documentation/uikit/uibutton/configuration)
    @preconcurrency @MainActor
    public struct Configuration {
        /// The style a configuration was made with.
        enum Style {
            case plain, tinted, gray, filled
        }

        /// The style's colours: plain draws no background, gray and tinted a
        /// light one, filled one in the tint colour.
        let style: Style

        /// The title, with its attributes (the first run's font and
        /// foreground colour are drawn; one font per string, as the engine lays out text).
        public var attributedTitle: AttributedString?
        /// The subtitle, with its attributes, drawn below the title.
        public var attributedSubtitle: AttributedString?
        /// The image.
        public var image: UIImage?
        /// The edge of the text the image sits on: `.leading` (the default),
        /// `.trailing`, `.top` or `.bottom`; other values place it on the leading edge.
        public var imagePlacement = NSDirectionalRectEdge.leading
        /// The space between the image and the text; 0 by default (as
        /// Apple's). Negative and NaN values count as 0.
        public var imagePadding: CGFloat = 0
        /// The space between the title and the subtitle; 0 by default.
        /// Negative and NaN values count as 0.
        public var titlePadding: CGFloat = 0
        /// How the title and subtitle line up with each other.
        public var titleAlignment = TitleAlignment.automatic
        /// The colour of the title, subtitle and template image; `nil` for the style's.
        public var baseForegroundColor: UIColor?
        /// The colour the style derives its background from; `nil` for the style's.
        public var baseBackgroundColor: UIColor?
        /// The background: a colour set here wins over the style's; its
        /// corner radius is used as set with the `.fixed` corner style.
        public var background = UIBackgroundConfiguration()
        /// How the background's corners are rounded; `.dynamic` by default.
        public var cornerStyle = CornerStyle.dynamic
        /// The button's size class, which sets the default insets, fonts and
        /// corner radius; `.medium` by default.
        public var buttonSize = Size.medium
        /// The insets set, or nil for the size's defaults.
        private var insetsSet: NSDirectionalEdgeInsets?
        /// Whether an activity indicator replaces the image. Kept; this
        /// package draws no indicator in a button (the content draws as without it).
        public var showsActivityIndicator = false
        /// Changes the title's font and colour before it is drawn.
        public var titleTextAttributesTransformer: UIConfigurationTextAttributesTransformer?
        /// Changes the subtitle's font and colour before it is drawn.
        public var subtitleTextAttributesTransformer: UIConfigurationTextAttributesTransformer?
        /// The symbol configuration for the image. Kept; symbol stand-ins
        /// draw at their own size (see `UIImage(systemName:)`).
        public var preferredSymbolConfigurationForImage: UIImage.SymbolConfiguration?
        /// How the title breaks when it does not fit; kept, the title draws on one line truncated at its tail.
        public var titleLineBreakMode = NSLineBreakMode.byTruncatingTail
        /// Whether the button styles itself for its selected state; kept.
        public var automaticallyUpdateForSelection = true

        /// A configuration of `style` with no content.
        init(style: Style) { self.style = style }

        /// The title, without attributes.
        public var title: String? {
            get { attributedTitle.map { String($0.characters) } }
            set { attributedTitle = newValue.map { AttributedString($0) } }
        }

        /// The subtitle, without attributes.
        public var subtitle: String? {
            get { attributedSubtitle.map { String($0.characters) } }
            set { attributedSubtitle = newValue.map { AttributedString($0) } }
        }

        /// The space between the button's edges and its content: set, or the
        /// defaults of ``buttonSize`` (see ``Size``). Negative and NaN lengths count as 0.
        public var contentInsets: NSDirectionalEdgeInsets {
            get { insetsSet ?? buttonSize.defaultInsets }
            set { insetsSet = newValue }
        }

        /// Returns ``contentInsets`` to the defaults of ``buttonSize``.
        public mutating func setDefaultContentInsets() { insetsSet = nil }

        /// This configuration as `button` shows it in its current state. The
        /// colours of a style are resolved when drawn, against the button's
        /// tint colour and traits, so the copy's colour properties stay as set.
        public func updated(for button: UIButton) -> UIButton.Configuration { self }

        /// A button with no background: the title and image in the tint colour.
        /// [Apple's documentation](https://developer.apple.com/documentation/uikit/uibutton/configuration/plain())
        public static func plain() -> UIButton.Configuration { Configuration(style: .plain) }
        /// A button with the tint colour at 15 % opacity behind the title and image in the tint colour.
        /// [Apple's documentation](https://developer.apple.com/documentation/uikit/uibutton/configuration/tinted())
        public static func tinted() -> UIButton.Configuration { Configuration(style: .tinted) }
        /// A button with a grey background (`UIColor.tertiarySystemFill`) behind the title and image in the tint colour.
        /// [Apple's documentation](https://developer.apple.com/documentation/uikit/uibutton/configuration/gray())
        public static func gray() -> UIButton.Configuration { Configuration(style: .gray) }
        /// A button filled with the tint colour, its title and image white.
        /// [Apple's documentation](https://developer.apple.com/documentation/uikit/uibutton/configuration/filled())
        public static func filled() -> UIButton.Configuration { Configuration(style: .filled) }
        /// A bordered button; on iOS it draws as ``gray()``.
        /// [Apple's documentation](https://developer.apple.com/documentation/uikit/uibutton/configuration/bordered())
        public static func bordered() -> UIButton.Configuration { Configuration(style: .gray) }
        /// A bordered, tinted button; on iOS it draws as ``tinted()``.
        /// [Apple's documentation](https://developer.apple.com/documentation/uikit/uibutton/configuration/borderedtinted())
        public static func borderedTinted() -> UIButton.Configuration { Configuration(style: .tinted) }
        /// A bordered button for the most likely action; on iOS it draws as ``filled()``.
        /// [Apple's documentation](https://developer.apple.com/documentation/uikit/uibutton/configuration/borderedprominent())
        public static func borderedProminent() -> UIButton.Configuration { Configuration(style: .filled) }
        /// A button without a border; on iOS it draws as ``plain()``.
        /// [Apple's documentation](https://developer.apple.com/documentation/uikit/uibutton/configuration/borderless())
        public static func borderless() -> UIButton.Configuration { Configuration(style: .plain) }
    }
}
