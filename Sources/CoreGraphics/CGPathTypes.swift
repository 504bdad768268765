package import HeadlessRaster

/// The rule that decides which points a path encloses, as `CGPathFillRule`.
public enum CGPathFillRule: Int, Sendable {
    /// Non-zero winding: inside where the outline winds around a point at all.
    case winding
    /// Even-odd: inside where a ray from the point crosses the outline an odd number of times.
    case evenOdd

    /// The same rule in this package's renderer.
    package var fillRule: FillRule { self == .winding ? .nonZero : .evenOdd }
}

/// The shape at the ends of open lines, as `CGLineCap`.
public enum CGLineCap: Int32, Sendable {
    case butt, round, square

    /// The same cap in this package's renderer.
    package var lineCap: LineCap {
        switch self {
        case .butt: .butt
        case .round: .round
        case .square: .square
        }
    }
}

/// The shape where two segments meet, as `CGLineJoin`.
public enum CGLineJoin: Int32, Sendable {
    case miter, round, bevel

    /// The same join in this package's renderer.
    package var lineJoin: LineJoin {
        switch self {
        case .miter: .miter
        case .round: .round
        case .bevel: .bevel
        }
    }
}

/// What one element of a path does, as `CGPathElementType`.
public enum CGPathElementType: Int32, Sendable {
    case moveToPoint, addLineToPoint, addQuadCurveToPoint, addCurveToPoint, closeSubpath
}

/// One element of a path with its points, as `CGPathElement`: one point for
/// a move or line, two for a quadratic curve (control, end), three for a
/// cubic curve (two controls, end), none for a close.
public struct CGPathElement {
    /// What the element does.
    public var type: CGPathElementType
    /// The element's points; valid only inside the block it is given to.
    public var points: UnsafeMutablePointer<CGPoint>

    /// An element of `type` with its points.
    public init(type: CGPathElementType, points: UnsafeMutablePointer<CGPoint>) {
        self.type = type
        self.points = points
    }
}
