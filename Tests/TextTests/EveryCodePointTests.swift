import Foundation
import HeadlessGeometry
import HeadlessRaster
import HeadlessText
import Testing

/// No code point, and no pathological sequence of them, may crash, abort or
/// hang text layout and drawing.
@Suite("Every code point through layout and drawing")
struct EveryCodePointTests {
    /// Lays out and draws `text` on a small canvas, wrapping at 120 pt.
    private func layOutAndDraw(_ text: String, canvas: Canvas) throws {
        let layout = try TextLayout(text, font: try Font.system(size: 9), width: 120)
        canvas.clear(to: .white)
        canvas.draw(layout, at: Point(x: 2, y: 2), color: .black)
    }

    @Test("all 1,112,064 scalar values, in chunks of 512", .timeLimit(.minutes(5)))
    func everyScalar() throws {
        let canvas = try Canvas(width: 130, height: 60)
        var chunk = String.UnicodeScalarView()
        var drawn = 0
        for value in UInt32(0)...0x10FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }  // surrogates are no scalars
            chunk.append(scalar)
            if chunk.count == 512 || value == 0x10FFFF {
                try layOutAndDraw(String(chunk), canvas: canvas)
                drawn += chunk.count
                chunk = String.UnicodeScalarView()
            }
        }
        #expect(drawn == 1_112_064)
    }

    @Test(
        "pathological text: marks on one base, deep bidi isolates, controls, lone emoji parts",
        .timeLimit(.minutes(1)))
    func pathological() throws {
        let canvas = try Canvas(width: 130, height: 60)
        let samples = [
            "a" + String(repeating: "\u{301}", count: 5_000),
            String(repeating: "\u{2067}\u{2066}", count: 2_000) + "abc" + String(repeating: "\u{2069}", count: 4_000),
            String((0..<32).compactMap { Unicode.Scalar($0) }.map(Character.init)) + "\u{7F}\u{85}\u{2028}\u{2029}",
            String(repeating: "\u{1F1EB}", count: 999) + String(repeating: "\u{200D}", count: 500) + "\u{FE0F}\u{20E3}",
            String(repeating: "\u{1F469}\u{200D}", count: 300) + String(repeating: "\u{1F3FD}", count: 300),
            String(repeating: "\u{E0067}", count: 1_000) + "\u{E007F}\u{FFFF}\u{FFFE}\u{10FFFF}",
        ]
        for sample in samples { try layOutAndDraw(sample, canvas: canvas) }
    }
}
