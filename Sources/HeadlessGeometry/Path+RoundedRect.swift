/// How the corners of a rounded rectangle curve, as Core Animation's `CALayerCornerCurve`.
public enum CornerCurve: Hashable, Sendable {
    /// A quarter circle of the corner radius, meeting the edges with a jump in curvature.
    case circular
    /// Apple's continuous corner: the curve starts 1.528665 radii from the
    /// vertex and eases from the straight edge into a circular middle, so the
    /// curvature has no jump. It is what iOS draws for app icons,
    /// `UIBezierPath(roundedRect:cornerRadius:)` and `cornerCurve = .continuous`.
    case continuous
}

extension Path {
    /// Adds a closed rectangle whose four corners have their own radii, each
    /// clamped to half the shorter side (a zero radius gives a square corner),
    /// clockwise on screen from the end of the top-left corner.
    ///
    /// With ``CornerCurve/continuous``, a corner with room for the whole curve
    /// (1.528665 radii along each edge within half the shorter side) is Apple's
    /// shape, as measured by PaintCode ("Drawing Code for iOS 7 Rounded
    /// Rectangles", paintcodeapp.com, 2013); a corner without that room is
    /// blended linearly towards the circular corner, reaching it (and so a
    /// capsule) when the radius is half the shorter side.
    public mutating func addRoundedRect(_ rect: Rect, cornerRadii: CornerRadii, curve: CornerCurve = .circular) {
        let r = rect.standardized
        let limit = Swift.min(r.width, r.height) / 2
        func clamp(_ v: Double) -> Double { v.isNaN ? 0 : Swift.max(0, Swift.min(v, limit)) }
        let corners = [
            RoundedCorner(
                vertex: Point(x: r.maxX, y: r.minY), incoming: Point(x: -1, y: 0), outgoing: Point(x: 0, y: 1), radius: clamp(cornerRadii.topRight)),
            RoundedCorner(
                vertex: Point(x: r.maxX, y: r.maxY), incoming: Point(x: 0, y: -1), outgoing: Point(x: -1, y: 0),
                radius: clamp(cornerRadii.bottomRight)),
            RoundedCorner(
                vertex: Point(x: r.minX, y: r.maxY), incoming: Point(x: 1, y: 0), outgoing: Point(x: 0, y: -1), radius: clamp(cornerRadii.bottomLeft)),
            RoundedCorner(
                vertex: Point(x: r.minX, y: r.minY), incoming: Point(x: 0, y: 1), outgoing: Point(x: 1, y: 0), radius: clamp(cornerRadii.topLeft)),
        ]
        let profiles = corners.map { CornerProfile(radius: $0.radius, room: limit, curve: curve) }
        move(to: corners[3].point(profiles[3].exit))
        for (corner, profile) in zip(corners, profiles) {
            line(to: corner.point(profile.entry))
            for piece in profile.pieces {
                switch piece {
                case .line(let p): line(to: corner.point(p))
                case .cubic(let c1, let c2, let p): self.curve(to: corner.point(p), control1: corner.point(c1), control2: corner.point(c2))
                }
            }
        }
        closeSubpath()
    }

    /// A path holding one rounded rectangle whose corners curve as `curve` says.
    public init(roundedRect rect: Rect, cornerRadius: Double, curve: CornerCurve) {
        addRoundedRect(rect, cornerRadii: CornerRadii(all: cornerRadius), curve: curve)
    }
}

/// One corner of a rectangle, with the directions that place a corner
/// profile's points: `u` back along the edge that arrives, `v` along the edge that leaves.
private struct RoundedCorner {
    let vertex: Point
    let incoming: Point
    let outgoing: Point
    let radius: Double

    /// The point `(u, v)` of the corner's own frame.
    func point(_ p: Point) -> Point {
        Point(x: vertex.x + incoming.x * p.x + outgoing.x * p.y, y: vertex.y + incoming.y * p.x + outgoing.y * p.y)
    }
}

/// The curve of one corner in the corner's frame: `x` is the distance from
/// the vertex back along the arriving edge, `y` along the leaving edge.
private struct CornerProfile {
    /// A step of the corner after its entry point.
    enum Piece {
        case line(Point)
        case cubic(Point, Point, Point)
    }

    /// Where the corner leaves the arriving edge.
    let entry: Point
    /// The steps to the leaving edge.
    let pieces: [Piece]

    /// Where the corner meets the leaving edge.
    var exit: Point {
        switch pieces.last {
        case .line(let p), .cubic(_, _, let p): return p
        case nil: return entry
        }
    }

    /// How far along each edge Apple's continuous corner reaches, in radii.
    static let continuousExtent = 1.52866483

    /// The first half of Apple's continuous corner of radius 1 (the second
    /// mirrors it): a cubic easing off the edge, a short line, and the circular
    /// middle up to the diagonal's far side, as published by PaintCode.
    private static let continuousHalf: [Point] = [
        Point(x: continuousExtent, y: 0),
        Point(x: 1.08849323, y: 0), Point(x: 0.86840689, y: 0), Point(x: 0.66993427, y: 0.06549600),
        Point(x: 0.63149399, y: 0.07491100),
        Point(x: 0.37282392, y: 0.16905899),
    ]

    /// The circular corner of radius 1 in the same seven points, its easing
    /// cubic and line shrunk to its entry point.
    private static let circularHalf: [Point] = [
        Point(x: 1, y: 0),
        Point(x: 1, y: 0), Point(x: 1, y: 0), Point(x: 1, y: 0),
        Point(x: 1, y: 0),
        Point(x: 1 - Path.quarterCircleKappa, y: 0),
    ]

    init(radius: Double, room: Double, curve: CornerCurve) {
        guard radius > 0 else {
            entry = .zero
            pieces = []
            return
        }
        let smoothing = curve == .circular ? 0 : Swift.min(1, (room / radius - 1) / (Self.continuousExtent - 1))
        if smoothing <= 0 {
            let k = 1 - Path.quarterCircleKappa
            entry = Point(x: radius, y: 0)
            pieces = [.cubic(Point(x: radius * k, y: 0), Point(x: 0, y: radius * k), Point(x: 0, y: radius))]
            return
        }
        let half = zip(Self.circularHalf, Self.continuousHalf).map { circle, smooth in
            Point(x: radius * (circle.x + (smooth.x - circle.x) * smoothing), y: radius * (circle.y + (smooth.y - circle.y) * smoothing))
        }
        func mirrored(_ i: Int) -> Point { Point(x: half[i].y, y: half[i].x) }
        entry = half[0]
        pieces = [
            .cubic(half[1], half[2], half[3]),
            .line(half[4]),
            .cubic(half[5], mirrored(5), mirrored(4)),
            .line(mirrored(3)),
            .cubic(mirrored(2), mirrored(1), mirrored(0)),
        ]
    }
}
