import HeadlessGeometry

/// Cuts sub-paths into dashes and strokes each dash as an open sub-path, or
/// strokes them whole when there is no dash pattern.
///
/// Every sub-path starts at the pattern's phase. A dash that spans a vertex
/// keeps the join there. On a closed sub-path a dash running through the
/// start point is drawn as one dash with the dash that reaches the end.
///
/// A far segment (see ``StrokeClipBox``) is left out: the dash or solid
/// stroke reaching it ends where it starts and a new one starts where it
/// ends, out of sight either way, and the pattern moves on by its length
/// arithmetically.
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
            if vertices.contains(where: \.isFar) {
                StrokeDasher.strokeNearParts(vertices, isClosed: isClosed, with: &pen)
            } else {
                pen.stroke(vertices, isClosed: isClosed)
            }
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
            if a.isFar {
                if position.isOn {
                    // The dash being drawn already ends at `a`.
                    if inFirstDash {
                        swap(&dash, &firstDash)
                        inFirstDash = false
                    } else if dash.count > 1 {
                        pen.stroke(dash, isClosed: false)
                    }
                }
                pattern.skip(&position, by: a.length, a.lengthError)
                // Distances only measure dashes, none of which spans a far segment.
                distance = 0
                if position.isOn { begin(b, at: 0) }
                continue
            }
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

    /// Strokes the parts of `vertices` between far segments as open
    /// sub-paths; a closed sub-path is walked from the end of a far segment
    /// round to its start, so that no part is broken at the start point.
    private static func strokeNearParts(_ vertices: [StrokeVertex], isClosed: Bool, with pen: inout StrokePen) {
        let count = vertices.count
        let segments = isClosed ? count : count - 1
        let first = isClosed ? (vertices.firstIndex(where: \.isFar) ?? -1) + 1 : 0
        var part: [StrokeVertex] = []
        for step in 0...segments {
            let vertex = vertices[(first + step) % count]
            part.append(vertex)
            guard vertex.isFar || step == segments else { continue }
            if part.count > 1 { pen.stroke(part, isClosed: false) }
            part.removeAll(keepingCapacity: true)
        }
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
