import CFreeType
import CHarfBuzz
import Foundation
import HeadlessGeometry

/// A glyph index in one font face; 0 is the face's `.notdef` glyph.
public typealias GlyphID = UInt32

/// The C objects behind one font face: a FreeType library and face of its
/// own, the HarfBuzz font and a reusable shaping buffer made from them, and
/// the font bytes the face reads from (shared with the other faces of the
/// same file).
///
/// FreeType objects are not thread-safe and HarfBuzz's FreeType integration
/// reads through the `FT_Face`, so a `FaceHandles` lives inside its
/// ``FontFace``'s `Mutex` and is only touched under that lock. Giving every
/// face its own `FT_Library` means no lock is shared between faces.
struct FaceHandles: ~Copyable {
    let library: FT_Library
    let face: FT_Face
    /// The HarfBuzz font (`hb_font_t *`), scaled so that positions are in 1/64 font unit.
    let font: OpaquePointer
    /// A shaping buffer (`hb_buffer_t *`), cleared before each use.
    let buffer: OpaquePointer
    private let bytes: FontBytes
    /// Outlines already decomposed, in font units.
    var outlines: [GlyphID: Path] = [:]

    /// Opens face `faceIndex` of the font in `bytes`, at named instance
    /// `instance` of a variable font (1 for the first; 0 for the font's
    /// default coordinates); `source` names the data in errors.
    init(sharing bytes: FontBytes, faceIndex: Int, instance: Int, source: String) throws(FontError) {
        var keep = false
        var newLibrary: FT_Library?
        let initError = FT_Init_FreeType(&newLibrary)
        guard initError == 0, let library = newLibrary else { throw .notAFont(source: source, code: initError) }
        // FT_Done_FreeType also releases any face opened from the library.
        defer { if !keep { FT_Done_FreeType(library) } }
        var newFace: FT_Face?
        let faceError = FT_New_Memory_Face(
            library, bytes.buffer.baseAddress!.assumingMemoryBound(to: FT_Byte.self),
            FT_Long(bytes.count), FT_Long(instance << 16 | faceIndex), &newFace)
        guard faceError == 0, let face = newFace else { throw .notAFont(source: source, code: faceError) }
        let flags = face.pointee.face_flags
        let scalable = flags & FT_Long(FT_FACE_FLAG_SCALABLE) != 0
        let colorStrikes = flags & FT_Long(FT_FACE_FLAG_COLOR) != 0 && face.pointee.num_fixed_sizes > 0
        guard scalable || colorStrikes else { throw .notScalable(source: source) }
        let font: OpaquePointer
        if scalable {
            guard face.pointee.units_per_EM > 0 else { throw .notScalable(source: source) }
            // One pixel per font unit: HarfBuzz's FreeType functions then report
            // advances and positions in exact 1/64 font units (26.6 fixed point).
            let sizeError = FT_Set_Pixel_Sizes(face, 0, FT_UInt(face.pointee.units_per_EM))
            guard sizeError == 0 else { throw .notAFont(source: source, code: sizeError) }
            // HarfBuzz takes a named instance's variation coordinates from FreeType.
            font = hb_ft_font_create_referenced(face)!
            hb_ft_font_set_load_flags(font, Int32(FT_LOAD_NO_HINTING | FT_LOAD_NO_BITMAP))
        } else {
            // A colour bitmap font (CBDT/CBLC, as Noto Color Emoji): FreeType
            // serves its largest strike; HarfBuzz shapes from the OpenType
            // tables (advances from hmtx), scaled to the same 1/64 font units.
            let sizeError = FT_Select_Size(face, FaceHandles.largestStrike(of: face))
            guard sizeError == 0 else { throw .notAFont(source: source, code: sizeError) }
            let blob = hb_blob_create(
                bytes.buffer.baseAddress!.assumingMemoryBound(to: CChar.self), UInt32(bytes.count),
                HB_MEMORY_MODE_READONLY, nil, nil)
            let hbFace = hb_face_create(blob, UInt32(faceIndex))
            hb_blob_destroy(blob)
            font = hb_font_create(hbFace)!
            // FreeType leaves a bitmap-only face's units per em and vertical
            // metrics at 0: they come from its head and hhea tables.
            let unitsPerEm = hb_face_get_upem(hbFace)
            hb_face_destroy(hbFace)
            guard unitsPerEm > 0 else {
                hb_font_destroy(font)
                throw .notScalable(source: source)
            }
            face.pointee.units_per_EM = FT_UShort(unitsPerEm)
            hb_font_set_scale(font, Int32(unitsPerEm), Int32(unitsPerEm))
            var ascender: hb_position_t = 0, descender: hb_position_t = 0, gap: hb_position_t = 0
            hb_ot_metrics_get_position(font, HB_OT_METRICS_TAG_HORIZONTAL_ASCENDER, &ascender)
            hb_ot_metrics_get_position(font, HB_OT_METRICS_TAG_HORIZONTAL_DESCENDER, &descender)
            hb_ot_metrics_get_position(font, HB_OT_METRICS_TAG_HORIZONTAL_LINE_GAP, &gap)
            face.pointee.ascender = FT_Short(ascender)
            face.pointee.descender = FT_Short(descender)
            face.pointee.height = FT_Short(ascender - descender + gap)
            hb_font_set_scale(font, Int32(unitsPerEm) * 64, Int32(unitsPerEm) * 64)
        }
        self.library = library
        self.face = face
        self.font = font
        self.buffer = hb_buffer_create()!
        self.bytes = bytes
        keep = true
    }

    deinit {
        hb_buffer_destroy(buffer)
        hb_font_destroy(font)
        FT_Done_Face(face)
        FT_Done_FreeType(library)
    }

    /// The index of the strike with the most pixels per em.
    private static func largestStrike(of face: FT_Face) -> FT_Int {
        let sizes = UnsafeBufferPointer(start: face.pointee.available_sizes, count: Int(face.pointee.num_fixed_sizes))
        return FT_Int(sizes.indices.max { sizes[$0].y_ppem < sizes[$1].y_ppem } ?? 0)
    }

    /// The English entry `id` of the font's `name` table, such as its version string (5).
    func name(_ id: hb_ot_name_id_t) -> String? {
        let face = hb_font_get_face(font)
        var length = hb_ot_name_get_utf8(face, id, hb_language_from_string("en", -1), nil, nil) + 1
        guard length > 1 else { return nil }
        var bytes = [CChar](repeating: 0, count: Int(length))
        _ = hb_ot_name_get_utf8(face, id, hb_language_from_string("en", -1), &length, &bytes)
        return String(decoding: bytes.prefix(Int(length)).map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// How many named instances the face's variable font defines (0 for a font that is not variable).
    var namedInstanceCount: Int { Int(face.pointee.style_flags >> 16) }

    /// The design coordinate of the variation axis `tag` at this face's
    /// instance, such as its `wght`; `nil` when the font has no such axis.
    func variationCoordinate(_ tag: String) -> Double? {
        var master: UnsafeMutablePointer<FT_MM_Var>?
        guard FT_Get_MM_Var(face, &master) == 0, let master else { return nil }
        defer { FT_Done_MM_Var(library, master) }
        let axisCount = Int(master.pointee.num_axis)
        let axes = UnsafeBufferPointer(start: master.pointee.axis, count: axisCount)
        guard let axis = axes.firstIndex(where: { UInt32($0.tag) == openTypeTag(tag) }) else { return nil }
        var coordinates = [FT_Fixed](repeating: 0, count: axisCount)
        guard FT_Get_Var_Design_Coordinates(face, FT_UInt(axisCount), &coordinates) == 0 else { return nil }
        return Double(coordinates[axis]) / 65536
    }

    /// Whether the face draws its glyphs from colour bitmaps rather than outlines.
    var hasColorBitmaps: Bool { face.pointee.face_flags & FT_Long(FT_FACE_FLAG_SCALABLE) == 0 }

    /// The glyph the face's character map gives `scalar`, or `nil` when it has none.
    func glyph(for scalar: UInt32) -> GlyphID? {
        let glyph = FT_Get_Char_Index(face, FT_ULong(scalar))
        return glyph == 0 ? nil : GlyphID(glyph)
    }

    /// The bytes of an OpenType table, or an empty array when the face has none.
    func table(_ tag: String) -> [UInt8] {
        let blob = hb_face_reference_table(hb_font_get_face(font), openTypeTag(tag))
        defer { hb_blob_destroy(blob) }
        var length: UInt32 = 0
        guard let data = hb_blob_get_data(blob, &length), length > 0 else { return [] }
        return Array(UnsafeRawBufferPointer(start: data, count: Int(length)))
    }
}
