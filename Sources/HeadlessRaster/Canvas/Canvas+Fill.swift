import HeadlessGeometry

extension Canvas {
    /// Fills the inside of `path`, decided by `rule`, with `paint`.
    ///
    /// Sub-paths are closed implicitly. A path with a NaN or infinite point
    /// draws nothing for that sub-path; enormous coordinates are clipped to
    /// the canvas.
    public func fill(_ path: Path, with paint: Paint, rule: FillRule = .nonZero) {
        if record({ $0.fill(path, with: paint, rule: rule) }) { return }
        guard let shader = Shader(paint: paint, ctm: state.transform, alpha: state.alpha) else { return }
        let polylines = PathFlattener.flatten(path.applying(state.transform), tolerance: Canvas.curveTolerance)
        composite(polylines, rule: rule, shader: shader)
    }

    /// Fills the inside of `path` with one colour.
    public func fill(_ path: Path, color: Color, rule: FillRule = .nonZero) {
        fill(path, with: .color(color), rule: rule)
    }

    /// Fills a rectangle with `paint`.
    public func fill(_ rect: Rect, with paint: Paint) {
        fill(Path(rect: rect), with: paint)
    }

    /// Fills a rectangle with one colour.
    public func fill(_ rect: Rect, color: Color) {
        fill(Path(rect: rect), with: .color(color))
    }

    /// Rasterizes device-space polylines and composites `shader` under their coverage,
    /// the clip and the blend mode.
    func composite(_ polylines: [Polyline], rule: FillRule, shader: Shader) {
        let blendMode = state.blendMode
        if case .solid(let color) = shader, color == 0, blendMode == .sourceOver { return }
        guard let region = Canvas.region(of: polylines, within: state.clipRegion.intersection(bounds)) else { return }
        accumulator.reset(region: region)
        accumulator.add(polylines)
        // One colour with no clip mask, the common case, gets a sweep of its own:
        // with no per-span choices left in it, its loop keeps its values in registers.
        if state.clipMask == nil, case .solid(let color) = shader {
            sweepSolid(color, rule: rule, mode: blendMode)
        } else {
            sweepShaded(shader.preparing(columns: region.x0..<region.x1), rule: rule, mode: blendMode)
        }
    }

    /// Composites one colour under the accumulated coverage, with no clip mask.
    private func sweepSolid(_ color: UInt32, rule: FillRule, mode: BlendMode) {
        let width = bounds.width, height = bounds.height
        // A span of full coverage overwrites what is under it when the colour is opaque.
        let opaque = mode == .sourceOver && color >> 24 == 255
        /// The sweep into `pixels`; `prepare(y, x, count, overwrites)` readies each span's pixels.
        @inline(__always)
        func sweep(into pixels: UnsafeMutablePointer<UInt32>, _ prepare: (Int, Int, Int, Bool) -> Void) {
            accumulator.sweep(rule: rule) { y, span in
                let n = span.count, x = span.x
                let destination = pixels + y * width + x
                Prefetch.pixelsBelow(destination, count: n, y: y, width: width, height: height)
                switch span {
                case .constant(_, _, let value):
                    prepare(y, x, n, opaque && value == 255)
                    Compositor.fillSolid(color, coverage: UInt32(value), mode: mode, destination: destination, count: n)
                case .varying(_, let values):
                    prepare(y, x, n, false)
                    Compositor.blendSolid(
                        color, mode: mode, coverage: values.baseAddress!, destination: destination,
                        count: n, room: width - x)
                }
            }
        }
        // Once the shape's rows have all been drawn into (most shapes after the
        // first few), the sweep goes without the writer's work per span.
        let rows = accumulator.region.y0..<accumulator.region.y1
        if hasUnwrittenRows(in: rows) {
            withPixels(writingRowsAsSwept: { pixels, writer in
                sweep(into: pixels) { writer.prepare(y: $0, x: $1, count: $2, overwrites: $3) }
            })
        } else {
            withPixels(rows: rows) { pixels in sweep(into: pixels) { _, _, _, _ in } }
        }
    }

    /// Composites `shader` under the accumulated coverage and the clip mask.
    private func sweepShaded(_ shader: Shader, rule: FillRule, mode: BlendMode) {
        let mask = state.clipMask
        let width = bounds.width, height = bounds.height, regionWidth = accumulator.region.width
        coverageScratch.reserve(regionWidth)
        sourceScratch.reserve(regionWidth)
        let coverage = coverageScratch.pointer, source = sourceScratch.pointer
        withPixels(writingRowsAsSwept: { pixels, rows in
            accumulator.sweep(rule: rule) { y, span in
                let n = span.count, x = span.x
                let destination = pixels + y * width + x
                Prefetch.pixelsBelow(destination, count: n, y: y, width: width, height: height)
                rows.prepare(y: y, x: x, count: n, overwrites: false)
                // The sweep's own coverage row serves unless a clip mask must change it.
                let weights: UnsafePointer<UInt8>
                if mask == nil, case .varying(_, let values) = span {
                    weights = values.baseAddress!
                } else {
                    span.write(to: coverage)
                    mask?.apply(y: y, x: x, count: n, to: coverage)
                    weights = UnsafePointer(coverage)
                }
                switch shader {
                case .solid(let color):
                    Compositor.blendSolid(
                        color, mode: mode, coverage: weights, destination: destination, count: n,
                        room: width - x)
                case .gradient(let gradient):
                    gradient.shade(y: y, x: x, count: n, into: source)
                    Compositor.blendRow(source, mode: mode, coverage: weights, destination: destination, count: n)
                case .image(let image):
                    image.shade(y: y, x: x, count: n, into: source)
                    Compositor.blendRow(source, mode: mode, coverage: weights, destination: destination, count: n)
                }
            }
        })
    }

    /// The pixels touched by the polylines' bounding box, limited to `limit`; `nil` if none.
    package static func region(of polylines: [Polyline], within limit: PixelRegion) -> PixelRegion? {
        var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
        for polyline in polylines where polyline.points.count > 1 {
            for p in polyline.points {
                minX = min(minX, p.x)
                maxX = max(maxX, p.x)
                minY = min(minY, p.y)
                maxY = max(maxY, p.y)
            }
        }
        let region = PixelRegion.covering(minX: minX, minY: minY, maxX: maxX, maxY: maxY, within: limit)
        return region.isEmpty ? nil : region
    }
}
