import Foundation
import HeadlessRaster
import HeadlessText
import Testing

@Suite("Text from many threads")
struct TextConcurrencyTests {
    /// Faces guard FreeType and HarfBuzz with a lock each: layouts and
    /// outlines made concurrently equal those made one at a time.
    @Test func concurrentLayoutsMatchSequentialOnes() async throws {
        let texts = (0..<16).map { "Setting number \($0) — שלום مرحبا office \($0 * 7)" }
        let shared = try Font(family: "DejaVu Sans", size: 17)
        let expected = try texts.map { try TextLayout($0, font: shared, width: 150).lines }
        let outlines = (0..<16).map { shared.path(for: GlyphID(36 + $0)) }
        // A registry of its own, so that shaping and outline loading really
        // happen concurrently instead of coming from the shared caches.
        let registry = FontRegistry()
        var files: [URL] = []
        for face in FontRegistry.shared.faces where !files.contains(try #require(face.fileURL)) {
            files.append(try #require(face.fileURL))
        }
        for file in files { try registry.register(fileAt: file) }
        let font = try Font(family: "DejaVu Sans", size: 17, registry: registry)
        try await withThrowingTaskGroup(of: (Int, [TextLine], Bool).self) { group in
            for index in 0..<64 {
                group.addTask {
                    let slot = index % texts.count
                    let layout = try TextLayout(texts[slot], font: font, width: 150, registry: registry)
                    return (slot, layout.lines, font.path(for: GlyphID(36 + slot)) == outlines[slot])
                }
            }
            for try await (slot, lines, outlineMatches) in group {
                // Lines hold fonts, which compare faces by identity: compare what they show.
                #expect(lines.map(\.range) == expected[slot].map(\.range))
                #expect(lines.map(\.glyphs) == expected[slot].map(\.glyphs))
                #expect(outlineMatches)
            }
        }
    }
}
