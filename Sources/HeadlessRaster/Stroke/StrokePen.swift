import HeadlessGeometry

/// Draws the left side of a stroke's centre line into an outline: offset
/// points, joins and caps. The right side is drawn as the left side of the
/// reversed centre line, so every piece of the outline turns the same way and
/// overlapping pieces add up under the non-zero rule instead of cancelling.
///
/// The left of direction `d` is `(-d.y, d.x)`.
struct StrokePen {
    private let halfWidth: Double
    private let join: LineJoin
    private let cap: LineCap
    private let miterLimit: Double
    private let arcs: StrokeArcPrecision
    /// The region that can be seen, in the outline's space; `nil` when unknown.
    let visible: Rect?
    /// The farthest the outline reaches from the centre line: half the width,
    /// times the miter limit for miter joins or √2 for square caps, plus the tolerance.
    let reach: Double
    /// The outline drawn so far.
    private(set) var outline = StrokeOutline()
    /// The true tangents at the path's sub-path ends, which caps are squared to.
    var endTangents = StrokeEndTangents()

    /// A pen for `style` (whose width must be positive and finite), drawing
    /// round parts within `tolerance` where `visible` (if given) can show them.
    init(style: StrokeStyle, tolerance: Double, visible: Rect? = nil) {
        halfWidth = style.width / 2
        join = style.join
        cap = style.cap
        miterLimit = style.miterLimit
        arcs = StrokeArcPrecision(radius: halfWidth, tolerance: tolerance)
        self.visible = visible
        let miter = style.join != .miter ? 1 : style.miterLimit.isFinite ? Swift.max(1, style.miterLimit) : Double.infinity
        reach = halfWidth * Swift.max(miter, style.cap == .square ? 2.0.squareRoot() : 1) + tolerance
    }

    /// The point half a width to the left of `p` for direction `d`.
    private func offset(_ p: Point, _ d: Point) -> Point {
        Point(x: p.x - halfWidth * d.y, y: p.y + halfWidth * d.x)
    }

    /// Makes room in the outline for contours of `count` points.
    mutating func reserveContour(_ count: Int) {
        outline.reserve(count)
    }

    /// Adds `point` to the outline.
    mutating func addPoint(_ point: Point) {
        outline.add(point)
    }

    /// Adds the point half a width to the left of `p` for direction `d`.
    mutating func addOffset(_ p: Point, _ d: Point) {
        outline.add(offset(p, d))
    }

    /// Joins the left offset of the segment arriving at `p` along `d0` (length
    /// `before`) to that of the segment leaving along `d1` (length `after`).
    ///
    /// On the inner side of a turn the two offsets cross: the outline goes
    /// straight to the crossing when it lies within the first half of both
    /// segments (so neighbouring joins cannot overlap), and otherwise through
    /// `p` itself, which keeps the overlap inside the stroke. The outer side
    /// gets the style's join, or a round one inside a flattened curve; a
    /// round join so small that its miter point lies within tolerance of the
    /// arc is drawn as that single point.
    mutating func join(at p: Point, from d0: Point, to d1: Point, before: Double, after: Double, isCorner: Bool) {
        let cross = d0.x * d1.y - d0.y * d1.x
        let dot = d0.x * d1.x + d0.y * d1.y
        if cross > 0 {
            if halfWidth * cross <= (1 + dot) * 0.5 * Swift.min(before, after) {
                outline.add(miterPoint(p, d0, d1, dot: dot))
            } else {
                addOffset(p, d0)
                outline.add(p)
                addOffset(p, d1)
            }
            return
        }
        if cross == 0 && dot > 0 {
            addOffset(p, d0)
            return
        }
        let style = isCorner ? join : .round
        if style == .round && arcs.allowsMiter(dot: dot) {
            outline.add(miterPoint(p, d0, d1, dot: dot))
            return
        }
        addOffset(p, d0)
        switch style {
        case .bevel:
            break
        case .miter:
            // 1 / sin(φ/2) <= limit, φ the angle between the segments; sin²(φ/2) = (1 + dot) / 2.
            if (1 + dot) * miterLimit * miterLimit >= 2 { outline.add(miterPoint(p, d0, d1, dot: dot)) }
        case .round:
            if !arcs.needsNoSteps(dot: dot) {
                arc(around: p, from: d0, StrokeArc(angle: Trig.atan2(-cross, dot), maxStep: arcs.maxStep))
            }
        }
        addOffset(p, d1)
    }

    /// Caps the end `p` of a centre line leaving along `d`: from the left
    /// offset of `p` (already drawn) to the right one.
    mutating func cap(at p: Point, direction d: Point) {
        switch cap {
        case .butt:
            break
        case .square:
            let ahead = Point(x: p.x + halfWidth * d.x, y: p.y + halfWidth * d.y)
            addOffset(ahead, d)
            addOffset(ahead, StrokePen.reversed(d))
        case .round:
            arc(around: p, from: d, arcs.halfTurn)
        }
        addOffset(p, StrokePen.reversed(d))
    }

    /// Draws a zero-length centre line at `p` pointing along `d` as its two
    /// caps: a circle, a square, or nothing for butt caps.
    mutating func dot(at p: Point, direction d: Point) {
        guard cap != .butt else { return }
        addOffset(p, d)
        cap(at: p, direction: d)
        cap(at: p, direction: StrokePen.reversed(d))
        closeContour()
    }

    /// Closes the contour being drawn.
    mutating func closeContour() {
        outline.closeContour()
    }

    /// `d` pointing the other way.
    static func reversed(_ d: Point) -> Point {
        Point(x: -d.x, y: -d.y)
    }

    /// Where the left offsets of directions `d0` and `d1` through `p` cross.
    private func miterPoint(_ p: Point, _ d0: Point, _ d1: Point, dot: Double) -> Point {
        let k = halfWidth / (1 + dot)
        return Point(x: p.x - k * (d0.y + d1.y), y: p.y + k * (d0.x + d1.x))
    }

    /// The inner points of `arc` around `p`, starting from the left offset of
    /// `d` and turning through the point ahead along `d` towards the right;
    /// an arc too large to cut evenly is cut finely only where it can be seen.
    private mutating func arc(around p: Point, from d: Point, _ arc: StrokeArc) {
        var vx = -halfWidth * d.y, vy = halfWidth * d.x
        if arc.exceedsMaxSegments, let visible {
            visibleArc(around: p, from: Point(x: vx, y: vy), angle: arc.angle, maxStep: arc.maxStep, visible: visible)
            return
        }
        for _ in 1..<arc.segments {
            (vx, vy) = (vx * arc.cos + vy * arc.sin, vy * arc.cos - vx * arc.sin)
            outline.add(Point(x: p.x + vx, y: p.y + vy))
        }
    }
}
