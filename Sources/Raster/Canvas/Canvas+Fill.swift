import Geometry

extension Canvas {
    /// Fills the inside of `path`, decided by `rule`, with `paint`.
    ///
    /// Sub-paths are closed implicitly. A path with a NaN or infinite point
    /// draws nothing for that sub-path; enormous coordinates are clipped to
    /// the canvas.
    public func fill(_ path: Path, with paint: Paint, rule: FillRule = .nonZero) {
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
        let mask = state.clipMask
        let width = bitmap.width
        rasterize(polylines, rule: rule) { y, x, coverage in
            var count = coverage.count
            guard count > 0 else { return }
            // Trim zero coverage at both ends: gradients and images then shade only what shows.
            var start = 0
            while start < count && coverage[start] == 0 { start += 1 }
            while count > start && coverage[count - 1] == 0 { count -= 1 }
            guard count > start else { return }
            let n = count - start, px = x + start
            var cov = coverage.baseAddress! + start
            if let mask {
                copyToCoverageScratch(cov, n)
                coverageScratch.withUnsafeMutableBufferPointer { scratch in
                    mask.apply(y: y, x: px, count: n, to: scratch.baseAddress!)
                }
                cov = coverageScratch.withUnsafeBufferPointer { UnsafePointer($0.baseAddress!) }
            }
            bitmap.pixels.withUnsafeMutableBufferPointer { pixels in
                let destination = pixels.baseAddress! + y * width + px
                switch shader {
                case .solid(let color):
                    Compositor.blendSolid(color, mode: blendMode, coverage: cov, destination: destination, count: n)
                case .gradient(let gradient):
                    shadeRow(n) { gradient.shade(y: y, x: px, count: n, into: $0) }
                    sourceScratch.withUnsafeBufferPointer { source in
                        Compositor.blendRow(source.baseAddress!, mode: blendMode, coverage: cov,
                                            destination: destination, count: n)
                    }
                case .image(let image):
                    shadeRow(n) { image.shade(y: y, x: px, count: n, into: $0) }
                    sourceScratch.withUnsafeBufferPointer { source in
                        Compositor.blendRow(source.baseAddress!, mode: blendMode, coverage: cov,
                                            destination: destination, count: n)
                    }
                }
            }
        }
    }

    private func copyToCoverageScratch(_ values: UnsafePointer<UInt8>, _ count: Int) {
        if coverageScratch.count < count { coverageScratch = Array(repeating: 0, count: count) }
        coverageScratch.withUnsafeMutableBufferPointer { $0.baseAddress!.update(from: values, count: count) }
    }

    private func shadeRow(_ count: Int, _ body: (UnsafeMutablePointer<UInt32>) -> Void) {
        if sourceScratch.count < count { sourceScratch = Array(repeating: 0, count: count) }
        sourceScratch.withUnsafeMutableBufferPointer { body($0.baseAddress!) }
    }

    /// Computes the coverage of device-space polylines inside the clip region and
    /// hands it over row by row.
    func rasterize(_ polylines: [Polyline], rule: FillRule,
                   _ emit: (_ y: Int, _ x: Int, _ coverage: UnsafeBufferPointer<UInt8>) -> Void) {
        guard let region = Canvas.region(of: polylines, within: state.clipRegion.intersection(bounds)) else { return }
        let acc = accumulator
        acc.reset(region: region)
        Canvas.addEdges(of: polylines, to: acc)
        acc.sweep(rule: rule, emit)
    }

    /// Adds every polyline, closed, as edges.
    static func addEdges(of polylines: [Polyline], to acc: CoverageAccumulator) {
        for polyline in polylines {
            let points = polyline.points
            guard points.count > 1 else { continue }
            var previous = points[points.count - 1]
            for point in points {
                acc.addLine(previous.x, previous.y, point.x, point.y)
                previous = point
            }
        }
    }

    /// The pixels touched by the polylines' bounding box, limited to `limit`; `nil` if none.
    static func region(of polylines: [Polyline], within limit: PixelRegion) -> PixelRegion? {
        var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
        for polyline in polylines where polyline.points.count > 1 {
            for p in polyline.points {
                minX = min(minX, p.x); maxX = max(maxX, p.x)
                minY = min(minY, p.y); maxY = max(maxY, p.y)
            }
        }
        let region = PixelRegion.covering(minX: minX, minY: minY, maxX: maxX, maxY: maxY, within: limit)
        return region.isEmpty ? nil : region
    }
}
