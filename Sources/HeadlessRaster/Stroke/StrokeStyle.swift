/// The shape drawn at the two ends of an open sub-path and of every dash, as `CGLineCap`.
public enum LineCap: Hashable, Sendable {
    /// The stroke stops square at the end point.
    case butt
    /// A half circle of the stroke's width is drawn around the end point.
    case round
    /// The stroke goes on past the end point by half its width and stops square.
    case square
}

/// The shape drawn where two segments of a sub-path meet, as `CGLineJoin`.
public enum LineJoin: Hashable, Sendable {
    /// The outer edges are extended until they meet, unless that point lies
    /// farther than ``StrokeStyle/miterLimit`` allows, where a bevel is drawn.
    case miter
    /// A circular arc of the stroke's half width is drawn around the corner.
    case round
    /// The outer corners are joined by a straight line.
    case bevel
}

/// How a path is stroked: width, caps, joins and dashes, with CoreGraphics' defaults.
public struct StrokeStyle: Hashable, Sendable {
    /// The stroke's full width in path units; zero, negative or non-finite
    /// widths draw nothing.
    public var width: Double
    /// The shape at the ends of open sub-paths and dashes.
    public var cap: LineCap
    /// The shape where segments meet.
    public var join: LineJoin
    /// The longest miter allowed, as a multiple of the width: a miter join
    /// whose length `1 / sin(θ / 2)` (θ the angle between the two segments)
    /// exceeds this is drawn as a bevel, as in CoreGraphics.
    public var miterLimit: Double
    /// Alternating lengths of drawn and skipped parts, in path units, starting
    /// with a drawn part; an odd number of lengths is repeated twice. An empty
    /// pattern, or one with a negative or non-finite length or with lengths
    /// summing to zero, draws a solid stroke.
    public var dashPattern: [Double]
    /// How far into the dash pattern each sub-path starts, in path units
    /// (taken modulo the pattern's length; non-finite phases count as zero).
    public var dashPhase: Double

    /// Creates a stroke style; every argument defaults to CoreGraphics' default.
    public init(
        width: Double = 1, cap: LineCap = .butt, join: LineJoin = .miter, miterLimit: Double = 10,
        dashPattern: [Double] = [], dashPhase: Double = 0
    ) {
        self.width = width
        self.cap = cap
        self.join = join
        self.miterLimit = miterLimit
        self.dashPattern = dashPattern
        self.dashPhase = dashPhase
    }
}
