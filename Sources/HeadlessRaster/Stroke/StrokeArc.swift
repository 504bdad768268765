import HeadlessGeometry

/// A circular arc of the stroke's half width cut into equal steps: the
/// rotation of one step, applied repeatedly to the start radius.
struct StrokeArc {
    /// The most segments one arc (at most a half turn) is cut into, whatever
    /// the width and tolerance, so that work stays bounded.
    static let maxSegments = 1024

    /// The number of segments.
    let segments: Int
    /// The whole angle turned, in radians.
    let angle: Double
    /// The largest step that keeps the arc within tolerance.
    let maxStep: Double
    /// Whether the arc needs more than ``maxSegments`` steps to stay within
    /// tolerance: a radius far larger than the canvas. Such an arc is cut
    /// finely only where it can be seen (see `StrokePen`).
    var exceedsMaxSegments: Bool { Double(segments) < (angle / maxStep).rounded(.up) }
    /// The sine of one step's angle.
    let sin: Double
    /// The cosine of one step's angle.
    let cos: Double

    /// An arc of `angle` radians (0...π) cut into steps of at most `maxStep` radians.
    init(angle: Double, maxStep: Double) {
        let n = (angle / maxStep).rounded(.up)
        self.angle = angle
        self.maxStep = maxStep
        segments = n.isFinite ? Swift.max(1, Int(Swift.min(Double(StrokeArc.maxSegments), n))) : 1
        (sin, cos) = Trig.sinCos(angle / Double(segments))
    }
}

/// How finely a stroke cuts its round joins and caps, from the half width and
/// the flattening tolerance.
struct StrokeArcPrecision {
    /// The largest angle whose chord stays within tolerance of the arc.
    let maxStep: Double
    /// The cosine of half of `maxStep`: a turn whose half angle has a larger
    /// cosine needs no point between its two ends.
    let chordCosine: Double
    /// The cosine of the largest half turn whose miter point lies within
    /// tolerance of the arc: `radius / cos(θ/2) - radius <= tolerance`.
    let miterCosine: Double
    /// The half turn of round caps.
    let halfTurn: StrokeArc

    /// The precision for arcs of radius `radius` drawn within `tolerance`.
    ///
    /// A chord spanning angle α lies `radius * (1 - cos(α / 2))` inside the
    /// arc; that is at most `tolerance` when `cos(α / 2) >= 1 - tolerance / radius`.
    init(radius: Double, tolerance: Double) {
        let ratio = Swift.min(tolerance / radius, 1)
        chordCosine = 1 - ratio
        miterCosine = 1 / (1 + tolerance / radius)
        maxStep = 2 * Trig.atan2((ratio * (2 - ratio)).squareRoot(), chordCosine)
        halfTurn = StrokeArc(angle: Double.pi, maxStep: maxStep)
    }

    /// Whether a turn with direction dot product `dot` is drawn as a single chord.
    func needsNoSteps(dot: Double) -> Bool {
        // cos²(θ/2) = (1 + cos θ) / 2.
        (1 + dot) * 0.5 >= chordCosine * chordCosine
    }

    /// Whether a turn with direction dot product `dot` is drawn as its miter
    /// point: one point instead of a chord's two, for the many small turns of
    /// a flattened curve.
    func allowsMiter(dot: Double) -> Bool {
        (1 + dot) * 0.5 >= miterCosine * miterCosine
    }
}
