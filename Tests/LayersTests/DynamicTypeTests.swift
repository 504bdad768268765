import HeadlessGeometry
import HeadlessLayers
import HeadlessText
import Testing

/// Text styles and Dynamic Type, from the Human Interface Guidelines' table.
@Suite("Dynamic Type")
@MainActor
struct DynamicTypeTests {
    @Test("each style has its size in each category: body 17 at the default, 53 at the largest; caption 1 12 and 43")
    func table() {
        #expect(TextStyle.body.pointSize(for: .large) == 17 && TextStyle.body.pointSize(for: .accessibilityExtraExtraExtraLarge) == 53)
        #expect(TextStyle.caption1.pointSize(for: .large) == 12 && TextStyle.caption1.pointSize(for: .extraExtraExtraLarge) == 18)
        #expect(TextStyle.largeTitle.pointSize(for: .extraSmall) == 31 && TextStyle.footnote.pointSize(for: .medium) == 12)
        for style in TextStyle.allCases {
            let sizes = ContentSizeCategory.allCases.map(style.pointSize)
            #expect(sizes == sizes.sorted(), "\(style) grows with the category")
        }
    }

    @Test("a preferred font has its style's size and weight for the traits, and remembers its style")
    func preferredFont() throws {
        let headline = try Font.preferredFont(forTextStyle: .headline)
        #expect(headline.size == 17 && headline.weight > .regular && headline.textStyle == .headline)  // the bold face: closest to semibold
        let large = try Font.preferredFont(
            forTextStyle: .title1,
            compatibleWith: TraitCollection(preferredContentSizeCategory: .accessibilityMedium))
        #expect(large.size == 38 && large.textStyle == .title1)
        #expect(try Font.system(size: 17).textStyle == nil)
    }

    @Test("a label that adjusts takes its style's size for its traits; a font without a style scales like body text")
    func labels() throws {
        let styled = Label(frame: .zero), plain = Label(frame: .zero)
        styled.font = try .preferredFont(forTextStyle: .caption1)
        plain.font = try .system(size: 12)
        for label in [styled, plain] {
            label.text = "Caption"
            label.adjustsFontForContentSizeCategory = true
            label.traitOverrides.preferredContentSizeCategory = .extraExtraExtraLarge
            label.layoutIfNeeded()
        }
        let styledSize = try #require(styled.textLayout(width: nil)).lines.first?.runs.first?.font.size
        let plainSize = try #require(plain.textLayout(width: nil)).lines.first?.runs.first?.font.size
        #expect(styledSize == 18)
        #expect(plainSize == 12.0 * 23 / 17)
    }
}
