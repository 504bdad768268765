import Foundation
import HeadlessGeometry
import HeadlessLocking

/// One face of a font file (for example DejaVu Sans Bold, or Inter's
/// "Semi Bold" named instance), loaded with FreeType and ready for shaping
/// with HarfBuzz.
///
/// Faces are created by a ``FontRegistry`` and shared: equal faces are the
/// same object. All FreeType and HarfBuzz work on a face happens under its
/// own lock, so a face can be used from any thread.
public final class FontFace: Sendable, Hashable, CustomStringConvertible {
    /// The family name from the font, such as "DejaVu Sans".
    public let familyName: String
    /// The style name from the font, such as "Bold Oblique".
    public let styleName: String
    /// The weight: a variable font's `wght` coordinate at the face's named
    /// instance, otherwise the weight class from the font's `OS/2` table
    /// (regular when it has none).
    public let weight: FontWeight
    /// Whether the font marks this face italic or oblique.
    public let isItalic: Bool
    /// The number of font units in one em.
    public let unitsPerEm: Int
    /// The number of glyphs in the face.
    public let glyphCount: Int
    /// The face's vertical metrics in font units.
    public let metrics: FontMetrics
    /// The file the face was loaded from, or `nil` when it came from data.
    public let fileURL: URL?
    /// The index of this face in its file (non-zero only in font collections).
    public let faceIndex: Int
    /// How many faces the file or data holds (more than one for a collection).
    let faceCountInFile: Int
    /// How many named instances the face's variable font defines (0 when it is not variable).
    let namedInstanceCount: Int
    /// The bytes the face reads, shared by every face of the same file or data.
    let bytes: FontBytes
    let handles: SanitizerVisibleMutex<FaceHandles>

    /// Opens face `faceIndex` of `bytes` at named instance `instance` (0: not
    /// a named instance); `source` names the data in errors.
    init(bytes: FontBytes, faceIndex: Int, instance: Int, fileURL: URL?, source: String) throws(FontError) {
        var handles = try FaceHandles(sharing: bytes, faceIndex: faceIndex, instance: instance, source: source)
        let face = handles.face.pointee
        familyName = face.family_name.map { String(cString: $0) } ?? ""
        styleName = face.style_name.map { String(cString: $0) } ?? ""
        isItalic = face.style_flags & 1 != 0  // FT_STYLE_FLAG_ITALIC
        unitsPerEm = Int(face.units_per_EM)
        glyphCount = Int(face.num_glyphs)
        faceCountInFile = Swift.max(1, Int(face.num_faces))
        namedInstanceCount = handles.namedInstanceCount
        let os2 = OS2Table(bytes: handles.table("OS/2"))
        let variableWeight = instance > 0 ? handles.variationCoordinate("wght") : nil
        weight = variableWeight.map { FontWeight(Int($0.rounded())) } ?? os2.weightClass.map(FontWeight.init) ?? .regular
        // Fonts with an OS/2 table older than version 2 (DejaVu's is version 1)
        // do not record cap and x heights: measure "H" and "x" instead, as
        // FreeType and browsers do.
        let capHeight = os2.capHeight.map(Double.init) ?? FontFace.inkHeight(of: 0x48, in: &handles)
        let xHeight = os2.xHeight.map(Double.init) ?? FontFace.inkHeight(of: 0x78, in: &handles)
        metrics = FontMetrics(
            ascender: Double(face.ascender), descender: Double(face.descender),
            lineGap: Double(Int(face.height) - Int(face.ascender) + Int(face.descender)),
            capHeight: capHeight, xHeight: xHeight)
        self.fileURL = fileURL
        self.faceIndex = faceIndex
        self.bytes = bytes
        self.handles = SanitizerVisibleMutex(handles)
    }

    /// Opens face `faceIndex` of `data`, not a named instance, with bytes of its own.
    convenience init(data: Data, faceIndex: Int, fileURL: URL?, source: String) throws(FontError) {
        try self.init(bytes: FontBytes(copying: data), faceIndex: faceIndex, instance: 0, fileURL: fileURL, source: source)
    }

    /// How far the outline of `scalar`'s glyph rises above the baseline, in font units (0 without a glyph).
    private static func inkHeight(of scalar: UInt32, in handles: inout FaceHandles) -> Double {
        guard let glyph = handles.glyph(for: scalar) else { return 0 }
        return -handles.outline(for: glyph).bounds.minY
    }

    /// Whether the face draws its glyphs from colour bitmaps (such as Noto
    /// Color Emoji) rather than outlines.
    public var hasColorBitmaps: Bool { handles.withLock { $0.hasColorBitmaps } }

    /// The colour bitmap of `glyph` at the face's strike size, for a colour bitmap face.
    func colorGlyph(_ glyph: GlyphID) -> ColorGlyph? {
        handles.withLock { $0.colorGlyph(glyph) }
    }

    /// The glyph the face's character map gives `scalar`, or `nil` when it has none.
    public func glyph(for scalar: Unicode.Scalar) -> GlyphID? {
        handles.withLock { $0.glyph(for: scalar.value) }
    }

    /// The outline of `glyph` in font units, y pointing down, with the origin
    /// on the baseline at the pen position; empty for glyphs without one.
    public func outline(for glyph: GlyphID) -> Path {
        handles.withLock { $0.outline(for: glyph) }
    }

    /// The font's version number from its `name` table, such as `3.019`
    /// ("Version 3.019;git-0a5106e0b"); `nil` when it has none.
    package var version: String? {
        guard let entry = handles.withLock({ $0.name(5) }) else { return nil }
        return entry.split(whereSeparator: { $0 == " " || $0 == ";" }).first { $0.first?.isNumber == true }.map(String.init)
    }

    /// Faces are compared by identity.
    public static func == (lhs: FontFace, rhs: FontFace) -> Bool { lhs === rhs }

    /// Hashes the face's identity.
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

    /// The family and style, such as "DejaVu Sans Bold".
    public var description: String { "\(familyName) \(styleName)" }
}
