import CXXHash
import Foundation
import HeadlessText
import Testing

/// The system font measures like iOS's San Francisco. Expected advances were
/// read independently with uharfbuzz 0.57 (Python) from the bundled files at
/// the `wght` of each weight, at a scale of 64 per font unit (a variable
/// font's advances have fractions of a unit); tracking and line figures are Apple's
/// (see `SystemFont` and `Documentation/SystemFontChoice.md`).
@Suite("The system font")
struct SystemFontTests {
    /// An advance in font units, in points.
    private func points(_ units: Double, unitsPerEm: Double, size: Double) -> Double { units / unitsPerEm * size }

    private func width(_ text: String, _ font: Font) throws -> Double {
        try TextLayout(text, font: font).size.width
    }

    @Test func textDesignCarriesAppleTrackingBelowTheDisplaySize() throws {
        let bold = try Font.system(size: 22, weight: .bold)
        #expect(bold.familyName == "Inter")
        #expect(abs(bold.tracking - -0.012) < 1e-12)
        let expected = points(32336.8125, unitsPerEm: 2816, size: 22) + 22 * 22 * -0.012
        #expect(abs(try width("Welcome to Point-Free!", bold) - expected) < 1e-9)

        let body = try Font.system(size: 15)
        #expect(abs(try width("Click me!", body) - (points(12152, unitsPerEm: 2816, size: 15) + 9 * 15 * -0.016)) < 1e-6)

        let headline = try Font.system(size: 16, weight: .semibold)
        #expect(abs(try width("What's", headline) - (points(9395, unitsPerEm: 2816, size: 16) + 6 * 16 * -0.020)) < 1e-6)
    }

    @Test func displayDesignFromTwentyTwoAndAHalfPointsWithoutTracking() throws {
        let title = try Font.system(size: 25)
        #expect(title.familyName == "Inter Display")
        #expect(title.tracking == 0)
        #expect(abs(try width("What's the point?", title) - points(15232, unitsPerEm: 2048, size: 25)) < 1e-6)
        #expect(try Font.system(size: 22.4).familyName == "Inter")
        #expect(try Font.system(size: 22.5).familyName == "Inter Display")
    }

    @Test func trackingFollowsApplesTableBetweenAndBeyondItsRows() throws {
        #expect(abs(try Font.system(size: 17).tracking - -0.026) < 1e-12)
        #expect(abs(try Font.system(size: 16.5).tracking - -0.023) < 1e-12)
        #expect(abs(try Font.system(size: 4).tracking - 0.041) < 1e-12)
        #expect(abs(try Font.system(size: 12).tracking) < 1e-12)
        #expect(try Font(family: "Inter", size: 17).tracking == 0)
    }

    @Test func lineMetricsAreSanFranciscosAtEverySize() throws {
        #expect(abs(try Font.system(size: 17).metrics.lineHeight - 20.287109375) < 1e-9)
        for size in [11.0, 14, 17, 22, 28, 34, 58] {
            for weight in [FontWeight.regular, .bold] {
                let metrics = try Font.system(size: size, weight: weight).metrics
                #expect(abs(metrics.ascender - size * 1950 / 2048) < 1e-9)
                #expect(abs(metrics.descender - size * -494 / 2048) < 1e-9)
                #expect(metrics.lineGap == 0)
            }
        }
        let layout = try TextLayout("Two\nlines", font: try Font.system(size: 17))
        #expect(abs(layout.size.height - 2 * 17 * 2444 / 2048) < 1e-9)
        #expect(abs(layout.baselines[0] - 17 * 1950 / 2048) < 1e-9)
    }

    @Test func everyWeightHasItsOwnInstanceUprightAndItalic() throws {
        let weights: [FontWeight] = [.ultraLight, .thin, .light, .regular, .medium, .semibold, .bold, .heavy, .black]
        #expect(weights.map(\.value) == [100, 200, 300, 400, 500, 600, 700, 800, 900])
        for italic in [false, true] {
            for size in [17.0, 34] {
                let faces = try weights.map { try Font.system(size: size, weight: $0, italic: italic).face }
                #expect(faces.map(\.weight) == weights)
                #expect(faces.allSatisfy { $0.isItalic == italic })
                #expect(Set(faces).count == weights.count)
            }
        }
        #expect(try Font.system(size: 17, weight: .semibold).face.styleName == "Semi Bold")
        #expect(try Font.system(size: 17, italic: true).face.styleName == "Italic")
        let italicWidth = try width("Italic", try Font(family: "Inter", size: 17, italic: true))
        #expect(abs(italicWidth - points(6264, unitsPerEm: 2816, size: 17)) < 1e-6)
    }

    @Test func resizingKeepsTheSystemDesignAndTextStyle() throws {
        let body = try Font.system(size: 17, weight: .semibold).following(.headline)
        let large = try body.withSize(28)
        #expect(large.isSystemFont)
        #expect(large.familyName == "Inter Display")
        #expect(large.weight == .semibold)
        #expect(large.textStyle == .headline)
        #expect(large.tracking == 0)
        let plain = try Font(family: "DejaVu Sans", size: 12).withSize(30)
        #expect(!plain.isSystemFont)
        #expect(plain.familyName == "DejaVu Sans")
        #expect(throws: FontError.invalidSize(-2)) { try body.withSize(-2) }
    }

    @Test func charactersInterLacksFallBackToDejaVu() throws {
        // U+2622 RADIOACTIVE SIGN: in DejaVu Sans, not in Inter.
        let font = try Font.system(size: 17)
        #expect(font.face.glyph(for: "\u{2622}") == nil)
        let layout = try TextLayout("a\u{2622}", font: font)
        let faces = layout.lines[0].runs.map(\.font.familyName)
        #expect(faces == ["Inter", "DejaVu Sans"])
        #expect(abs(layout.size.height - 17 * 2444 / 2048) < 1e-9)
    }

    /// The bundled Inter files are Debian 12's `fonts-inter-variable`
    /// 4.0~beta7+ds-1 (Inter 3.019), byte for byte: XXH64 of each file
    /// (read with Python's `xxhash`; SHA-256 in `Documentation/SystemFontChoice.md`).
    @Test func bundledInterFilesArePinned() throws {
        let pinned: [String: UInt64] = [
            "Inter-roman": 0x14E3_E12D_80A4_7E64, "Inter-italic": 0xA32D_FA2B_07C3_C134,
            "InterDisplay-roman": 0x6F61_D903_7527_1DFE, "InterDisplay-italic": 0x39F8_5F05_2EBC_E8BE,
        ]
        let folder = try #require(try Font.system(size: 17).face.fileURL).deletingLastPathComponent()
        for (name, digest) in pinned {
            let data = try Data(contentsOf: folder.appendingPathComponent("\(name).ttf"))
            let actual = data.withUnsafeBytes { XXH64($0.baseAddress, $0.count, 0) }
            #expect(actual == digest, "\(name).ttf: \(String(actual, radix: 16))")
        }
        let licence = try String(contentsOf: folder.appendingPathComponent("LICENSE-Inter"), encoding: .utf8)
        #expect(licence.contains("SIL OPEN FONT LICENSE") || licence.contains("OFL-1.1"))
    }

    @Test func referenceStampsNameTheSystemFontFilesAndVersion() {
        #expect(
            TextStack.facts["system-font"]
                == "Inter-roman.ttf,Inter-italic.ttf,InterDisplay-roman.ttf,InterDisplay-italic.ttf@3.019")
    }
}
