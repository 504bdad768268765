internal import HeadlessGeometry
internal import HeadlessRaster

/// Cuts flattened sub-paths into dashes: the centre lines of
/// `CGPath.copy(dashingWithPhase:lengths:)`.
struct PathDasher {
    /// Alternating drawn and skipped lengths, an even number, summing to more than zero.
    let pattern: [Double]
    /// How far into the pattern each sub-path starts.
    let phase: Double

    /// The dashes of `polylines`, each an open sub-path of lines.
    func dash(_ polylines: [Polyline]) -> HeadlessGeometry.Path {
        let total = pattern.reduce(0, +)
        var out = HeadlessGeometry.Path()
        for line in polylines where line.points.count > 1 {
            let points = line.isClosed ? line.points + [line.points[0]] : line.points
            var start = phase.isFinite ? phase.truncatingRemainder(dividingBy: total) : 0
            if start < 0 { start += total }
            var index = 0
            while start >= pattern[index] {
                start -= pattern[index]
                index = (index + 1) % pattern.count
            }
            var left = pattern[index] - start
            var drawing = index % 2 == 0
            if drawing { out.move(to: points[0]) }
            for (a, b) in zip(points, points.dropFirst()) {
                let length = ((b.x - a.x) * (b.x - a.x) + (b.y - a.y) * (b.y - a.y)).squareRoot()
                var travelled = 0.0
                while length - travelled > left {
                    travelled += left
                    let t = travelled / length
                    let cut = Point(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
                    if drawing { out.line(to: cut) } else { out.move(to: cut) }
                    drawing.toggle()
                    index = (index + 1) % pattern.count
                    left = pattern[index]
                }
                left -= length - travelled
                if drawing { out.line(to: b) }
            }
        }
        return out
    }
}
