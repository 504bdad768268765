import HeadlessGeometry

extension Canvas {
    /// Blurs what is already drawn under `rect` (user space), as a visual
    /// effect view blurs what lies behind it: a Gaussian of standard deviation
    /// `sigma` user units, with the colours at the rect's edges extended
    /// outwards so the edges do not darken. Only pixels inside the clip change;
    /// a rotated rect blurs its device bounding box.
    public func blurBackdrop(in rect: Rect, sigma: Double) {
        if record({ $0.blurBackdrop(in: rect, sigma: sigma) }) { return }
        let deviceRect = state.transform.apply(to: rect)
        let region = PixelRegion.covering(
            minX: deviceRect.minX, minY: deviceRect.minY,
            maxX: deviceRect.maxX - 1, maxY: deviceRect.maxY - 1,
            within: state.clipRegion.intersection(bounds))
        let deviceSigma = sigma * state.transform.maxScale
        guard !region.isEmpty, BoxBlur.boxSize(sigma: deviceSigma) > 1 else { return }
        let width = bounds.width, rows = region.y0..<region.y1
        var area = [UInt32](repeating: 0, count: region.width * region.height)
        withPixels(rows: rows) { pixels in
            area.withUnsafeMutableBufferPointer { area in
                for y in rows {
                    (area.baseAddress! + (y - region.y0) * region.width)
                        .update(from: pixels + y * width + region.x0, count: region.width)
                }
            }
        }
        BoxBlur.blur(&area, width: region.width, height: region.height, sigma: deviceSigma, edges: .extend)
        var coverage = [UInt8](repeating: 255, count: region.width)
        withPixels(rows: rows) { pixels in
            area.withUnsafeBufferPointer { source in
                coverage.withUnsafeMutableBufferPointer { cov in
                    for y in rows {
                        cov.update(repeating: 255)
                        state.clipMask?.apply(y: y, x: region.x0, count: region.width, to: cov.baseAddress!)
                        Compositor.blendRow(
                            source.baseAddress! + (y - region.y0) * region.width, mode: .copy,
                            coverage: cov.baseAddress!, destination: pixels + y * width + region.x0,
                            count: region.width)
                    }
                }
            }
        }
    }
}
