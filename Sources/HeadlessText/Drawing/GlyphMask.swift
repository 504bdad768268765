import HeadlessGeometry
import HeadlessRaster

extension CoverageMask {
    /// The anti-aliased coverage of one glyph: `outline` (font units, y down)
    /// scaled by `scale` and moved by the sub-pixel offset (`dx`, `dy`).
    init(glyphOutline outline: Path, scale: Double, dx: Double, dy: Double) {
        self.init(devicePath: outline.applying(AffineTransform(a: scale, b: 0, c: 0, d: scale, tx: dx, ty: dy)))
    }
}
