/// An environment-dependent font: a text style that follows Dynamic Type,
/// a system font of a fixed size, or a named font, with weight, design and
/// italic on top. Resolves to the UIKit face's `UIFont` for the environment.
/// See [Font](https://developer.apple.com/documentation/swiftui/font).
public struct Font: Hashable, Sendable {
    enum Base: Hashable, Sendable {
        case style(TextStyle)
        case size(CGFloat)
        case named(String, size: CGFloat, relativeTo: TextStyle?)
    }
    var base: Base
    var weight: Weight?
    var design: Design?
    var isItalic = false
    var isMonospacedDigit = false

    init(_ base: Base, weight: Weight? = nil, design: Design? = nil) {
        self.base = base
        self.weight = weight
        self.design = design
    }

    public static let largeTitle = Font(.style(.largeTitle))
    public static let title = Font(.style(.title))
    public static let title2 = Font(.style(.title2))
    public static let title3 = Font(.style(.title3))
    public static let headline = Font(.style(.headline))
    public static let subheadline = Font(.style(.subheadline))
    public static let body = Font(.style(.body))
    public static let callout = Font(.style(.callout))
    public static let footnote = Font(.style(.footnote))
    public static let caption = Font(.style(.caption))
    public static let caption2 = Font(.style(.caption2))

    /// A system font with the given text style, design and weight.
    public static func system(_ style: TextStyle, design: Design? = nil, weight: Weight? = nil) -> Font {
        Font(.style(style), weight: weight, design: design)
    }

    /// A system font of a fixed size, weight and design.
    public static func system(size: CGFloat, weight: Weight? = nil, design: Design? = nil) -> Font {
        Font(.size(size), weight: weight, design: design)
    }

    /// A custom font of a size that scales relative to the body style.
    public static func custom(_ name: String, size: CGFloat) -> Font { Font(.named(name, size: size, relativeTo: .body)) }

    /// A custom font of a size that scales relative to `textStyle`.
    public static func custom(_ name: String, size: CGFloat, relativeTo textStyle: TextStyle) -> Font {
        Font(.named(name, size: size, relativeTo: textStyle))
    }

    /// A custom font of a fixed size that does not scale with Dynamic Type.
    public static func custom(_ name: String, fixedSize: CGFloat) -> Font { Font(.named(name, size: fixedSize, relativeTo: nil)) }

    /// This font with `weight`.
    public func weight(_ weight: Weight) -> Font { changing { $0.weight = weight } }
    /// This font, bold.
    public func bold() -> Font { weight(.bold) }
    /// This font, italic.
    public func italic() -> Font { changing { $0.isItalic = true } }
    /// This font in its monospaced design.
    public func monospaced() -> Font { changing { $0.design = .monospaced } }
    /// This font with digits of equal width.
    public func monospacedDigit() -> Font { changing { $0.isMonospacedDigit = true } }
    /// This font with `design`.
    public func design(_ design: Design) -> Font { changing { $0.design = design } }
    /// Small capitals are not drawn here: the font unchanged.
    public func smallCaps() -> Font { self }
    /// Leading is not adjusted here: the font unchanged.
    public func leading(_ leading: Leading) -> Font { self }

    private func changing(_ change: (inout Font) -> Void) -> Font {
        var font = self
        change(&font)
        return font
    }

    /// A dynamic text style to use for fonts.
    public enum TextStyle: CaseIterable, Hashable, Sendable {
        case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2
        /// The extra-large title style (visionOS); the large title here.
        case extraLargeTitle, extraLargeTitle2
    }

    /// A weight to use for fonts.
    public struct Weight: Hashable, Sendable {
        let value: UIFont.Weight
        public static let ultraLight = Weight(value: .ultraLight)
        public static let thin = Weight(value: .thin)
        public static let light = Weight(value: .light)
        public static let regular = Weight(value: .regular)
        public static let medium = Weight(value: .medium)
        public static let semibold = Weight(value: .semibold)
        public static let bold = Weight(value: .bold)
        public static let heavy = Weight(value: .heavy)
        public static let black = Weight(value: .black)
    }

    /// A design to use for fonts.
    public enum Design: Hashable, Sendable {
        case `default`, serif, rounded, monospaced
    }

    /// A line spacing adjustment that you can apply to a font.
    public enum Leading: Hashable, Sendable {
        case standard, tight, loose
    }
}

extension Font.TextStyle {
    var uiKit: UIFont.TextStyle {
        switch self {
        case .largeTitle, .extraLargeTitle, .extraLargeTitle2: .largeTitle
        case .title: .title1
        case .title2: .title2
        case .title3: .title3
        case .headline: .headline
        case .subheadline: .subheadline
        case .body: .body
        case .callout: .callout
        case .footnote: .footnote
        case .caption: .caption1
        case .caption2: .caption2
        }
    }
}

extension Font {
    /// The UIKit font this font is for `dynamicTypeSize`, with `extraWeight` (from `fontWeight(_:)`) when it sets none.
    @MainActor
    func uiFont(dynamicTypeSize: DynamicTypeSize, extraWeight: Weight? = nil) -> UIFont {
        let key = ResolvedFontKey(font: self, size: dynamicTypeSize, extraWeight: extraWeight)
        if let font = Self.resolved[key] { return font }
        let font = makeUIFont(dynamicTypeSize: dynamicTypeSize, extraWeight: extraWeight)
        Self.resolved[key] = font
        return font
    }

    /// The UIKit fonts made so far: fonts are values, and making one looks up and measures a face.
    @MainActor private static var resolved: [ResolvedFontKey: UIFont] = [:]

    @MainActor
    private func makeUIFont(dynamicTypeSize: DynamicTypeSize, extraWeight: Weight?) -> UIFont {
        let traits = UITraitCollection(preferredContentSizeCategory: dynamicTypeSize.contentSizeCategory)
        let size: CGFloat
        var styleWeight: UIFont.Weight = .regular
        switch base {
        case .style(let style):
            let preferred = UIFont.preferredFont(forTextStyle: style.uiKit, compatibleWith: traits)
            size = preferred.pointSize
            if style == .headline { styleWeight = .semibold }
        case .size(let points):
            size = points
        case .named(let name, let points, let relativeTo):
            let scaled = relativeTo.map { UIFontMetrics(forTextStyle: $0.uiKit).scaledValue(for: points, compatibleWith: traits) } ?? points
            if let font = UIFont(name: name, size: scaled) { return font }
            size = scaled
        }
        let resolvedWeight = (weight ?? extraWeight)?.value ?? styleWeight
        if design == .monospaced { return UIFont.monospacedSystemFont(ofSize: size, weight: resolvedWeight) }
        if isMonospacedDigit { return UIFont.monospacedDigitSystemFont(ofSize: size, weight: resolvedWeight) }
        if isItalic && resolvedWeight == .regular { return UIFont.italicSystemFont(ofSize: size) }
        return UIFont.systemFont(ofSize: size, weight: resolvedWeight)
    }
}

/// A font resolved for a Dynamic Type size.
struct ResolvedFontKey: Hashable {
    let font: Font
    let size: DynamicTypeSize
    let extraWeight: Font.Weight?
}

/// A Dynamic Type size, which specifies how large scalable content should be.
/// See [DynamicTypeSize](https://developer.apple.com/documentation/swiftui/dynamictypesize).
public enum DynamicTypeSize: Hashable, Comparable, CaseIterable, Sendable {
    case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
    case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5

    /// A Boolean value indicating whether the size is one that is associated with accessibility.
    public var isAccessibilitySize: Bool { self >= .accessibility1 }

    var contentSizeCategory: UIContentSizeCategory {
        switch self {
        case .xSmall: .extraSmall
        case .small: .small
        case .medium: .medium
        case .large: .large
        case .xLarge: .extraLarge
        case .xxLarge: .extraExtraLarge
        case .xxxLarge: .extraExtraExtraLarge
        case .accessibility1: .accessibilityMedium
        case .accessibility2: .accessibilityLarge
        case .accessibility3: .accessibilityExtraLarge
        case .accessibility4: .accessibilityExtraExtraLarge
        case .accessibility5: .accessibilityExtraExtraExtraLarge
        }
    }
}
