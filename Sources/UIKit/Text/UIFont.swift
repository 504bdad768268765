internal import HeadlessLayers
package import HeadlessText

/// A font: a face at a point size. The system font is the bundled Inter
/// (Inter Display from 22.5 points), which measures like iOS's San
/// Francisco (Documentation/SystemFontChoice.md); fonts registered with
/// this package's `FontRegistry` are found by family name.
/// [Apple's documentation](https://developer.apple.com/documentation/uikit/uifont)
open class UIFont: NSObject, @unchecked Sendable {
    /// The engine font.
    package let font: Font

    /// A font of the engine's.
    package init(_ font: Font) {
        self.font = font
        super.init()
    }

    /// The engine font `make` gives, or the regular system font at `size`
    /// when it fails (reported): a font UIKit can name always exists.
    private static func making(_ size: CGFloat, _ make: () throws -> Font) -> UIFont {
        do { return UIFont(try make()) } catch {
            FontLog.report("\(error)")
            return UIFont(FontLog.fallback(size: Double(size)))
        }
    }

    /// The system font at `fontSize` points, regular.
    open class func systemFont(ofSize fontSize: CGFloat) -> UIFont { systemFont(ofSize: fontSize, weight: .regular) }

    /// The system font at `fontSize` points and `weight`.
    open class func systemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont {
        making(fontSize) { try Font.system(size: Double(fontSize), weight: weight.engine) }
    }

    /// The bold system font at `fontSize` points.
    open class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont { systemFont(ofSize: fontSize, weight: .bold) }

    /// The italic system font at `fontSize` points.
    open class func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        making(fontSize) { try Font.system(size: Double(fontSize), italic: true) }
    }

    /// The monospaced system font at `fontSize` points and `weight` (the
    /// bundled monospaced face; iOS draws SF Mono).
    open class func monospacedSystemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont {
        making(fontSize) { try Font.monospaced(size: Double(fontSize), weight: weight.engine) }
    }

    /// The system font with digits of equal width, at `fontSize` points and
    /// `weight`. The system font is drawn with its default figures here.
    open class func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont {
        systemFont(ofSize: fontSize, weight: weight)
    }

    /// The system font of `style` at the default text size (large); a label
    /// with `adjustsFontForContentSizeCategory` follows its own traits.
    open class func preferredFont(forTextStyle style: UIFont.TextStyle) -> UIFont {
        preferredFont(forTextStyle: style, compatibleWith: nil)
    }

    /// The system font of `style` at the text size of `traitCollection` (large when nil or unspecified).
    open class func preferredFont(forTextStyle style: UIFont.TextStyle, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        let engineStyle = style.engine
        return making(engineStyle.pointSize(for: .large)) {
            try Font.preferredFont(forTextStyle: engineStyle, compatibleWith: traitCollection?.resolved)
        }
    }

    /// The font of family (or family and style, such as `Inter-Bold`)
    /// `fontName` at `fontSize` points. A family iOS ships (Helvetica,
    /// Avenir Next, Georgia, Menlo and the rest) that is not registered here
    /// gets a stand-in of its kind: the system font for sans-serif families,
    /// the bundled serif or monospaced font for the others, in the weight and
    /// slant of the name's style (`HelveticaNeue-Bold`). Nil for any other
    /// name, as on iOS for a font the app has not registered.
    public init?(name fontName: String, size fontSize: CGFloat) {
        guard let font = Font.named(fontName, size: Double(fontSize)) else { return nil }
        self.font = font
        super.init()
    }

    /// The same face at `fontSize` points.
    open func withSize(_ fontSize: CGFloat) -> UIFont {
        UIFont.making(fontSize) { try font.withSize(Double(fontSize)) }
    }

    /// The size in points.
    open var pointSize: CGFloat { CGFloat(font.size) }
    /// The family name, such as `Inter`.
    open var familyName: String { font.familyName }
    /// The face's name, family and style, such as `Inter-SemiBold`.
    open var fontName: String { "\(font.familyName)-\(font.face.styleName)".replacingOccurrences(of: " ", with: "") }
    /// The distance from the baseline to the top of the line, in points.
    open var ascender: CGFloat { CGFloat(font.metrics.ascender) }
    /// The distance from the baseline to the bottom of the line, negative, in points.
    open var descender: CGFloat { CGFloat(font.metrics.descender) }
    /// The height of a line, in points (20.287 for the 17-point system font, as iOS's).
    open var lineHeight: CGFloat { CGFloat(font.metrics.lineHeight) }
    /// The gap between lines beyond the line height, in points.
    open var leading: CGFloat { CGFloat(font.metrics.lineGap) }
    /// The height of capital letters, in points.
    open var capHeight: CGFloat { CGFloat(font.metrics.capHeight) }
    /// The height of lowercase letters such as x, in points.
    open var xHeight: CGFloat { CGFloat(font.metrics.xHeight) }

    /// Equal when they are the same face at the same size.
    open override func isEqual(_ object: Any?) -> Bool { (object as? UIFont)?.font == font }
    /// A hash of the face and size.
    open override var hash: Int { font.hashValue }
    /// The face and size, such as `Inter-Regular 17pt`.
    open override var description: String { "\(fontName) \(font.size)pt" }
}

/// Where fonts that fail to load are reported, and what is drawn instead.
enum FontLog {
    /// Writes the failure to standard error.
    static func report(_ message: String) {
        FileHandle.standardError.write(Data("[HeadlessSnapshot] font: \(message)\n".utf8))
    }

    /// A font that always exists: the bundled system font at `size` (or 17 points when `size` is not a valid size).
    static func fallback(size: Double) -> Font {
        let size = size > 0 && size.isFinite ? size : 17
        // The bundled regular face loads on every machine the package builds on (its digest is tested).
        return try! Font.system(size: size)
    }
}

extension UIFont {
    /// A font weight, from ultra light (−0.8) to black (0.62), as UIKit's.
    public struct Weight: RawRepresentable, Hashable, Comparable, Sendable {
        /// The weight on UIKit's scale.
        public let rawValue: CGFloat
        /// A weight on UIKit's scale.
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        /// A weight on UIKit's scale.
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }

        /// −0.8.
        public static let ultraLight = Weight(-0.8)
        /// −0.6.
        public static let thin = Weight(-0.6)
        /// −0.4.
        public static let light = Weight(-0.4)
        /// 0.
        public static let regular = Weight(0)
        /// 0.23.
        public static let medium = Weight(0.23)
        /// 0.3.
        public static let semibold = Weight(0.3)
        /// 0.4.
        public static let bold = Weight(0.4)
        /// 0.56.
        public static let heavy = Weight(0.56)
        /// 0.62.
        public static let black = Weight(0.62)

        /// UIKit's weights in order, with the engine's (CSS) weight of each.
        private static let scale: [(Weight, FontWeight)] = [
            (.ultraLight, .ultraLight), (.thin, .thin), (.light, .light), (.regular, .regular), (.medium, .medium),
            (.semibold, .semibold), (.bold, .bold), (.heavy, .heavy), (.black, .black),
        ]

        /// The engine weight nearest to this one.
        var engine: FontWeight {
            Self.scale.min { abs($0.0.rawValue - rawValue) < abs($1.0.rawValue - rawValue) }?.1 ?? .regular
        }

        /// Orders weights from light to heavy.
        public static func < (lhs: Weight, rhs: Weight) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    /// A Dynamic Type text style, such as body or headline.
    public struct TextStyle: RawRepresentable, Hashable, Sendable {
        /// UIKit's string for the style.
        public let rawValue: String
        /// A style from UIKit's string.
        public init(rawValue: String) { self.rawValue = rawValue }

        /// Large title: 34 points at the default size.
        public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
        /// Title 1: 28 points.
        public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
        /// Title 2: 22 points.
        public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
        /// Title 3: 20 points.
        public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
        /// Headline: 17 points, semibold.
        public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
        /// Body: 17 points.
        public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
        /// Callout: 16 points.
        public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
        /// Subheadline: 15 points.
        public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
        /// Footnote: 13 points.
        public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
        /// Caption 1: 12 points.
        public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
        /// Caption 2: 11 points.
        public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")

        /// UIKit's styles with the engine's.
        private static let table: [(TextStyle, HeadlessText.TextStyle)] = [
            (.largeTitle, .largeTitle), (.title1, .title1), (.title2, .title2), (.title3, .title3), (.headline, .headline),
            (.body, .body), (.callout, .callout), (.subheadline, .subheadline), (.footnote, .footnote),
            (.caption1, .caption1), (.caption2, .caption2),
        ]

        /// The engine's style (body for a string UIKit does not define).
        var engine: HeadlessText.TextStyle { Self.table.first { $0.0 == self }?.1 ?? .body }
    }
}

/// Scales fonts and lengths with the text size, as Dynamic Type scales a text style.
/// [Apple's documentation](https://developer.apple.com/documentation/uikit/uifontmetrics)
public struct UIFontMetrics: Sendable {
    /// The style whose scale is followed.
    private let style: HeadlessText.TextStyle

    /// Metrics that scale as `textStyle` does.
    public init(forTextStyle textStyle: UIFont.TextStyle) { style = textStyle.engine }

    /// Metrics that scale as body text does.
    public static let `default` = UIFontMetrics(forTextStyle: .body)

    /// How much larger the style is at `traits`' text size than at large.
    private func factor(_ traits: UITraitCollection?) -> Double {
        let category = traits?.resolved.preferredContentSizeCategory ?? .large
        return style.pointSize(for: category) / style.pointSize(for: .large)
    }

    /// `font` scaled for the default text size (large): unchanged.
    public func scaledFont(for font: UIFont) -> UIFont { scaledFont(for: font, compatibleWith: nil) }

    /// `font` scaled for the text size of `traitCollection`.
    public func scaledFont(for font: UIFont, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        font.withSize(font.pointSize * factor(traitCollection))
    }

    /// `value` scaled for the text size of `traitCollection` (large when nil).
    public func scaledValue(for value: CGFloat, compatibleWith traitCollection: UITraitCollection? = nil) -> CGFloat {
        value * factor(traitCollection)
    }
}
