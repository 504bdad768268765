import HeadlessText

/// Dynamic Type: the size of each text style in each content size category,
/// from the table in Apple's Human Interface Guidelines (iOS, "Dynamic Type sizes").
extension TextStyle {
    /// The style's size in points at `category`.
    public func pointSize(for category: ContentSizeCategory) -> Double {
        let sizes: [Double] =
            switch self {
            case .largeTitle: [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60]
            case .title1: [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58]
            case .title2: [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56]
            case .title3: [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55]
            case .headline, .body: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]
            case .callout: [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51]
            case .subheadline: [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49]
            case .footnote: [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44]
            case .caption1: [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43]
            case .caption2: [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40]
            }
        return sizes[ContentSizeCategory.allCases.firstIndex(of: category) ?? 3]
    }
}

extension Font {
    /// The system font of `style` at the size of the traits' content size
    /// category (the default, large, when nil), as
    /// `UIFont.preferredFont(forTextStyle:compatibleWith:)`. A label showing it
    /// with ``Label/adjustsFontForContentSizeCategory`` resizes it from the
    /// style's table for its own traits.
    public static func preferredFont(forTextStyle style: TextStyle, compatibleWith traits: TraitCollection? = nil) throws -> Font {
        let category = traits?.preferredContentSizeCategory ?? .large
        return try Font.system(size: style.pointSize(for: category), weight: style.weight).following(style)
    }
}
