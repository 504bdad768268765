/// Glyphs that one face shaped, in logical order (ascending clusters).
struct ShapedSegment: Sendable {
    let face: FontFace
    let glyphs: [ShapedGlyph]
}

/// Shaping with font fallback: clusters a face has no glyph for (glyph 0)
/// are reshaped with the next face in the chain.
enum FallbackShaping {
    /// Shapes `request` with the first of `faces`, reshaping the clusters it
    /// lacks with the faces after it, in order. Clusters that no face has
    /// are shaped with `primary`, whose `.notdef` glyph (a box) stands in.
    static func shape(_ request: ShapingRequest, faces: ArraySlice<FontFace>, primary: FontFace) -> [ShapedSegment] {
        guard let face = faces.first else { return [] }
        let glyphs = face.shapeLogically(request)
        let rest = faces.dropFirst()
        let isLastResort = rest.isEmpty && face === primary
        guard !isLastResort, glyphs.contains(where: { $0.glyph == 0 }) else {
            return [ShapedSegment(face: face, glyphs: glyphs)]
        }
        let next = rest.isEmpty ? [primary][...] : rest
        var segments: [ShapedSegment] = []
        for part in coverageParts(of: glyphs, end: request.range.upperBound) {
            if part.isMissing {
                let subrequest = ShapingRequest(
                    text: request.text, range: part.scalars, context: request.context,
                    script: request.script, direction: request.direction,
                    options: request.options)
                segments += shape(subrequest, faces: next, primary: primary)
            } else {
                segments.append(ShapedSegment(face: face, glyphs: Array(glyphs[part.glyphs])))
            }
        }
        return segments
    }

    /// A stretch of whole clusters that either all have glyphs or all lack one.
    private struct CoveragePart {
        var glyphs: Range<Int>
        var scalars: Range<Int>
        var isMissing: Bool
    }

    /// Splits logically ordered glyphs into alternating covered and missing
    /// stretches of clusters; `end` is where the last cluster's characters end.
    private static func coverageParts(of glyphs: [ShapedGlyph], end: Int) -> [CoveragePart] {
        var parts: [CoveragePart] = []
        var start = 0
        while start < glyphs.count {
            var stop = start + 1
            while stop < glyphs.count, glyphs[stop].cluster == glyphs[start].cluster { stop += 1 }
            let isMissing = glyphs[start..<stop].contains { $0.glyph == 0 }
            let scalarEnd = stop < glyphs.count ? glyphs[stop].cluster : end
            if let last = parts.last, last.isMissing == isMissing {
                parts[parts.count - 1].glyphs = last.glyphs.lowerBound..<stop
                parts[parts.count - 1].scalars = last.scalars.lowerBound..<scalarEnd
            } else {
                parts.append(
                    CoveragePart(
                        glyphs: start..<stop, scalars: glyphs[start].cluster..<scalarEnd,
                        isMissing: isMissing))
            }
            start = stop
        }
        return parts
    }
}
