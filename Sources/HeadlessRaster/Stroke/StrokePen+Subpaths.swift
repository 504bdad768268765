import HeadlessGeometry

extension StrokePen {
    /// Strokes one sub-path: a closed one as two contours (its left side
    /// forwards, its right side backwards), an open one as a single contour
    /// (left side, end cap, right side, start cap), a single point as a dot
    /// (a circle or square with round or square caps, nothing with butt caps).
    /// A sub-path with a point that is not finite (a dash can get one
    /// between enormous coordinates) is left out, and so is one whose outline
    /// cannot reach the visible region: its contours wind around no visible point.
    mutating func stroke(_ vertices: [StrokeVertex], isClosed: Bool) {
        guard vertices.allSatisfy({ $0.point.isFinite }), mayReachVisibleRegion(vertices) else { return }
        switch vertices.count {
        case 0:
            return
        case 1:
            dot(at: vertices[0].point, direction: vertices[0].direction)
        default:
            if isClosed {
                var vertices = vertices
                // A closed curve that runs smoothly through its first point has no corner there.
                if endTangents.isSmoothClosure(at: vertices[0].point) { vertices[0].isCorner = false }
                strokeClosed(vertices)
            } else {
                strokeOpen(vertices)
            }
        }
    }

    /// Whether the outline of `vertices` may reach ``visible`` (always, when it is unknown).
    private func mayReachVisibleRegion(_ vertices: [StrokeVertex]) -> Bool {
        guard let visible, let box = Rect.bounding(vertices.lazy.map(\.point)) else { return true }
        return StrokePen.box(box, grownBy: reach, meets: visible)
    }

    private mutating func strokeOpen(_ v: [StrokeVertex]) {
        let last = v.count - 1
        // Caps are squared to the curve's true tangent, not to the first or last chord.
        let startTangent = endTangents.start(at: v[0].point, chord: v[0].direction)
        addOffset(v[0].point, startTangent)
        for i in 1..<last {
            joinForwards(at: v[i], from: v[i - 1])
        }
        let endDirection = endTangents.end(at: v[last].point, chord: v[last - 1].direction)
        addOffset(v[last].point, endDirection)
        cap(at: v[last].point, direction: endDirection)
        for i in stride(from: last - 1, to: 0, by: -1) {
            joinBackwards(at: v[i], after: v[i - 1])
        }
        let startDirection = StrokePen.reversed(startTangent)
        addOffset(v[0].point, startDirection)
        cap(at: v[0].point, direction: startDirection)
        closeContour()
    }

    private mutating func strokeClosed(_ v: [StrokeVertex]) {
        var previous = v.count - 1
        for i in 0..<v.count {
            joinForwards(at: v[i], from: v[previous])
            previous = i
        }
        closeContour()
        for i in stride(from: v.count - 1, through: 0, by: -1) {
            joinBackwards(at: v[i], after: v[i == 0 ? v.count - 1 : i - 1])
        }
        closeContour()
    }

    /// The join at `vertex`, coming from the segment `previous` starts.
    private mutating func joinForwards(at vertex: StrokeVertex, from previous: StrokeVertex) {
        join(
            at: vertex.point, from: previous.direction, to: vertex.direction,
            before: previous.length, after: vertex.length, isCorner: vertex.isCorner)
    }

    /// The join at `vertex` on the reversed centre line, coming from the
    /// segment `vertex` starts and going along the one `next` starts.
    private mutating func joinBackwards(at vertex: StrokeVertex, after next: StrokeVertex) {
        join(
            at: vertex.point, from: StrokePen.reversed(vertex.direction), to: StrokePen.reversed(next.direction),
            before: vertex.length, after: next.length, isCorner: vertex.isCorner)
    }
}
