import HeadlessGeometry
import HeadlessRaster
import HeadlessText

/// The `paragraph-10k` and `paragraph-100k` scenes: laying out one long
/// paragraph of words (DejaVu Sans 17 pt, wrapped to 358 pt), so that layout
/// cost can be seen to grow linearly with the text's length.
struct ParagraphBench {
    /// The paragraph's length in characters.
    let characters: Int

    /// Words of several lengths, repeated until the paragraph is long enough.
    private static let words = [
        "Settings", "of", "a", "snapshot", "render", "the", "same", "pixels",
        "everywhere,", "wrapping", "lines", "at", "word", "boundaries.",
    ]

    /// The paragraph: the words in order, separated by spaces, cut to `characters`.
    func text() -> String {
        var text = ""
        text.reserveCapacity(characters + 16)
        var index = 0
        while text.count < characters {
            text += ParagraphBench.words[index % ParagraphBench.words.count] + " "
            index += 1
        }
        return String(text.prefix(characters))
    }

    /// Each frame lays the paragraph out; `--out` draws the first screen of it.
    func prepared() throws -> BenchScene.Prepared {
        let text = text()
        let font = try Font.system(size: 17)
        var layout = try TextLayout(text, font: font, width: 358)
        let canvas = try Canvas(width: 390, height: 844)
        return BenchScene.Prepared(
            frame: {
                // The text and width are fixed and valid, so layout cannot fail after the first.
                if let next = try? TextLayout(text, font: font, width: 358) { layout = next }
            },
            image: {
                canvas.clear(to: .white)
                canvas.draw(layout, at: Point(x: 16, y: 16), color: .black)
                return canvas.bitmap
            },
            extraFields: { [("characters", "\(characters)"), ("lines", "\(layout.lineCount)")] })
    }
}
