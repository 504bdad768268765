/// One paragraph (text between hard line breaks) analysed and shaped once,
/// independently of size and width, so that any number of layouts can break
/// it into lines without shaping it again.
struct ShapedParagraph: Sendable {
    /// The paragraph's Unicode scalar values.
    let text: [UInt32]
    /// What is shaped: the text with each tab (U+0009) as a space, so a tab
    /// takes a space's glyph (no font draws a tab) until a line places it at
    /// its tab stop.
    let shapingText: [UInt32]
    /// 0 for a left-to-right paragraph, 1 for a right-to-left one.
    let baseLevel: UInt8
    /// The shaped runs in logical order; together they cover the text.
    let runs: [ShapedRun]
    /// Per character: whether a line may break after it (ICU).
    let breaks: [Int8]
    /// Per character: whether it is whitespace, which hangs at line ends.
    let isWhitespace: [Bool]
    /// Per character: whether a cluster starts there.
    let isClusterStart: [Bool]
    /// Per character: whether breaking before it could change the shaping.
    let isUnsafeToBreak: [Bool]
    /// Advance widths in ems summed over the clusters that start before each
    /// index (`text.count + 1` entries), for measuring any stretch in O(1).
    let advancePrefix: [Double]
    /// The faces tried, in order, for characters the first one lacks.
    let faces: [FontFace]
    let options: ShapingOptions

    /// Analyses and shapes `text` with the first of `faces`, falling back to the others.
    init(text: [UInt32], direction: WritingDirection, options: ShapingOptions, faces: [FontFace]) {
        self.text = text
        let shapingText = text.map { $0 == 0x09 ? 0x20 : $0 }
        self.shapingText = shapingText
        self.faces = faces
        self.options = options
        let analysis = text.withUnsafeBufferPointer { BidiAnalysis($0, direction: direction) }
        baseLevel = analysis.baseLevel
        isWhitespace = analysis.isWhitespace
        breaks = text.withUnsafeBufferPointer { LineBreakOpportunities.compute($0, language: options.language) }
        runs = text.withUnsafeBufferPointer { ScriptItemizer.items(of: $0, levels: analysis.levels) }.flatMap { item in
            ShapedParagraph.shape(item, in: shapingText, options: options, faces: faces)
        }
        var clusterStarts = [Bool](repeating: false, count: text.count)
        var unsafe = [Bool](repeating: false, count: text.count)
        var advances = [Double](repeating: 0, count: text.count + 1)
        for run in runs {
            let emPerUnit = 1 / Double(run.face.unitsPerEm)
            for glyph in run.glyphs {
                clusterStarts[glyph.cluster] = true
                unsafe[glyph.cluster] = unsafe[glyph.cluster] || glyph.isUnsafeToBreak
                advances[glyph.cluster + 1] += glyph.xAdvance * emPerUnit
            }
        }
        for index in advances.indices.dropFirst() { advances[index] += advances[index - 1] }
        isClusterStart = clusterStarts
        isUnsafeToBreak = unsafe
        advancePrefix = advances
    }

    /// Shapes one item with fallback, as runs of one face each.
    static func shape(
        _ item: TextItem, in text: [UInt32], options: ShapingOptions,
        faces: [FontFace]
    ) -> [ShapedRun] {
        let direction: TextDirection = item.level & 1 == 1 ? .rightToLeft : .leftToRight
        let request = ShapingRequest(
            text: text, range: item.range, context: 0..<text.count, script: item.script,
            direction: direction, options: options)
        let segments = fallbackShape(request, item: item, text: text, options: options, faces: faces)
            .filter { !$0.glyphs.isEmpty }
        guard !segments.isEmpty else {
            return [ShapedRun(range: item.range, level: item.level, script: item.script, face: faces[0], glyphs: [])]
        }
        // Segments are consecutive in logical order: each ends where the next begins.
        return segments.indices.map { index in
            let start = index == 0 ? item.range.lowerBound : segments[index].glyphs[0].cluster
            let end = index + 1 < segments.count ? segments[index + 1].glyphs[0].cluster : item.range.upperBound
            return ShapedRun(
                range: start..<end, level: item.level, script: item.script,
                face: segments[index].face, glyphs: tracked(segments[index], by: options.tracking))
        }
    }

    /// The segment's glyphs with `tracking` ems added to the advance of the
    /// first glyph of each cluster, as Core Text adds a font's tracking
    /// after every character.
    private static func tracked(_ segment: ShapedSegment, by tracking: Double) -> [ShapedGlyph] {
        guard tracking != 0 else { return segment.glyphs }
        let extra = tracking * Double(segment.face.unitsPerEm)
        var glyphs = segment.glyphs
        for index in glyphs.indices where index == 0 || glyphs[index].cluster != glyphs[index - 1].cluster {
            glyphs[index].xAdvance += extra
        }
        return glyphs
    }

    /// Shapes with `faces` (after the colour emoji face, for emoji); where
    /// glyphs are still missing, again with the ``FallbackFonts`` for the
    /// missing characters added. Text the fonts cover costs one shaping pass.
    private static func fallbackShape(
        _ request: ShapingRequest, item: TextItem, text: [UInt32], options: ShapingOptions,
        faces: [FontFace]
    ) -> [ShapedSegment] {
        let fallback = FallbackFonts.shared
        var chain = faces
        if item.isEmoji, let emoji = fallback.emojiFace { chain.insert(emoji, at: 0) }
        let segments = FallbackShaping.shape(request, faces: chain[...], primary: faces[0])
        guard segments.contains(where: { $0.glyphs.contains { $0.glyph == 0 } }) else { return segments }
        let extra = fallback.faces(
            forMissing: text[item.range], in: text, itemScript: item.script,
            language: options.language, weight: faces[0].weight, chain: chain
        )
        .filter { face in !chain.contains(face) }
        guard !extra.isEmpty else { return segments }
        return FallbackShaping.shape(request, faces: (chain + extra)[...], primary: faces[0])
    }
}
