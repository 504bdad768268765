import HeadlessRaster
import HeadlessText

/// Points per font unit of DejaVu Sans at 17 pt.
let unit17 = 17.0 / 2048

/// DejaVu Sans's line height at 17 pt: (1901 + 483 + 0) font units.
let lineHeight17 = 2384 * unit17

/// DejaVu Sans's ascender at 17 pt: the first baseline.
let ascender17 = 1901 * unit17

extension TextLine {
    /// The characters of `text` the line's glyphs show, in visual order, one
    /// per cluster, with "…" for an ellipsis.
    func shownText(of text: String) -> String {
        let scalars = Array(text.unicodeScalars)
        var shown = String.UnicodeScalarView()
        for run in runs {
            var previous: Int?
            for glyph in run.glyphs where glyph.cluster != previous {
                shown.append(run.isEllipsis ? "…" : scalars[glyph.cluster])
                previous = glyph.cluster
            }
        }
        return String(shown)
    }

    /// Every glyph of the line, left to right.
    var glyphs: [PositionedGlyph] { runs.flatMap(\.glyphs) }

    /// Where the line's last glyph ends.
    var maxX: Double { glyphs.last.map { $0.position.x + $0.advance } ?? minX }
}

/// The glyph DejaVu Sans maps each character of `text` to (its isolated, unshaped form).
func nominalGlyphs(_ text: String) throws -> [GlyphID] {
    let face = try FontRegistry.shared.face(family: "DejaVu Sans")
    return text.unicodeScalars.map { face.glyph(for: $0) ?? 0 }
}
