import HeadlessGeometry

extension Canvas {
    /// Narrows the clip to the inside of `path` (anti-aliased edges).
    ///
    /// A rectangle whose device edges fall on whole pixels narrows the clip
    /// region without a mask; anything else rasterizes a coverage mask.
    public func clip(to path: Path, rule: FillRule = .nonZero) {
        record { $0.clip(to: path, rule: rule) }
        let polylines = PathFlattener.flatten(path.applying(state.transform), tolerance: Canvas.curveTolerance)
        if let region = Canvas.pixelAlignedRectangle(polylines) {
            narrowClip(to: region.intersection(state.clipRegion))
            return
        }
        guard let region = Canvas.region(of: polylines, within: state.clipRegion.intersection(bounds)) else {
            narrowClip(to: PixelRegion(x0: 0, y0: 0, x1: 0, y1: 0))
            return
        }
        state.clipRegion = region
        // A recording canvas tracks the clip's region only; the mask is made when the drawing renders.
        guard !isRecording else { return }
        let mask = ClipMask(region: region, coverage: accumulator.mask(of: polylines, in: region, rule: rule))
        state.clipMask = state.clipMask.map { $0.intersection(mask) } ?? mask
    }

    /// Narrows the clip to a rectangle in user space.
    public func clip(to rect: Rect) {
        clip(to: Path(rect: rect))
    }

    /// The clip's bounding box in user space, or `nil` when nothing can be drawn.
    public var clipBoundingBox: Rect? {
        let r = state.clipRegion
        guard !r.isEmpty, let inverse = state.transform.inverted() else { return nil }
        return inverse.apply(to: Rect(x: Double(r.x0), y: Double(r.y0), width: Double(r.width), height: Double(r.height)))
    }

    private func narrowClip(to region: PixelRegion) {
        let region = region.isEmpty ? PixelRegion(x0: 0, y0: 0, x1: 0, y1: 0) : region
        state.clipRegion = region
        if let mask = state.clipMask {
            state.clipMask = mask.intersection(
                ClipMask(
                    region: region,
                    coverage: Array(repeating: 255, count: region.width * region.height)))
        }
    }

    /// Whether a device coordinate lies on a pixel boundary (and is small enough to be one).
    static func isWholePixel(_ v: Double) -> Bool {
        v == v.rounded() && abs(v) < 1e9
    }

    /// The pixel region of a single axis-aligned rectangle with whole-pixel corners, else `nil`.
    private static func pixelAlignedRectangle(_ polylines: [Polyline]) -> PixelRegion? {
        guard polylines.count == 1, polylines[0].points.count == 4 else { return nil }
        let p = polylines[0].points
        let xs = Set(p.map(\.x)), ys = Set(p.map(\.y))
        guard xs.count == 2, ys.count == 2,
            xs.allSatisfy(Canvas.isWholePixel),
            ys.allSatisfy(Canvas.isWholePixel)
        else { return nil }
        // Each edge must be horizontal or vertical.
        for i in 0..<4 {
            let a = p[i], b = p[(i + 1) % 4]
            guard a.x == b.x || a.y == b.y else { return nil }
        }
        return PixelRegion(x0: Int(xs.min()!), y0: Int(ys.min()!), x1: Int(xs.max()!), y1: Int(ys.max()!))
    }
}
