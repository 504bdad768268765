/// The content of a list cell, header or footer as a value: an image, a
/// text and a secondary text, laid out as the kind of list row it is made
/// for (`cell()`, `subtitleCell()`, `valueCell()`, the headers and footers).
/// A table cell shows it in its standard parts, with the same measuring
/// and drawing as its styles (`.cell()` with a secondary text as `.subtitle`,
/// `valueCell()` as `.value1`).
/// [Apple's documentation](https://developer.apple.com/documentation/uikit/uilistcontentconfiguration)
public struct UIListContentConfiguration: UIContentConfiguration {
    /// The kinds of list row a configuration is made for.
    enum Kind: Sendable {
        case cell, subtitleCell, valueCell, sidebarCell, header, footer
    }

    /// The kind of row the configuration was made for.
    let kind: Kind
    /// The image before the text.
    public var image: UIImage?
    /// The main text.
    public var text: String?
    /// The main text with attributes, shown in place of ``text`` when set.
    public var attributedText: NSAttributedString?
    /// The secondary text: below the text, or at the trailing edge in a value cell.
    public var secondaryText: String?
    /// The secondary text with attributes, shown in place of ``secondaryText`` when set.
    public var secondaryAttributedText: NSAttributedString?
    /// How the text is drawn.
    public var textProperties: TextProperties
    /// How the secondary text is drawn.
    public var secondaryTextProperties: TextProperties
    /// How the image is drawn.
    public var imageProperties = ImageProperties()
    /// The margins around the content; 11 points above and below and the system side margins.
    public var directionalLayoutMargins = NSDirectionalEdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 16)
    /// The space between the image and the text: 16 points.
    public var imageToTextPadding: CGFloat = 16
    /// The space between the text and the secondary text when stacked: 2 points.
    public var textToSecondaryTextVerticalPadding: CGFloat = 2
    /// The space between the text and the secondary text side by side: 8 points.
    public var textToSecondaryTextHorizontalPadding: CGFloat = 8
    /// Whether the texts sit side by side when they fit; true for a value cell.
    public var prefersSideBySideTextAndSecondaryText: Bool

    /// A configuration of `kind` with its text styles.
    private init(kind: Kind, text: TextProperties, secondary: TextProperties) {
        self.kind = kind
        textProperties = text
        secondaryTextProperties = secondary
        prefersSideBySideTextAndSecondaryText = kind == .valueCell
    }

    /// A cell: body text, with an optional subheadline secondary text below.
    public static func cell() -> UIListContentConfiguration {
        UIListContentConfiguration(kind: .cell, text: .init(style: .body), secondary: .init(style: .subheadline, color: .secondaryLabel))
    }

    /// A cell with a subheadline secondary text below the body text.
    public static func subtitleCell() -> UIListContentConfiguration {
        UIListContentConfiguration(
            kind: .subtitleCell, text: .init(style: .body), secondary: .init(style: .subheadline, color: .secondaryLabel))
    }

    /// A cell with the secondary text at the trailing edge, in body text.
    public static func valueCell() -> UIListContentConfiguration {
        UIListContentConfiguration(kind: .valueCell, text: .init(style: .body), secondary: .init(style: .body, color: .secondaryLabel))
    }

    /// A sidebar cell: as ``cell()``.
    public static func sidebarCell() -> UIListContentConfiguration {
        UIListContentConfiguration(
            kind: .sidebarCell, text: .init(style: .body), secondary: .init(style: .subheadline, color: .secondaryLabel))
    }

    /// A sidebar cell with a secondary text below: as ``subtitleCell()``.
    public static func sidebarSubtitleCell() -> UIListContentConfiguration { subtitleCell() }

    /// A header of a plain list: headline text.
    public static func plainHeader() -> UIListContentConfiguration {
        UIListContentConfiguration(kind: .header, text: .init(style: .headline), secondary: .init(style: .subheadline, color: .secondaryLabel))
    }

    /// A footer of a plain list: footnote text in the secondary colour.
    public static func plainFooter() -> UIListContentConfiguration { groupedFooter() }

    /// A header of a grouped list: footnote text in the secondary colour.
    public static func groupedHeader() -> UIListContentConfiguration {
        UIListContentConfiguration(
            kind: .header, text: .init(style: .footnote, color: .secondaryLabel), secondary: .init(style: .footnote, color: .secondaryLabel))
    }

    /// A footer of a grouped list: footnote text in the secondary colour.
    public static func groupedFooter() -> UIListContentConfiguration {
        UIListContentConfiguration(
            kind: .footer, text: .init(style: .footnote, color: .secondaryLabel), secondary: .init(style: .footnote, color: .secondaryLabel))
    }

    /// A header: as ``groupedHeader()``.
    public static func header() -> UIListContentConfiguration { groupedHeader() }

    /// A footer: as ``groupedFooter()``.
    public static func footer() -> UIListContentConfiguration { groupedFooter() }

    /// A view showing this configuration.
    public func makeContentView() -> any UIView & UIContentView { UIListContentView(configuration: self) }

    /// The configuration as it is: list content looks the same in every state here.
    public func updated(for state: any UIConfigurationState) -> UIListContentConfiguration { self }

    /// How a text is drawn.
    public struct TextProperties {
        /// The font; the kind's text style by default.
        public var font: UIFont
        /// The colour; `label` (or the kind's) by default.
        public var color: UIColor
        /// The most lines; 0 (as many as needed) by default.
        public var numberOfLines = 0
        /// The alignment; natural by default.
        public var alignment = TextAlignment.natural
        /// How lines that do not fit end.
        public var lineBreakMode = NSLineBreakMode.byTruncatingTail
        /// Whether the font shrinks for a one-line text that does not fit.
        public var adjustsFontSizeToFitWidth = false
        /// The smallest scale the font shrinks to.
        public var minimumScaleFactor: CGFloat = 0
        /// Whether the font follows Dynamic Type; true.
        public var adjustsFontForContentSizeCategory = true
        /// A change of case applied to the text.
        public var transform = TextTransform.none

        /// Properties with `style`'s font and `color`.
        init(style: UIFont.TextStyle, color: UIColor = .label) {
            font = .preferredFont(forTextStyle: style)
            self.color = color
        }

        /// The alignments of a list text.
        public enum TextAlignment: Int, Sendable {
            /// The writing direction's leading edge.
            case natural
            /// Centred.
            case center
            /// Justified.
            case justified
        }

        /// The changes of case.
        public enum TextTransform: Int, Sendable {
            /// None.
            case none
            /// Capitalised words.
            case capitalized
            /// Lower case.
            case lowercase
            /// Upper case.
            case uppercase
        }
    }

    /// How the image is drawn.
    public struct ImageProperties {
        /// The tint of a template image; the view's tint colour when nil.
        public var tintColor: UIColor?
        /// The radius of the image's corners.
        public var cornerRadius: CGFloat = 0
        /// The largest size the image is drawn at; zero for no limit. Kept for code that sets it.
        public var maximumSize = CGSize.zero
        /// The room the image takes; zero for its own size. Kept for code that sets it.
        public var reservedLayoutSize = CGSize.zero

        /// The default properties.
        public init() {}
    }
}
