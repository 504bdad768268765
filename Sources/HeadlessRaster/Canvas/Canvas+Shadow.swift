import HeadlessGeometry

extension Canvas {
    /// Draws the blurred shadow of the filled `path`: the shape moved by
    /// `offset` and blurred with a Gaussian of standard deviation `blurSigma`
    /// (``ShadowBlur/gaussian(sigma:)``), painted in `color`.
    public func drawShadow(of path: Path, color: Color, offset: Size, blurSigma: Double, rule: FillRule = .nonZero) {
        drawShadow(of: path, color: color, offset: offset, blur: .gaussian(sigma: blurSigma), rule: rule)
    }

    /// Draws the blurred shadow of the filled `path`: the shape moved by
    /// `offset`, blurred as `blur` says (``ShadowBlur/coreAnimation(radius:)``
    /// for a `CALayer`'s shadow), painted in `color`.
    ///
    /// `offset` and the blur are in user units and follow the current
    /// transform (the blur by its largest scale). The shape itself is not drawn.
    public func drawShadow(of path: Path, color: Color, offset: Size, blur: ShadowBlur, rule: FillRule = .nonZero) {
        if record({ $0.drawShadow(of: path, color: color, offset: offset, blur: blur, rule: rule) }) { return }
        guard color.alpha > 0, offset.isFinite else { return }
        let t = AffineTransform(translationX: offset.width, y: offset.height).concatenating(state.transform)
        let polylines = PathFlattener.flatten(path.applying(t), tolerance: Canvas.curveTolerance)
        let sigma = blur.sigma(scale: state.transform.maxScale)
        let margin = blur.margin(sigma: sigma)
        let limit = state.clipRegion.intersection(bounds)
        let spread = PixelRegion(x0: limit.x0 - margin, y0: limit.y0 - margin, x1: limit.x1 + margin, y1: limit.y1 + margin)
        guard let shape = Canvas.region(of: polylines, within: spread) else { return }
        let region = PixelRegion(x0: shape.x0 - margin, y0: shape.y0 - margin, x1: shape.x1 + margin, y1: shape.y1 + margin)
        // The shape is rasterized beyond the clip: parts outside it still cast blur inside.
        let mask: [UInt8]
        let budget = shadowWorkBudget
        if region.width * region.height > 4 * budget {
            // A blur far wider than the canvas: blur at the resolution that fits
            // the budget, and resample only the visible pixels from it.
            let factor = Int((Double(region.width * region.height) / Double(budget)).squareRoot().rounded(.up))
            return drawReducedShadow(
                polylines, rule: rule, region: region, factor: factor, blur: blur, sigma: sigma, color: color)
        } else if sigma >= blur.halfResolutionSigma {
            // A wide blur keeps no detail finer than a few pixels: blur at half
            // resolution (a quarter of the work) and double the result.
            let halfWidth = (region.width + 1) / 2, halfHeight = (region.height + 1) / 2
            let halved = polylines.map { line in
                Polyline(
                    points: line.points.map { Point(x: ($0.x - Double(region.x0)) / 2, y: ($0.y - Double(region.y0)) / 2) },
                    isClosed: line.isClosed)
            }
            var half = accumulator.mask(of: halved, in: PixelRegion(x0: 0, y0: 0, x1: halfWidth, y1: halfHeight), rule: rule)
            blur.apply(to: &half, width: halfWidth, height: halfHeight, sigma: sigma / 2)
            mask = MaskDoubling.doubled(
                half, width: halfWidth, height: halfHeight,
                outputWidth: region.width, outputHeight: region.height)
        } else {
            var full = accumulator.mask(of: polylines, in: region, rule: rule)
            blur.apply(to: &full, width: region.width, height: region.height, sigma: sigma)
            mask = full
        }
        compositeMask(mask, region: region, color: color)
    }

    /// The most mask pixels a shadow blurs: a blur so wide that its mask
    /// would need more than four times this is blurred at a reduced resolution,
    /// so memory and time stay bounded by the canvas, not the blur radius.
    ///
    /// The pixel count of what is drawn into (the canvas, or the transparency
    /// group being drawn), at least 2^16 and at most 2^22.
    var shadowWorkBudget: Int {
        min(max(bounds.width * bounds.height, 1 << 16), 1 << 22)
    }

    /// Blurs the shape at 1/`factor` of the resolution and paints the visible
    /// pixels, each sampled bilinearly from the reduced mask.
    private func drawReducedShadow(
        _ polylines: [Polyline], rule: FillRule, region: PixelRegion, factor: Int,
        blur: ShadowBlur, sigma: Double, color: Color
    ) {
        let visible = region.intersection(state.clipRegion).intersection(bounds)
        guard !visible.isEmpty else { return }
        let scale = 1 / Double(factor)
        let lowWidth = (region.width + factor - 1) / factor, lowHeight = (region.height + factor - 1) / factor
        let reduced = polylines.map { line in
            Polyline(
                points: line.points.map { Point(x: ($0.x - Double(region.x0)) * scale, y: ($0.y - Double(region.y0)) * scale) },
                isClosed: line.isClosed)
        }
        var low = accumulator.mask(of: reduced, in: PixelRegion(x0: 0, y0: 0, x1: lowWidth, y1: lowHeight), rule: rule)
        blur.apply(to: &low, width: lowWidth, height: lowHeight, sigma: sigma * scale)
        var mask = [UInt8](repeating: 0, count: visible.width * visible.height)
        for y in visible.y0..<visible.y1 {
            // Pixel centres in the reduced mask, in 1/256 of its pixels.
            let v = floorToInt(((Double(y - region.y0) + 0.5) * scale - 0.5) * 256)
            let y0 = Swift.min(Swift.max(v >> 8, 0), lowHeight - 1), y1 = Swift.min(Swift.max((v >> 8) + 1, 0), lowHeight - 1)
            let fy = v & 255
            for x in visible.x0..<visible.x1 {
                let u = floorToInt(((Double(x - region.x0) + 0.5) * scale - 0.5) * 256)
                let x0 = Swift.min(Swift.max(u >> 8, 0), lowWidth - 1), x1 = Swift.min(Swift.max((u >> 8) + 1, 0), lowWidth - 1)
                let fx = u & 255
                let top = Int(low[y0 * lowWidth + x0]) * (256 - fx) + Int(low[y0 * lowWidth + x1]) * fx
                let bottom = Int(low[y1 * lowWidth + x0]) * (256 - fx) + Int(low[y1 * lowWidth + x1]) * fx
                mask[(y - visible.y0) * visible.width + (x - visible.x0)] = UInt8((top * (256 - fy) + bottom * fy + 32768) >> 16)
            }
        }
        compositeMask(mask, region: visible, color: color)
    }

    /// Paints `color` through a coverage mask laid over `region`, within the clip.
    func compositeMask(_ mask: [UInt8], region: PixelRegion, color: Color) {
        let visible = region.intersection(state.clipRegion).intersection(bounds)
        guard !visible.isEmpty else { return }
        let solid = PremultipliedPixel(color.withAlpha(color.alpha * state.alpha)).packed
        let width = bounds.width, height = bounds.height, n = visible.width
        let blendMode = state.blendMode
        let clip = state.clipMask
        coverageScratch.reserve(n)
        let scratch = coverageScratch.pointer
        mask.withUnsafeBufferPointer { mask in
            withPixels(rows: visible.y0..<visible.y1) { pixels in
                for y in visible.y0..<visible.y1 {
                    var coverage = mask.baseAddress! + (y - region.y0) * region.width + (visible.x0 - region.x0)
                    if let clip {
                        scratch.update(from: coverage, count: n)
                        clip.apply(y: y, x: visible.x0, count: n, to: scratch)
                        coverage = UnsafePointer(scratch)
                    }
                    let destination = pixels + y * width + visible.x0
                    Prefetch.pixelsBelow(destination, count: n, y: y, width: width, height: height)
                    Compositor.blendSolidRun(
                        solid, mode: blendMode, coverage: coverage, destination: destination, count: n,
                        room: width - visible.x0)
                }
            }
        }
    }
}
