/// A usable dash pattern: an even number of lengths, drawn and skipped in
/// turn, and the place in them where every sub-path starts.
struct StrokeDashPattern {
    /// A place in the pattern: which length, and how much of it is left.
    struct Position {
        /// The index of the current length; even indices are drawn.
        var index: Int
        /// How much of the current length is left.
        var remaining: Double

        /// Whether the current length is drawn.
        var isOn: Bool { index % 2 == 0 }
    }

    /// The lengths, drawn first; never empty, never all zero.
    private let intervals: [Double]
    /// The sum of the lengths.
    private let period: Double
    /// Where each sub-path starts, after the phase.
    let start: Position

    /// The pattern of `style`, or `nil` when the style draws solid: no
    /// lengths, a negative or non-finite length, or lengths summing to zero.
    /// An odd number of lengths is repeated twice, as CoreGraphics and SVG do.
    init?(_ style: StrokeStyle) {
        let lengths = style.dashPattern
        guard !lengths.isEmpty, lengths.allSatisfy({ $0 >= 0 && $0.isFinite }) else { return nil }
        let intervals = lengths.count % 2 == 0 ? lengths : lengths + lengths
        let period = intervals.reduce(0, +)
        guard period > 0, period.isFinite else { return nil }
        var phase = style.dashPhase.isFinite ? style.dashPhase.truncatingRemainder(dividingBy: period) : 0
        if phase < 0 { phase += period }
        // A zero length at the phase is kept: it draws a dot with round or square caps.
        var index = 0
        while index + 1 < intervals.count,
            phase > intervals[index] || (phase == intervals[index] && intervals[index] > 0)
        {
            phase -= intervals[index]
            index += 1
        }
        self.intervals = intervals
        self.period = period
        start = Position(index: index, remaining: Swift.max(0, intervals[index] - phase))
    }

    /// Moves `position` to the start of the next length.
    func advance(_ position: inout Position) {
        position.index = position.index + 1 == intervals.count ? 0 : position.index + 1
        position.remaining = intervals[position.index]
    }

    /// An upper bound on the number of dashes `polylines` are cut into.
    func dashCount(along polylines: [Polyline]) -> Double {
        var periods = 0.0
        for polyline in polylines {
            var length = 0.0
            for (a, b) in zip(polyline.points, polyline.points.dropFirst()) { length += a.distance(to: b) }
            if polyline.isClosed, let first = polyline.points.first, let last = polyline.points.last {
                length += last.distance(to: first)
            }
            periods += (length / period).rounded(.up) + 1
        }
        return periods * Double(intervals.count / 2)
    }
}
