import Foundation
import HeadlessRaster
import HeadlessText
import Testing

/// One string of the shaping corpus with the settings both shapers get.
struct ShapingCase: Sendable, CustomStringConvertible {
    let text: String
    let script: String
    let direction: TextDirection
    let language: String
    let family: String
    let weight: FontWeight
    /// A fallback font file (and face in it) to shape with instead of a registered family.
    let fallbackFile: (path: String, index: Int)?

    init(
        _ text: String, _ script: String, _ direction: TextDirection = .leftToRight, language: String = "en",
        family: String = "DejaVu Sans", weight: FontWeight = .regular
    ) {
        self.text = text
        self.script = script
        self.direction = direction
        self.language = language
        self.family = family
        self.weight = weight
        fallbackFile = nil
    }

    /// A case shaped with face `index` of the Noto fallback font `file` (under Debian's font folder).
    init(_ text: String, _ script: String, language: String, noto file: String, index: Int = 0) {
        self.text = text
        self.script = script
        direction = .leftToRight
        self.language = language
        family = file
        weight = .regular
        fallbackFile = ("/usr/share/fonts/" + file, index)
    }

    var description: String { "\(script) \(family) \(weight): \(text)" }

    /// The face to shape with.
    func face() throws -> FontFace {
        guard let fallbackFile else { return try FontRegistry.shared.face(family: family, weight: weight) }
        let faces = try FontRegistry().register(fileAt: URL(fileURLWithPath: fallbackFile.path))
        return faces[fallbackFile.index]
    }
}

/// The corpus: Latin with kerning pairs and ligatures, Greek, Cyrillic,
/// Arabic, Hebrew, mixed-direction text and combining marks in DejaVu; the
/// scripts of the Noto fallback fonts and emoji sequences in those fonts.
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
    // The Noto fallback fonts: the scripts DejaVu lacks, and colour emoji.
    ShapingCase("नमस्ते दुनिया, क्षत्रिय", "Deva", language: "hi", noto: "truetype/noto/NotoSansDevanagari-Regular.ttf"),
    ShapingCase("हिन्दी श्री द्व", "Deva", language: "hi", noto: "truetype/noto/NotoSansDevanagari-Bold.ttf"),
    ShapingCase("হ্যালো বিশ্ব, ক্ষমা", "Beng", language: "bn", noto: "truetype/noto/NotoSansBengali-Regular.ttf"),
    ShapingCase("வணக்கம் உலகம், க்ஷ", "Taml", language: "ta", noto: "truetype/noto/NotoSansTamil-Regular.ttf"),
    ShapingCase("สวัสดีชาวโลก ภาษาไทย", "Thai", language: "th", noto: "truetype/noto/NotoSansThai-Regular.ttf"),
    ShapingCase("你好，世界！欢迎使用", "Hani", language: "zh-Hans", noto: "opentype/noto/NotoSansCJK-Regular.ttc", index: 2),
    ShapingCase("你好，世界！歡迎使用", "Hani", language: "zh-Hant", noto: "opentype/noto/NotoSansCJK-Regular.ttc", index: 3),
    ShapingCase("こんにちは世界、カタカナ", "Hira", language: "ja", noto: "opentype/noto/NotoSansCJK-Regular.ttc", index: 0),
    ShapingCase("안녕하세요, 세계", "Hang", language: "ko", noto: "opentype/noto/NotoSansCJK-Bold.ttc", index: 1),
    ShapingCase(
        "\u{1F44D}\u{1F3FD}\u{1F469}\u{200D}\u{1F469}\u{200D}\u{1F467}\u{1F1EF}\u{1F1F5}1\u{FE0F}\u{20E3}\u{2764}\u{FE0F}",
        "Zyyy", language: "en", noto: "truetype/noto/NotoColorEmoji.ttf"),
]

@Suite("Shaping agrees with hb-shape")
struct TextShapingTests {
    @Test("Corpus string", arguments: shapingCorpus)
    func agreesWithHBShape(_ sample: ShapingCase) throws {
        let face = try sample.face()
        let fontFile = try #require(face.fileURL)
        let expected = try HBShapeTool.shape(
            sample.text, fontFile: fontFile, faceIndex: face.faceIndex,
            script: sample.script, direction: sample.direction,
            language: sample.language)
        let script = try #require(Script(iso15924: sample.script))
        let shaped = face.shape(
            sample.text, script: script, direction: sample.direction,
            options: ShapingOptions(language: sample.language))
        let actual = shaped.map {
            HBShapeTool.Glyph(
                g: $0.glyph, cl: $0.cluster, dx: Int(exactly: $0.xOffset) ?? .min,
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
