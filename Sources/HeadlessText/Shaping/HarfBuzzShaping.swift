import CHarfBuzz

/// One request to HarfBuzz: which characters of a text to shape, with what.
struct ShapingRequest: Sendable {
    /// The whole paragraph, as Unicode scalar values.
    let text: [UInt32]
    /// The scalars to shape.
    let range: Range<Int>
    /// The scalars around `range` that HarfBuzz may look at for context
    /// (for example Arabic joining across a font change); contains `range`.
    let context: Range<Int>
    let script: Script
    let direction: TextDirection
    let options: ShapingOptions
}

extension FaceHandles {
    /// Shapes the request with this face's HarfBuzz font. Glyphs come in
    /// HarfBuzz's output order (visual: right to left text comes reversed);
    /// clusters are indices into the whole text; positions are font units.
    func shape(_ request: ShapingRequest) -> [ShapedGlyph] {
        guard !request.range.isEmpty else { return [] }
        hb_buffer_clear_contents(buffer)
        request.text.withUnsafeBufferPointer { text in
            hb_buffer_add_utf32(
                buffer, text.baseAddress! + request.context.lowerBound, Int32(request.context.count),
                UInt32(request.range.lowerBound - request.context.lowerBound),
                Int32(request.range.count))
        }
        hb_buffer_set_direction(buffer, request.direction == .rightToLeft ? HB_DIRECTION_RTL : HB_DIRECTION_LTR)
        hb_buffer_set_script(buffer, request.script.hbScript)
        hb_buffer_set_language(buffer, hb_language_from_string(request.options.language, -1))
        let features = request.options.features
        hb_shape(font, buffer, features, UInt32(features.count))
        let count = Int(hb_buffer_get_length(buffer))
        guard count > 0, let infos = hb_buffer_get_glyph_infos(buffer, nil),
            let positions = hb_buffer_get_glyph_positions(buffer, nil)
        else { return [] }
        // The font is scaled to 64 units per font unit (see FaceHandles.init).
        let unit = 1.0 / 64
        let unsafeToBreak = HB_GLYPH_FLAG_UNSAFE_TO_BREAK.rawValue
        return (0..<count).map { i in
            let info = infos[i], position = positions[i]
            return ShapedGlyph(
                glyph: info.codepoint, cluster: Int(info.cluster) + request.context.lowerBound,
                xAdvance: Double(position.x_advance) * unit,
                yAdvance: Double(position.y_advance) * unit,
                xOffset: Double(position.x_offset) * unit,
                yOffset: Double(position.y_offset) * unit,
                isUnsafeToBreak: info.mask & unsafeToBreak != 0)
        }
    }
}

extension FontFace {
    /// Shapes `text` with this face alone (no fallback, no bidi, no line
    /// breaking) in one run of the given script and direction.
    ///
    /// Glyphs come in HarfBuzz's output order, which is visual order: right
    /// to left text comes reversed. Clusters count Unicode scalars from the
    /// start of `text`; advances and offsets are in font units, exactly as
    /// `hb-shape` reports them for the same font, script, direction and
    /// language at its default size (one unit per font unit).
    package func shape(
        _ text: String, script: Script, direction: TextDirection,
        options: ShapingOptions = ShapingOptions()
    ) -> [ShapedGlyph] {
        let scalars = text.unicodeScalars.map(\.value)
        return shape(
            ShapingRequest(
                text: scalars, range: scalars.indices, context: scalars.indices,
                script: script, direction: direction, options: options))
    }

    /// Shapes a request under the face's lock, in HarfBuzz's output order.
    func shape(_ request: ShapingRequest) -> [ShapedGlyph] {
        handles.withLock { $0.shape(request) }
    }

    /// Shapes a request under the face's lock, in logical order (ascending
    /// clusters, whatever the direction).
    func shapeLogically(_ request: ShapingRequest) -> [ShapedGlyph] {
        let glyphs = shape(request)
        return request.direction == .rightToLeft ? glyphs.reversed() : glyphs
    }
}
