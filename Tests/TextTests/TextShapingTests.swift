import Foundation
import Raster
import Text
import Testing

/// One string of the shaping corpus with the settings both shapers get.
struct ShapingCase: Sendable, CustomStringConvertible {
    let text: String
    let script: String
    let direction: TextDirection
    let language: String
    let family: String
    let weight: FontWeight

    init(_ text: String, _ script: String, _ direction: TextDirection = .leftToRight, language: String = "en",
         family: String = "DejaVu Sans", weight: FontWeight = .regular) {
        self.text = text
        self.script = script
        self.direction = direction
        self.language = language
        self.family = family
        self.weight = weight
    }

    var description: String { "\(script) \(family) \(weight): \(text)" }
}

/// The corpus: Latin with kerning pairs and ligatures, Greek, Cyrillic,
/// Arabic, Hebrew, mixed-direction text and combining marks.
let shapingCorpus: [ShapingCase] = [
    ShapingCase("AVA WAVE To Ta Vo LT Yo", "Latn"),
    ShapingCase("Kerning: AV AW AY Av Aw Ay", "Latn"),
    ShapingCase("office affluent fjord", "Latn"),
    ShapingCase("fi fl ffi ffl", "Latn"),
    ShapingCase("The quick brown fox jumps over the lazy dog.", "Latn"),
    ShapingCase("Hello, World! 12:30 — 100 €", "Latn"),
    ShapingCase("naïve café résumé Ångström", "Latn"),
    ShapingCase("e\u{301}a\u{308}o\u{302}u\u{323}", "Latn"),
    ShapingCase("A\u{30A}\u{301} q\u{327}\u{30C}", "Latn"),
    ShapingCase("AVA Tyrone office", "Latn", weight: .bold),
    ShapingCase("AVA WAVE office", "Latn", family: "DejaVu Serif"),
    ShapingCase("fi -> == !=", "Latn", family: "DejaVu Sans Mono"),
    ShapingCase("Setting number 12", "Latn"),
    ShapingCase("Καλημέρα κόσμε", "Grek", language: "el"),
    ShapingCase("ΑΒΓΔ άέήί ΐΰ", "Grek", language: "el"),
    ShapingCase("α\u{313}\u{301}\u{345} ω\u{314}\u{342}", "Grek", language: "el"),
    ShapingCase("Привет, мир!", "Cyrl", language: "ru"),
    ShapingCase("Съешь же ещё этих мягких французских булок", "Cyrl", language: "ru"),
    ShapingCase("й и\u{306} ё е\u{308}", "Cyrl", language: "ru"),
    ShapingCase("مرحبا بالعالم", "Arab", .rightToLeft, language: "ar"),
    ShapingCase("السلام عليكم", "Arab", .rightToLeft, language: "ar"),
    ShapingCase("لا الله", "Arab", .rightToLeft, language: "ar"),
    ShapingCase("العربية ١٢٣", "Arab", .rightToLeft, language: "ar"),
    ShapingCase("بِسْمِ اللَّهِ", "Arab", .rightToLeft, language: "ar"),
    ShapingCase("كتب يكتب مكتبة", "Arab", .rightToLeft, language: "ar", weight: .bold),
    ShapingCase("שלום עולם", "Hebr", .rightToLeft, language: "he"),
    ShapingCase("עִבְרִית", "Hebr", .rightToLeft, language: "he"),
    ShapingCase("בְּרֵאשִׁית בָּרָא", "Hebr", .rightToLeft, language: "he"),
    ShapingCase("abc שלום def", "Latn"),
    ShapingCase("Hello مرحبا world", "Latn"),
    ShapingCase("שלום world", "Hebr", .rightToLeft, language: "he"),
    ShapingCase("العربية English", "Arab", .rightToLeft, language: "ar"),
    ShapingCase("x\u{20D7} 1\u{20E3}", "Latn"),
]

@Suite("Shaping agrees with hb-shape")
struct TextShapingTests {
    @Test("Corpus string", arguments: shapingCorpus)
    func agreesWithHBShape(_ sample: ShapingCase) throws {
        let face = try FontRegistry.shared.face(family: sample.family, weight: sample.weight)
        let fontFile = try #require(face.fileURL)
        let expected = try HBShapeTool.shape(sample.text, fontFile: fontFile, script: sample.script,
                                             direction: sample.direction, language: sample.language)
        let script = try #require(Script(iso15924: sample.script))
        let shaped = face.shape(sample.text, script: script, direction: sample.direction,
                                options: ShapingOptions(language: sample.language))
        let actual = shaped.map {
            HBShapeTool.Glyph(g: $0.glyph, cl: $0.cluster, dx: Int(exactly: $0.xOffset) ?? .min,
                              dy: Int(exactly: $0.yOffset) ?? .min, ax: Int(exactly: $0.xAdvance) ?? .min,
                              ay: Int(exactly: $0.yAdvance) ?? .min)
        }
        #expect(actual == expected)
        #expect(!expected.isEmpty)
    }

    @Test func corpusIsLargeEnough() {
        #expect(shapingCorpus.count >= 30)
    }
}
