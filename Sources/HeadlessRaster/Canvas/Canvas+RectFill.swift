import HeadlessGeometry

extension Canvas {
    /// Fills a rectangle with one colour, giving exactly the pixels of
    /// ``fill(_:color:)`` but writing them directly when it can: the transform
    /// only scales and translates, there is no anti-aliased clip, the blend
    /// mode is source-over and the colour and alpha are opaque. A view's
    /// opaque square background is usually such a rectangle, often as large
    /// as the canvas. The whole pixels inside it are written directly; when
    /// its device edges fall between pixels, only the strips along them are
    /// rasterized.
    public func fillRect(_ rect: Rect, color: Color) {
        if record({ $0.fillRect(rect, color: color) }) { return }
        guard let device = deviceEdges(ofDirectlyWritable: rect, color: color) else {
            fill(rect, color: color)
            return
        }
        guard let inner = device.wholePixelsInside else {
            fill(rect, color: color)
            return
        }
        let packed = PremultipliedPixel(color).packed
        for strip in device.strips(around: inner) {
            composite([strip.outline], rule: .nonZero, shader: .solid(packed))
        }
        fillWholePixels(inner, with: packed)
    }

    /// Writes `packed` over the device pixels inside `edges`, which are whole pixels, and inside the clip.
    private func fillWholePixels(_ edges: DeviceEdges, with packed: UInt32) {
        let whole = PixelRegion(x0: Int(edges.x0), y0: Int(edges.y0), x1: Int(edges.x1), y1: Int(edges.y1))
        let region = whole.intersection(state.clipRegion).intersection(bounds)
        guard !region.isEmpty else { return }
        if region == bounds {
            clearRows(to: packed)
            return
        }
        // Whole rows (a background as wide as the canvas) are filled as they are next drawn into.
        if region.x0 == 0, region.x1 == bounds.width {
            fillRows(region.y0..<region.y1, with: packed)
            return
        }
        withPixels(writingRowsAsSwept: { pixels, rows in
            let width = bounds.width
            for y in region.y0..<region.y1 {
                rows.prepare(y: y, x: region.x0, count: region.width, overwrites: true)
                PixelFill.fill(pixels + y * width + region.x0, with: packed, count: region.width)
            }
        })
    }

    /// The device edges of `rect` when filling it opaquely can skip
    /// rasterizing its interior, moved in to a pixel beyond the canvas
    /// where they lie further out (which changes no pixel of it); `nil`
    /// otherwise. The corners are transformed as ``fill(_:color:)``
    /// transforms its path's points, so the edges are the same numbers.
    private func deviceEdges(ofDirectlyWritable rect: Rect, color: Color) -> DeviceEdges? {
        let t = state.transform
        guard color.alpha >= 1, state.alpha >= 1, state.blendMode == .sourceOver, state.clipMask == nil,
            t.isScaleTranslate, t.isFinite, rect.isFinite
        else { return nil }
        let a = t.apply(to: Point(x: rect.minX, y: rect.minY)), b = t.apply(to: Point(x: rect.maxX, y: rect.maxY))
        return DeviceEdges(
            x0: max(min(a.x, b.x), -1), y0: max(min(a.y, b.y), -1),
            x1: min(max(a.x, b.x), Double(bounds.width + 1)), y1: min(max(a.y, b.y), Double(bounds.height + 1)))
    }
}

/// An axis-aligned rectangle in device pixels, by its edges (exact numbers,
/// where a `Rect`'s origin and size could round its far edges).
struct DeviceEdges {
    var x0: Double, y0: Double, x1: Double, y1: Double

    /// The largest rectangle of whole pixels inside, if it holds a pixel.
    var wholePixelsInside: DeviceEdges? {
        let inner = DeviceEdges(x0: x0.rounded(.up), y0: y0.rounded(.up), x1: x1.rounded(.down), y1: y1.rounded(.down))
        return inner.x0 < inner.x1 && inner.y0 < inner.y1 ? inner : nil
    }

    /// The parts outside `inner`, which lies within: the rows above and below
    /// it, full width, then the columns beside it. Each pixel along the edges
    /// has the same area covered as in the whole rectangle, so rasterizing the
    /// strips gives the whole rectangle's coverage there.
    func strips(around inner: DeviceEdges) -> [DeviceEdges] {
        [
            DeviceEdges(x0: x0, y0: y0, x1: x1, y1: inner.y0),
            DeviceEdges(x0: x0, y0: inner.y1, x1: x1, y1: y1),
            DeviceEdges(x0: x0, y0: inner.y0, x1: inner.x0, y1: inner.y1),
            DeviceEdges(x0: inner.x1, y0: inner.y0, x1: x1, y1: inner.y1),
        ].filter { $0.x0 < $0.x1 && $0.y0 < $0.y1 }
    }

    /// The closed outline, clockwise from the top-left corner.
    var outline: Polyline {
        Polyline(
            points: [Point(x: x0, y: y0), Point(x: x1, y: y0), Point(x: x1, y: y1), Point(x: x0, y: y1)],
            isClosed: true)
    }
}
