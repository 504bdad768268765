import CFreeType
import Foundation
import HeadlessRaster
import HeadlessText

/// A glyph as FreeType's own anti-aliased rasterizer draws it: the reference
/// our rasterizer's glyph ink is compared with.
///
/// Pixel (x, y) covers the square from (`left` + x, y − `top`) to
/// (`left` + x + 1, y − `top` + 1) in pixels from the pen position on the
/// baseline, y down; values are coverage, 0 (none) to 255 (full).
struct ReferenceGlyphBitmap: Equatable {
    let width: Int
    let height: Int
    /// FreeType's `bitmap_left`: the first column's x from the pen position.
    let left: Int
    /// FreeType's `bitmap_top`: how far the first row's top is above the baseline.
    let top: Int
    /// `width * height` coverage values, row by row, top row first.
    let pixels: [UInt8]

    /// The coverage at column `x`, row `y`, or 0 outside the bitmap.
    func coverage(x: Int, y: Int) -> UInt8 {
        guard x >= 0, x < width, y >= 0, y < height else { return 0 }
        return pixels[y * width + x]
    }
}

/// Renders glyphs with `FT_Render_Glyph` from unhinted outlines
/// (`FT_LOAD_NO_HINTING | FT_LOAD_NO_BITMAP`, `FT_RENDER_MODE_NORMAL`).
/// Test-only: it owns its FreeType library and face and is used from one
/// test at a time.
final class FreeTypeReferenceRenderer {
    enum Failure: Error, CustomStringConvertible {
        case freeType(call: String, code: Int32)

        var description: String {
            switch self {
            case let .freeType(call, code): return "\(call) failed with FreeType error \(code)"
            }
        }
    }

    private let library: FT_Library
    private let face: FT_Face

    /// Opens face `faceIndex` of the font file.
    init(fontFile: URL, faceIndex: Int = 0) throws {
        var newLibrary: FT_Library?
        let initError = FT_Init_FreeType(&newLibrary)
        guard initError == 0, let library = newLibrary else { throw Failure.freeType(call: "FT_Init_FreeType", code: initError) }
        var newFace: FT_Face?
        let faceError = FT_New_Face(library, fontFile.path, FT_Long(faceIndex), &newFace)
        guard faceError == 0, let face = newFace else {
            FT_Done_FreeType(library)
            throw Failure.freeType(call: "FT_New_Face", code: faceError)
        }
        self.library = library
        self.face = face
    }

    deinit {
        FT_Done_Face(face)
        FT_Done_FreeType(library)
    }

    /// `glyph` rendered at `pixelSize` pixels per em with its pen at the origin.
    func render(glyph: GlyphID, pixelSize: Double) throws -> ReferenceGlyphBitmap {
        let size = FT_F26Dot6((pixelSize * 64).rounded())
        try check("FT_Set_Char_Size", FT_Set_Char_Size(face, 0, size, 72, 72))
        try check("FT_Load_Glyph", FT_Load_Glyph(face, glyph, Int32(FT_LOAD_NO_HINTING | FT_LOAD_NO_BITMAP)))
        let slot = face.pointee.glyph!
        try check("FT_Render_Glyph", FT_Render_Glyph(slot, FT_RENDER_MODE_NORMAL))
        let bitmap = slot.pointee.bitmap
        let width = Int(bitmap.width), height = Int(bitmap.rows), pitch = Int(bitmap.pitch)
        var pixels = [UInt8](repeating: 0, count: width * height)
        if let buffer = bitmap.buffer {
            for row in 0..<height {
                for column in 0..<width { pixels[row * width + column] = buffer[row * pitch + column] }
            }
        }
        return ReferenceGlyphBitmap(
            width: width, height: height, left: Int(slot.pointee.bitmap_left),
            top: Int(slot.pointee.bitmap_top), pixels: pixels)
    }

    private func check(_ call: String, _ error: FT_Error) throws {
        guard error == 0 else { throw Failure.freeType(call: call, code: error) }
    }
}
