import HeadlessGeometry

extension StrokePen {
    /// The deepest an arc is halved while looking for its visible parts: far
    /// below the resolution of a `Double` angle.
    static let maxArcDepth = 64
    /// The most points one such arc may add: far more than the canvas can
    /// show (a visible stretch of arc needs a few dozen), a bound on the work
    /// whatever the geometry.
    static let maxVisibleArcPoints = 16 * StrokeArc.maxSegments

    /// The inner points of an arc whose radius is so large that cutting it
    /// evenly within tolerance would take more than ``StrokeArc/maxSegments``
    /// steps: the arc is halved where it may be seen and cut into chords of
    /// at most `maxStep` radians there, and spanned by one chord where the
    /// region between that chord and the arc lies outside `visible`.
    ///
    /// Replacing an arc by a chord sweeps only the circular segment between
    /// them, which lies in the triangle of the chord's ends and the crossing
    /// of the arc's tangents there; when that triangle's bounding box misses
    /// `visible`, no visible point changes side of the outline, so the
    /// filled pixels are the same as with an arc cut finely all the way.
    ///
    /// - Parameters:
    ///   - p: The centre.
    ///   - start: The radius vector of the first point (already drawn).
    ///   - angle: The angle turned, clockwise as ``arc(around:from:_:)`` turns.
    ///   - maxStep: The largest angle one chord may span within tolerance.
    ///   - visible: The region that can be seen, in the outline's space.
    mutating func visibleArc(around p: Point, from start: Point, angle: Double, maxStep: Double, visible: Rect) {
        var pending = [(from: 0.0, to: angle, depth: 0)]
        var budget = StrokePen.maxVisibleArcPoints
        while let part = pending.popLast() {
            let span = part.to - part.from
            if span > maxStep && part.depth < StrokePen.maxArcDepth && budget > pending.count
                && StrokePen.arcMayShow(around: p, from: start, between: part.from, and: part.to, in: visible)
            {
                let middle = part.from + span / 2
                pending.append((middle, part.to, part.depth + 1))
                pending.append((part.from, middle, part.depth + 1))
            } else if part.to < angle {
                addPoint(StrokePen.point(around: p, from: start, turnedBy: part.to))
                budget -= 1
            }
        }
    }

    /// Whether replacing the arc between angles `from` and `to` by its chord
    /// could change what `visible` shows; always true for a quarter turn or
    /// more, false when the arc's points are not finite.
    private static func arcMayShow(
        around p: Point, from start: Point, between from: Double, and to: Double,
        in visible: Rect
    ) -> Bool {
        let span = to - from
        guard span < Double.pi / 2 else { return true }
        let a = point(around: p, from: start, turnedBy: from), b = point(around: p, from: start, turnedBy: to)
        let tangents = point(around: p, from: start, turnedBy: from + span / 2, stretchedBy: 1 / Trig.sinCos(span / 2).cos)
        guard a.isFinite, b.isFinite, tangents.isFinite, let box = Rect.bounding([a, b, tangents]) else { return false }
        return StrokePen.box(box, grownBy: 0, meets: visible)
    }

    /// Whether `box`, grown by `margin` on every side (which may be
    /// infinite), touches `visible`; edges that only touch count, so a box of
    /// no width (a vertical dash) is kept.
    static func box(_ box: Rect, grownBy margin: Double, meets visible: Rect) -> Bool {
        !(box.maxX + margin < visible.minX || box.minX - margin > visible.maxX
            || box.maxY + margin < visible.minY || box.minY - margin > visible.maxY)
    }

    /// `p` plus the radius vector `start` turned clockwise by `angle` and
    /// scaled by `factor`.
    private static func point(around p: Point, from start: Point, turnedBy angle: Double, stretchedBy factor: Double = 1) -> Point {
        let (sin, cos) = Trig.sinCos(angle)
        return Point(x: p.x + factor * (start.x * cos + start.y * sin), y: p.y + factor * (start.y * cos - start.x * sin))
    }
}
