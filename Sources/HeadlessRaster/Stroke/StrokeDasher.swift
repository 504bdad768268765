import HeadlessGeometry

/// Cuts sub-paths into dashes and strokes each dash as an open sub-path, or
/// strokes them whole when there is no dash pattern.
///
/// Every sub-path starts at the pattern's phase. A dash that spans a vertex
/// keeps the join there. On a closed sub-path a dash running through the
/// start point is drawn as one dash with the dash that reaches the end.
struct StrokeDasher {
    private let pattern: StrokeDashPattern?
    /// The dash being collected.
    private var dash: [StrokeVertex] = []
    /// The distance along the sub-path of the dash's last vertex.
    private var dashEnd = 0.0
    /// The first dash of a closed sub-path that started inside a dash.
    private var firstDash: [StrokeVertex] = []

    /// A dasher for `pattern`; `nil` strokes solid.
    init(pattern: StrokeDashPattern?) {
        self.pattern = pattern
    }

    /// Strokes the sub-path `vertices` (see ``StrokeVertex/load(_:corners:into:)``) with `pen`.
    mutating func stroke(_ vertices: [StrokeVertex], isClosed: Bool, with pen: inout StrokePen) {
        guard let pattern else {
            pen.stroke(vertices, isClosed: isClosed)
            return
        }
        var position = pattern.start
        guard vertices.count > 1 else {
            if position.isOn { pen.stroke(vertices, isClosed: false) }
            return
        }
        firstDash.removeAll(keepingCapacity: true)
        var inFirstDash = isClosed && position.isOn
        if position.isOn { begin(vertices[0], at: 0) }
        var distance = 0.0
        for k in 0..<(isClosed ? vertices.count : vertices.count - 1) {
            let a = vertices[k], b = vertices[k + 1 < vertices.count ? k + 1 : 0]
            var t = 0.0
            while position.remaining <= a.length - t {
                t += position.remaining
                let f = t / a.length
                let p =
                    t < a.length
                    ? Point(
                        x: a.point.x + (b.point.x - a.point.x) * f,
                        y: a.point.y + (b.point.y - a.point.y) * f) : b.point
                let vertex = StrokeVertex(point: p, direction: a.direction, length: 0, isCorner: true)
                if position.isOn {
                    extend(vertex, at: distance + t)
                    if inFirstDash {
                        swap(&dash, &firstDash)
                        inFirstDash = false
                    } else {
                        pen.stroke(dash, isClosed: false)
                    }
                } else {
                    begin(vertex, at: distance + t)
                }
                pattern.advance(&position)
            }
            position.remaining -= a.length - t
            distance += a.length
            if position.isOn { extend(b, at: distance) }
        }
        finish(vertices, isOn: position.isOn, isClosed: isClosed, inFirstDash: inFirstDash, with: &pen)
    }

    /// Strokes what is left at the end of a sub-path: the dash reaching the
    /// end, joined to the held first dash when both meet at a closed start.
    private mutating func finish(
        _ vertices: [StrokeVertex], isOn: Bool, isClosed: Bool, inFirstDash: Bool,
        with pen: inout StrokePen
    ) {
        if inFirstDash {
            pen.stroke(vertices, isClosed: true)
            return
        }
        if isOn && !firstDash.isEmpty {
            dash.removeLast()
            dash.append(contentsOf: firstDash)
        } else if !firstDash.isEmpty {
            pen.stroke(firstDash, isClosed: false)
        }
        if isOn { pen.stroke(dash, isClosed: false) }
    }

    /// Starts a new dash at `vertex`, `distance` along the sub-path.
    private mutating func begin(_ vertex: StrokeVertex, at distance: Double) {
        dash.removeAll(keepingCapacity: true)
        dash.append(vertex)
        dashEnd = distance
    }

    /// Adds `vertex`, `distance` along the sub-path, to the dash; at the
    /// point of the dash's last vertex it replaces that vertex's direction
    /// and corner flag instead.
    private mutating func extend(_ vertex: StrokeVertex, at distance: Double) {
        let last = dash.count - 1
        if dash[last].point == vertex.point {
            dash[last].direction = vertex.direction
            dash[last].isCorner = vertex.isCorner
            return
        }
        dash[last].length = distance - dashEnd
        dash.append(vertex)
        dashEnd = distance
    }
}
