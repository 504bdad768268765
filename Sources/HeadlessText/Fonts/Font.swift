import HeadlessGeometry

/// A font face at a size in points, as `UIFont`.
///
/// ```swift
/// let title = try Font.system(size: 17, weight: .semibold)
/// let code = try Font(family: "DejaVu Sans Mono", size: 13)
/// ```
public struct Font: Hashable, Sendable, CustomStringConvertible {
    /// The face the font draws with.
    public let face: FontFace
    /// The size in points: the height of one em.
    public let size: Double
    /// The text style the font was made for, when it was (a preferred font):
    /// text that scales with the content size takes its size from the style.
    public private(set) var textStyle: TextStyle?
    /// Whether this is the system font (``system(size:weight:italic:)``),
    /// which measures like iOS's San Francisco: its optical design, tracking
    /// and line follow the size (see ``tracking`` and ``metrics``).
    public private(set) var isSystemFont = false

    /// A font drawing `face` at `size` points.
    ///
    /// - Throws: ``FontError/invalidSize(_:)`` when `size` is negative, NaN
    ///   or infinite. A size of 0 is allowed and lays out to nothing.
    public init(face: FontFace, size: Double) throws(FontError) {
        guard size.isFinite, size >= 0 else { throw .invalidSize(size) }
        self.init(face: face, validSize: size)
    }

    /// A font at a size already known to be finite and not negative.
    init(face: FontFace, validSize: Double) {
        self.face = face
        self.size = validSize
    }

    /// The registered face of `family` closest to `weight` and `italic`, at `size` points.
    ///
    /// - Throws: ``FontError/familyNotFound(_:)`` or ``FontError/invalidSize(_:)``.
    public init(
        family: String, size: Double, weight: FontWeight = .regular, italic: Bool = false,
        registry: FontRegistry = .shared
    ) throws(FontError) {
        try self.init(face: try registry.face(family: family, weight: weight, italic: italic), size: size)
    }

    /// The font made for `style`: text that scales with the content size takes its size from the style.
    public func following(_ style: TextStyle?) -> Font {
        var font = self
        font.textStyle = style
        return font
    }

    /// The system font, like `UIFont.systemFont(ofSize:weight:)` and
    /// `italicSystemFont(ofSize:)`: the bundled Inter below 22.5 points and
    /// Inter Display from there up, in any of the nine weights, with iOS's
    /// tracking and line height for the size, so that text measures as San
    /// Francisco does on iOS.
    ///
    /// - Throws: ``FontError/invalidSize(_:)`` when `size` is negative, NaN or infinite.
    public static func system(size: Double, weight: FontWeight = .regular, italic: Bool = false) throws(FontError) -> Font {
        var font = try Font(family: SystemFont.family(forSize: size), size: size, weight: weight, italic: italic)
        font.isSystemFont = true
        return font
    }

    /// The same font at `size` points, as `UIFont.withSize(_:)`: the system
    /// font takes the design and tracking of the new size; the text style is kept.
    ///
    /// - Throws: ``FontError/invalidSize(_:)`` when `size` is negative, NaN or infinite.
    public func withSize(_ size: Double) throws(FontError) -> Font {
        let resized = isSystemFont ? try Font.system(size: size, weight: weight, italic: isItalic) : try Font(face: face, size: size)
        return resized.following(textStyle)
    }

    /// The monospaced font (DejaVu Sans Mono, bundled in its regular weight only).
    public static func monospaced(size: Double, weight: FontWeight = .regular) throws(FontError) -> Font {
        try Font(family: BundledFonts.monospacedFamily, size: size, weight: weight)
    }

    /// The serif font (DejaVu Serif, bundled in its regular style only).
    public static func serif(size: Double, weight: FontWeight = .regular, italic: Bool = false) throws(FontError) -> Font {
        try Font(family: BundledFonts.serifFamily, size: size, weight: weight, italic: italic)
    }

    /// The face's family name.
    public var familyName: String { face.familyName }
    /// The face's weight.
    public var weight: FontWeight { face.weight }
    /// Whether the face is italic or oblique.
    public var isItalic: Bool { face.isItalic }

    /// Points per font unit at this size.
    public var pointsPerUnit: Double { size / Double(face.unitsPerEm) }

    /// The face's metrics scaled to this size, in points; the system font's
    /// ascender, descender and line gap are San Francisco's, so its line
    /// height is iOS's (20.287 points at 17).
    public var metrics: FontMetrics {
        var metrics = face.metrics.scaled(by: pointsPerUnit)
        if isSystemFont {
            metrics.ascender = SystemFont.ascender * size
            metrics.descender = SystemFont.descender * size
            metrics.lineGap = 0
        }
        return metrics
    }

    /// The space added after each character, in ems: for the system font's
    /// text design, Apple's tracking for its size (−0.026 em at 17 points);
    /// 0 for every other font.
    public var tracking: Double {
        isSystemFont && face.familyName == SystemFont.textFamily ? SystemFont.tracking(atSize: size) : 0
    }

    /// The outline of `glyph` at this size in points, y pointing down, with
    /// the origin on the baseline at the pen position.
    public func path(for glyph: GlyphID) -> Path {
        let scale = pointsPerUnit
        return face.outline(for: glyph).applying(AffineTransform(scaleX: scale, y: scale))
    }

    /// The face and size, such as "DejaVu Sans Bold 17.0pt".
    public var description: String { "\(face) \(size)pt" }
}
