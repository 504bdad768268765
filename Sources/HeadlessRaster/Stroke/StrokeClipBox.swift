import HeadlessGeometry

/// The box a stroke's centre line is cut to before it is stroked, so that a
/// line whose ends lie far outside the canvas (at 1e30, say) keeps its
/// precision where it can be seen.
///
/// The outline is made of points half a width to either side of the centre
/// line; at 1e30 a `Double` cannot tell them from the centre line itself, so
/// a segment running between two such points would have an outline of no
/// width. Cut to the box, the segment runs between points near the canvas,
/// and its outline has the same edges there as a short line would.
///
/// The box is the visible region grown on every side by the stroke's reach
/// and by the larger of the region's sides. The outline never strays farther
/// than the reach from the centre line, so nothing drawn around a point
/// outside the box (a cap, a join, the end of a dash) can be seen: the parts
/// of segments outside it are marked far (``StrokeVertex/isFar``) and left
/// out of the outline, the sub-path broken there.
struct StrokeClipBox {
    let minX: Double
    let minY: Double
    let maxX: Double
    let maxY: Double

    /// The box for a stroke of reach `reach` seen through `visible`; `nil`
    /// when the region is unknown or the box is not finite (nothing is cut).
    init?(visible: Rect?, reach: Double) {
        guard let visible else { return nil }
        let margin = reach + Swift.max(visible.width, visible.height)
        minX = visible.minX - margin
        minY = visible.minY - margin
        maxX = visible.maxX + margin
        maxY = visible.maxY + margin
        guard minX.isFinite, minY.isFinite, maxX.isFinite, maxY.isFinite else { return nil }
    }

    /// Whether `p` lies in the box or on its edge (never, for a non-finite point).
    func contains(_ p: Point) -> Bool {
        p.x >= minX && p.x <= maxX && p.y >= minY && p.y <= maxY
    }

    /// `vertices` (a sub-path, see ``StrokeVertex/load(_:corners:into:)``)
    /// with every segment that leaves the box cut where it crosses the box's
    /// edge into a part inside and far parts outside; `nil` when every
    /// vertex lies in the box (then so does every segment).
    ///
    /// The parts keep their segment's direction, so the kept part's outline
    /// runs exactly where the whole segment's would.
    func cut(_ vertices: [StrokeVertex], isClosed: Bool) -> [StrokeVertex]? {
        guard vertices.contains(where: { !contains($0.point) }) else { return nil }
        var result: [StrokeVertex] = []
        result.reserveCapacity(vertices.count + 8)
        let segments = isClosed ? vertices.count : vertices.count - 1
        for (k, v) in vertices.enumerated() {
            guard k < segments else {
                result.append(v)
                break
            }
            let b = vertices[k + 1 < vertices.count ? k + 1 : 0].point
            if contains(v.point) && contains(b) {
                result.append(v)
                continue
            }
            guard let (start, end) = nearPart(from: v.point, to: b) else {
                result.append(StrokeClipBox.far(from: v.point, to: b, direction: v.direction, isCorner: v.isCorner))
                continue
            }
            if start != v.point {
                result.append(StrokeClipBox.far(from: v.point, to: start, direction: v.direction, isCorner: v.isCorner))
            }
            let length = start == v.point && end == b ? v.length : start.distance(to: end)
            result.append(StrokeVertex(point: start, direction: v.direction, length: length, isCorner: start == v.point && v.isCorner))
            if end != b {
                result.append(StrokeClipBox.far(from: end, to: b, direction: v.direction, isCorner: false))
            }
        }
        return result
    }

    /// The part of the segment from `a` to `b` (finite points) inside the
    /// box, or `nil` when the segment misses it.
    ///
    /// An end inside the box is kept as it is; an end outside is replaced by
    /// the point where the segment crosses the box's edge, found from the
    /// line's equation `(b - a) × p = b × a`, whose right side is evaluated
    /// with exact products: the crossing then lies on the line through `a`
    /// and `b` as closely as a `Double` near the box can say, however far
    /// away `a` and `b` are (along a horizontal or vertical line, exactly).
    func nearPart(from a: Point, to b: Point) -> (start: Point, end: Point)? {
        let aInside = contains(a), bInside = contains(b)
        if aInside && bInside { return (a, b) }
        // A power of two that keeps every product below overflow, exactly.
        let largest = Swift.max(abs(a.x), abs(a.y), abs(b.x), abs(b.y), abs(minX), abs(minY), abs(maxX), abs(maxY))
        let scale = largest > 0x1p500 ? Double(sign: .plus, exponent: -largest.exponent, significand: 1) : 1
        let sa = Point(x: a.x * scale, y: a.y * scale), sb = Point(x: b.x * scale, y: b.y * scale)
        let dx = sb.x - sa.x, dy = sb.y - sa.y
        guard dx != 0 || dy != 0 else { return nil }
        let k = StrokeClipBox.differenceOfProducts(sb.x, sa.y, sb.y, sa.x)
        /// How far along the line `p` (unscaled) lies, in scaled units.
        func along(_ p: Point) -> Double { dx * (p.x * scale) + dy * (p.y * scale) }
        // The line's crossings with the edges it enters and leaves through, unscaled.
        var enter: Point?, leave: Point?
        if dx != 0 {
            let (x0, x1) = dx > 0 ? (minX, maxX) : (maxX, minX)
            /// The crossing with the vertical line at `x` (unscaled).
            func crossing(_ x: Double) -> Point {
                Point(x: x, y: dy == 0 ? a.y : dy.multipliedAdding(x * scale, k) / dx / scale)
            }
            enter = crossing(x0)
            leave = crossing(x1)
        } else if a.x < minX || a.x > maxX {
            return nil
        }
        if dy != 0 {
            let (y0, y1) = dy > 0 ? (minY, maxY) : (maxY, minY)
            /// The crossing with the horizontal line at `y` (unscaled).
            func crossing(_ y: Double) -> Point {
                Point(x: dx == 0 ? a.x : dx.multipliedAdding(y * scale, -k) / dy / scale, y: y)
            }
            let enterY = crossing(y0), leaveY = crossing(y1)
            if enter.map({ along($0) < along(enterY) }) ?? true { enter = enterY }
            if leave.map({ along($0) > along(leaveY) }) ?? true { leave = leaveY }
        } else if a.y < minY || a.y > maxY {
            return nil
        }
        guard let enter, let leave else { return nil }
        let start = aInside || along(enter) <= along(a) ? a : enter
        let end = bInside || along(leave) >= along(b) ? b : leave
        return along(start) < along(end) ? (start, end) : nil
    }

    /// A far part from `p` to `q` along `direction`, its length in two parts
    /// (see ``StrokeVertex/lengthError``).
    private static func far(from p: Point, to q: Point, direction: Point, isCorner: Bool) -> StrokeVertex {
        // The length is the difference along the larger of the direction's
        // coordinates, taken exactly, divided by that coordinate: exact
        // along a horizontal or vertical line.
        let (difference, error) =
            abs(direction.x) >= abs(direction.y) ? exactDifference(q.x, p.x) : exactDifference(q.y, p.y)
        let scale = abs(direction.x) >= abs(direction.y) ? abs(direction.x) : abs(direction.y)
        let sign: Double = difference < 0 ? -1 : 1
        var vertex = StrokeVertex(point: p, direction: direction, length: sign * difference / scale, isCorner: isCorner)
        vertex.isFar = true
        vertex.lengthError = sign * error / scale
        return vertex
    }

    /// `a - b` as a sum of two `Double`s: the rounded difference and its rounding error.
    private static func exactDifference(_ a: Double, _ b: Double) -> (Double, Double) {
        let s = a - b
        let bb = s - a
        return (s, (a - (s - bb)) - (b + bb))
    }

    /// `x * y - z * w`, with one rounding (Kahan's algorithm with fused multiply-adds).
    private static func differenceOfProducts(_ x: Double, _ y: Double, _ z: Double, _ w: Double) -> Double {
        let zw = z * w
        let error = (-z).multipliedAdding(w, zw)
        return x.multipliedAdding(y, -zw) + error
    }
}

extension Double {
    /// `self * y + z` with one rounding.
    fileprivate func multipliedAdding(_ y: Double, _ z: Double) -> Double {
        z.addingProduct(self, y)
    }
}
