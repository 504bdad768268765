/// Reversing a path's direction, as `UIBezierPath.reversing()`.
extension Path {
    /// The same shape drawn the other way: each subpath starts where it
    /// ended and runs back through the same segments (curves with their
    /// control points swapped); a closed subpath stays closed.
    public func reversed() -> Path {
        var result = Path()
        for subpath in subpaths() {
            guard let last = subpath.points.last else { continue }
            result.move(to: last)
            for index in subpath.segments.indices.reversed() {
                let start = subpath.points[index]
                switch subpath.segments[index] {
                case .line: result.line(to: start)
                case .quad(let control): result.quadCurve(to: start, control: control)
                case .cubic(let control1, let control2): result.curve(to: start, control1: control2, control2: control1)
                }
            }
            if subpath.isClosed { result.closeSubpath() }
        }
        return result
    }

    /// A subpath's segments after its start, and the points they end at.
    private struct Subpath {
        /// The segment kinds, with their control points.
        enum Segment {
            case line
            case quad(Point)
            case cubic(Point, Point)
        }

        /// The start, then each segment's end point.
        var points: [Point]
        /// The segments, `segments[i]` running from `points[i]` to `points[i + 1]`.
        var segments: [Segment] = []
        /// Whether the subpath was closed.
        var isClosed = false
    }

    /// The path's subpaths in order.
    private func subpaths() -> [Subpath] {
        var result: [Subpath] = []
        for element in elements {
            switch element {
            case .move(let point):
                result.append(Subpath(points: [point]))
            case .line(let point):
                appendSegment(.line, to: point, in: &result)
            case .quad(let control, let point):
                appendSegment(.quad(control), to: point, in: &result)
            case .cubic(let control1, let control2, let point):
                appendSegment(.cubic(control1, control2), to: point, in: &result)
            case .close:
                if !result.isEmpty { result[result.count - 1].isClosed = true }
            }
        }
        return result
    }

    /// Adds a segment ending at `point` to the last subpath (starting one at the origin if there is none).
    private func appendSegment(_ segment: Subpath.Segment, to point: Point, in subpaths: inout [Subpath]) {
        if subpaths.isEmpty || subpaths[subpaths.count - 1].isClosed {
            subpaths.append(Subpath(points: [subpaths.last?.points.first ?? .zero]))
        }
        subpaths[subpaths.count - 1].points.append(point)
        subpaths[subpaths.count - 1].segments.append(segment)
    }
}
