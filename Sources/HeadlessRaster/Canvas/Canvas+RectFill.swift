import HeadlessGeometry

extension Canvas {
    /// Fills a rectangle with one colour, giving exactly the pixels of
    /// ``fill(_:color:)`` but writing them directly when it can: the transform
    /// only scales and translates, the rectangle's device edges fall on whole
    /// pixels, there is no anti-aliased clip, the blend mode is source-over and
    /// the colour and alpha are opaque. A view's opaque square background is
    /// usually such a rectangle, often as large as the canvas.
    public func fillRect(_ rect: Rect, color: Color) {
        if record({ $0.fillRect(rect, color: color) }) { return }
        guard let region = directlyWritableRegion(of: rect, color: color) else {
            fill(rect, color: color)
            return
        }
        let packed = PremultipliedPixel(color).packed
        if region == bounds {
            clearRows(to: packed)
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

    /// The device pixels `rect` covers entirely, inside the clip, when filling
    /// it opaquely can skip rasterizing; `nil` otherwise.
    private func directlyWritableRegion(of rect: Rect, color: Color) -> PixelRegion? {
        let t = state.transform
        guard color.alpha >= 1, state.alpha >= 1, state.blendMode == .sourceOver, state.clipMask == nil,
            t.isScaleTranslate, t.isFinite, rect.isFinite
        else { return nil }
        let device = t.apply(to: rect)
        let edges = [device.minX, device.minY, device.maxX, device.maxY]
        guard edges.allSatisfy(Canvas.isWholePixel) else { return nil }
        let region = PixelRegion(x0: Int(device.minX), y0: Int(device.minY), x1: Int(device.maxX), y1: Int(device.maxY))
            .intersection(state.clipRegion).intersection(bounds)
        return region.isEmpty ? PixelRegion(x0: 0, y0: 0, x1: 0, y1: 0) : region
    }
}
