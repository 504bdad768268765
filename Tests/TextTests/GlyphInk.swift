import HeadlessGeometry
import HeadlessRaster
import HeadlessText
import Testing

/// One glyph as our canvas draws it: opaque black on a transparent canvas,
/// with the pen on a whole pixel, so the glyph cache uses sub-pixel offset 0,
/// as FreeType's integer origin does. The ink is the canvas's alpha.
///
/// The canvas is three ems square with the pen one em from its left and
/// bottom edges: room to spare for any ASCII glyph of DejaVu Sans.
struct GlyphInk {
    let bitmap: Bitmap
    /// The whole-pixel pen position on the baseline, in canvas pixels.
    let penX: Int
    let penY: Int

    /// `scalar` laid out as text and drawn with `Canvas.draw(_:at:color:)`,
    /// through the glyph cache.
    static func cached(_ scalar: Unicode.Scalar, font: Font) throws -> GlyphInk {
        let layout = try TextLayout(String(scalar), font: font)
        let glyphs = layout.lines.flatMap { $0.runs.flatMap(\.glyphs) }
        try #require(glyphs.count == 1, "\"\(scalar)\" lays out as \(glyphs.count) glyphs")
        let glyph = glyphs[0]
        return try GlyphInk(font: font) { canvas, penX, penY in
            canvas.draw(layout, at: Point(x: penX - glyph.position.x, y: penY - glyph.position.y), color: .black)
        }
    }

    /// The outline of `glyph` filled with `Canvas.fill(_:color:)`, exactly, pen at the same position.
    static func filled(_ glyph: GlyphID, font: Font) throws -> GlyphInk {
        try GlyphInk(font: font) { canvas, penX, penY in
            canvas.fill(font.path(for: glyph).applying(AffineTransform(translationX: penX, y: penY)), color: .black)
        }
    }

    private init(font: Font, draw: (Canvas, Double, Double) -> Void) throws {
        let em = Int(font.size)
        let canvas = try Canvas(width: 3 * em, height: 3 * em)
        penX = em
        penY = 2 * em
        draw(canvas, Double(penX), Double(penY))
        bitmap = canvas.bitmap
    }

    /// The coverage at (`x`, `y`) pixels from the pen, y down; 0 off the canvas.
    func coverage(x: Int, y: Int) -> UInt8 {
        let column = penX + x, row = penY + y
        guard column >= 0, column < bitmap.width, row >= 0, row < bitmap.height else { return 0 }
        return bitmap[column, row].a
    }

    /// The smallest box, in pixels from the pen, holding every inked pixel.
    var box: PixelBox {
        var box = PixelBox.empty
        for row in 0..<bitmap.height {
            for column in 0..<bitmap.width where bitmap[column, row].a != 0 {
                box = box.union(PixelBox(x: column - penX..<column - penX + 1, y: row - penY..<row - penY + 1))
            }
        }
        return box
    }
}

/// A box of whole pixels, relative to a pen position, y down.
struct PixelBox: Equatable {
    static let empty = PixelBox(x: 0..<0, y: 0..<0)

    let x: Range<Int>
    let y: Range<Int>

    var isEmpty: Bool { x.isEmpty || y.isEmpty }

    /// The smallest box holding both boxes.
    func union(_ other: PixelBox) -> PixelBox {
        if isEmpty { return other }
        if other.isEmpty { return self }
        return PixelBox(
            x: min(x.lowerBound, other.x.lowerBound)..<max(x.upperBound, other.x.upperBound),
            y: min(y.lowerBound, other.y.lowerBound)..<max(y.upperBound, other.y.upperBound))
    }
}

extension ReferenceGlyphBitmap {
    /// The bitmap's box in pixels from the pen, y down.
    var box: PixelBox { PixelBox(x: left..<left + width, y: -top..<height - top) }
}

/// The absolute coverage difference between our ink and FreeType's, summed
/// over pixels; a sum of sums pools the pixels of several glyphs.
struct InkDifference {
    private(set) var sum = 0
    private(set) var pixels = 0

    init() {}

    /// The difference over the union of both glyphs' boxes (pixels outside a box count as 0).
    init(_ ours: GlyphInk, _ reference: ReferenceGlyphBitmap) {
        let box = ours.box.union(reference.box)
        for y in box.y {
            for x in box.x {
                let theirs = reference.coverage(x: x - reference.left, y: y + reference.top)
                sum += abs(Int(ours.coverage(x: x, y: y)) - Int(theirs))
            }
        }
        pixels = box.x.count * box.y.count
    }

    /// The mean absolute difference per pixel, in 255ths (0 over no pixels).
    var mean: Double { pixels == 0 ? 0 : Double(sum) / Double(pixels) }

    static func += (total: inout InkDifference, difference: InkDifference) {
        total.sum += difference.sum
        total.pixels += difference.pixels
    }
}
