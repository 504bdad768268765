extension CoverageAccumulator {
    /// Adds every polyline as the edges of a closed outline (device pixels).
    func add(_ polylines: [Polyline]) {
        for polyline in polylines {
            let points = polyline.points
            guard points.count > 1, !addOutlineInside(points) else { continue }
            var previous = points[points.count - 1]
            for point in points {
                addLine(previous.x, previous.y, point.x, point.y)
                previous = point
            }
        }
    }

    /// The coverage of the closed `polylines` (device pixels) over `region`,
    /// `region.width` values per row, zero where the shape does not reach.
    func mask(of polylines: [Polyline], in region: PixelRegion, rule: FillRule) -> [UInt8] {
        var mask = [UInt8](repeating: 0, count: region.width * region.height)
        reset(region: region)
        add(polylines)
        mask.withUnsafeMutableBufferPointer { mask in
            sweep(rule: rule) { y, span in
                span.write(to: mask.baseAddress! + (y - region.y0) * region.width + (span.x - region.x0))
            }
        }
        return mask
    }
}
