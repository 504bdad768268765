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
        self.intervals = intervals
        self.period = period
        start = StrokeDashPattern.position(at: style.dashPhase.isFinite ? style.dashPhase : 0, in: intervals, period: period)
    }

    /// The place `offset` into the pattern (taken modulo `period`, the sum of `intervals`).
    private static func position(at offset: Double, in intervals: [Double], period: Double) -> Position {
        var phase = offset.truncatingRemainder(dividingBy: period)
        if phase < 0 { phase += period }
        // A zero length at the phase is kept: it draws a dot with round or square caps.
        var index = 0
        while index + 1 < intervals.count,
            phase > intervals[index] || (phase == intervals[index] && intervals[index] > 0)
        {
            phase -= intervals[index]
            index += 1
        }
        return Position(index: index, remaining: Swift.max(0, intervals[index] - phase))
    }

    /// Moves `position` to the start of the next length.
    func advance(_ position: inout Position) {
        position.index = position.index + 1 == intervals.count ? 0 : position.index + 1
        position.remaining = intervals[position.index]
    }

    /// Moves `position` on by `length + lengthError` (a distance in two
    /// parts, see ``StrokeVertex/lengthError``) without going through the
    /// lengths in between: whole periods are taken out by remainders, so a
    /// distance of 1e30 costs no more than one of 1, and a distance exactly
    /// known leaves the pattern exactly where going through it would.
    func skip(_ position: inout Position, by length: Double, _ lengthError: Double) {
        if position.remaining > length + lengthError {
            position.remaining -= length + lengthError
            return
        }
        var offset = intervals[position.index] - position.remaining
        for interval in intervals[..<position.index] { offset += interval }
        offset += length.truncatingRemainder(dividingBy: period) + lengthError.truncatingRemainder(dividingBy: period)
        position = StrokeDashPattern.position(at: offset, in: intervals, period: period)
    }

    /// An upper bound on the number of dashes `polylines` are cut into: with
    /// a clip box, only the parts of segments inside it count, and each
    /// segment it cuts may break one dash in two more places.
    func dashCount(along polylines: [Polyline], within box: StrokeClipBox?) -> Double {
        var periods = 0.0, cuts = 0.0
        for polyline in polylines {
            let points = polyline.points
            var length = 0.0
            for k in 0..<(polyline.isClosed ? points.count : points.count - 1) {
                let a = points[k], b = points[k + 1 < points.count ? k + 1 : 0]
                if let box, !box.contains(a) || !box.contains(b) {
                    if let (start, end) = box.nearPart(from: a, to: b) { length += start.distance(to: end) }
                    cuts += 2
                } else {
                    length += a.distance(to: b)
                }
            }
            periods += (length / period).rounded(.up) + 1
        }
        return periods * Double(intervals.count / 2) + cuts
    }
}
