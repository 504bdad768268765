/// An anti-aliased clip: per-pixel coverage over a region of the canvas.
struct ClipMask {
    /// The pixels the mask covers; everything outside is clipped away.
    let region: PixelRegion
    /// Coverage (0...255), `region.width` per row.
    var coverage: [UInt8]

    /// Multiplies `count` coverage values of row `y` from column `x` by the mask.
    /// The span must lie inside ``region``.
    @inline(__always)
    func apply(y: Int, x: Int, count: Int, to values: UnsafeMutablePointer<UInt8>) {
        coverage.withUnsafeBufferPointer { mask in
            let base = (y - region.y0) * region.width + (x - region.x0)
            for i in 0..<count where values[i] != 0 {
                values[i] = UInt8(PixelMath.mul(UInt32(values[i]), UInt32(mask[base + i])))
            }
        }
    }

    /// The part of the mask inside `area`, moved so that `area`'s origin becomes (0, 0).
    func cropped(to area: PixelRegion) -> ClipMask {
        let visible = region.intersection(area)
        var coverage = [UInt8](repeating: 0, count: visible.width * visible.height)
        for y in visible.y0..<max(visible.y0, visible.y1) {
            for x in visible.x0..<max(visible.x0, visible.x1) {
                coverage[(y - visible.y0) * visible.width + x - visible.x0] =
                    self.coverage[(y - region.y0) * region.width + x - region.x0]
            }
        }
        return ClipMask(
            region: PixelRegion(
                x0: visible.x0 - area.x0, y0: visible.y0 - area.y0,
                x1: visible.x1 - area.x0, y1: visible.y1 - area.y0),
            coverage: coverage)
    }

    /// The mask of pixels inside both this mask and `other` (coverages multiplied).
    func intersection(_ other: ClipMask) -> ClipMask {
        let region = self.region.intersection(other.region)
        var result = ClipMask(region: region, coverage: Array(repeating: 0, count: region.width * region.height))
        guard !region.isEmpty else { return result }
        for y in region.y0..<region.y1 {
            for x in region.x0..<region.x1 {
                let a = coverage[(y - self.region.y0) * self.region.width + x - self.region.x0]
                let b = other.coverage[(y - other.region.y0) * other.region.width + x - other.region.x0]
                result.coverage[(y - region.y0) * region.width + x - region.x0] =
                    UInt8(PixelMath.mul(UInt32(a), UInt32(b)))
            }
        }
        return result
    }
}
