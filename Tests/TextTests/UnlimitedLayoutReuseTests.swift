import HeadlessGeometry
import HeadlessText
import Testing

/// `TextLayout.isSameLayout(atWidth:)`: a layout made with no width limit
/// stands for the layout at a width from its own up only when laying the text
/// out again at that width gives the same lines.
@Suite("Text layout: an unlimited layout reused at its own width")
struct UnlimitedLayoutReuseTests {
    let font: Font
    init() throws { font = try Font(family: "DejaVu Sans", size: 17) }

    static let texts = [
        "Settings", "Details of setting 12", "trailing spaces   ", "two\nparagraphs  \nhere",
        "a\ttab\tstop", "שלום עולם", "mixed עברית text", "emoji 👍🏽 and 漢字", "   leading",
    ]
    static let alignments: [TextAlignment] = [.natural, .left, .center, .right, .justified]

    @Test(arguments: texts)
    func reusedOnlyWhereLayingOutAgainGivesTheSameLines(text: String) throws {
        for alignment in Self.alignments {
            for lines in [0, 1] {
                let style = ParagraphStyle(alignment: alignment, lineBreakMode: .byTruncatingTail, numberOfLines: lines)
                let unlimited = try TextLayout(text, font: font, style: style)
                for width in [unlimited.size.width, unlimited.size.width.rounded(.up), unlimited.size.width + 40] {
                    guard unlimited.isSameLayout(atWidth: width) else { continue }
                    let again = try TextLayout(text, font: font, width: width, style: style)
                    #expect(again.lines == unlimited.lines, "\(text) aligned \(alignment), \(lines) lines, at \(width)")
                    #expect(again.size == unlimited.size)
                }
            }
        }
    }

    @Test func leftToRightNaturalTextIsReusedAndCentredOrRightToLeftTextIsNot() throws {
        let natural = try TextLayout("Details of setting 12", font: font)
        #expect(natural.isSameLayout(atWidth: natural.size.width))
        #expect(!natural.isSameLayout(atWidth: natural.size.width - 1))
        #expect(!natural.isSameLayout(atWidth: .infinity))
        let centred = try TextLayout("Details", font: font, style: ParagraphStyle(alignment: .center))
        #expect(!centred.isSameLayout(atWidth: centred.size.width + 10))
        let hebrew = try TextLayout("שלום עולם", font: font)
        #expect(!hebrew.isSameLayout(atWidth: hebrew.size.width))
        let limited = try TextLayout("Details", font: font, width: 200)
        #expect(!limited.isSameLayout(atWidth: 200))
    }
}
