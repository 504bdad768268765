import CFreeType
import HeadlessGeometry

extension FaceHandles {
    /// The outline of `glyph` in font units with y pointing down (origin on
    /// the baseline at the pen position), cached per glyph.
    ///
    /// Loaded unscaled and unhinted (`FT_LOAD_NO_SCALE | FT_LOAD_NO_HINTING |
    /// FT_LOAD_NO_BITMAP`) and decomposed with `FT_Outline_Decompose`, so the
    /// points are the font's own integers: no FreeType rounding or hinting
    /// reaches the path. A glyph without an outline (a space, an unknown
    /// id, a bitmap-only glyph) gives an empty path.
    mutating func outline(for glyph: GlyphID) -> Path {
        if let cached = outlines[glyph] { return cached }
        let path = decompose(glyph)
        outlines[glyph] = path
        return path
    }

    private func decompose(_ glyph: GlyphID) -> Path {
        let flags = Int32(FT_LOAD_NO_SCALE | FT_LOAD_NO_HINTING | FT_LOAD_NO_BITMAP)
        guard FT_Load_Glyph(face, glyph, flags) == 0, let slot = face.pointee.glyph,
            slot.pointee.format == FT_GLYPH_FORMAT_OUTLINE
        else { return Path() }
        var funcs = FT_Outline_Funcs(
            move_to: { to, user in
                let path = user!.assumingMemoryBound(to: Path.self)
                if !path.pointee.isEmpty { path.pointee.closeSubpath() }
                path.pointee.move(to: fontPoint(to!.pointee))
                return 0
            },
            line_to: { to, user in
                user!.assumingMemoryBound(to: Path.self).pointee.line(to: fontPoint(to!.pointee))
                return 0
            },
            conic_to: { control, to, user in
                user!.assumingMemoryBound(to: Path.self).pointee
                    .quadCurve(to: fontPoint(to!.pointee), control: fontPoint(control!.pointee))
                return 0
            },
            cubic_to: { control1, control2, to, user in
                user!.assumingMemoryBound(to: Path.self).pointee
                    .curve(
                        to: fontPoint(to!.pointee), control1: fontPoint(control1!.pointee),
                        control2: fontPoint(control2!.pointee))
                return 0
            },
            shift: 0, delta: 0)
        var path = Path()
        let error = withUnsafeMutablePointer(to: &path) { pointer in
            FT_Outline_Decompose(&slot.pointee.outline, &funcs, pointer)
        }
        guard error == 0 else { return Path() }
        if !path.isEmpty { path.closeSubpath() }
        return path
    }
}

/// A FreeType vector in font units as a point with y pointing down.
private func fontPoint(_ v: FT_Vector) -> Point {
    Point(x: Double(v.x), y: -Double(v.y))
}
