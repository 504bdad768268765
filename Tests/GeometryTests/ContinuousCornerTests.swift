import HeadlessGeometry
import Testing

/// Apple's continuous corner against the numbers PaintCode measured on iOS
/// ("Drawing Code for iOS 7 Rounded Rectangles", 2013), retyped here as the reference.
@Suite struct ContinuousCornerTests {
    /// PaintCode's top-right corner of radius 1, as (distance left of the vertex, distance below it).
    private static let publishedTopRight: [(Double, Double)] = [
        (1.52866483, 0), (0.66993427, 0.06549600), (0.63149399, 0.07491100),
        (0.07491100, 0.63149399), (0.06549600, 0.66993427), (0, 1.52866483),
    ]

    /// Every end point of the path's elements.
    private func endPoints(_ path: Path) -> [Point] {
        path.elements.compactMap { element in
            switch element {
            case .move(let p), .line(let p), .quad(_, let p), .cubic(_, _, let p): return p
            case .close: return nil
            }
        }
    }

    /// The enclosed area by Green's theorem, cubics integrated with 64-point sampling of each.
    private func area(_ path: Path) -> Double {
        var sum = 0.0
        var current = Point.zero
        var start = Point.zero
        func edge(_ a: Point, _ b: Point) { sum += a.x * b.y - b.x * a.y }
        for element in path.elements {
            switch element {
            case .move(let p): (current, start) = (p, p)
            case .line(let p):
                edge(current, p)
                current = p
            case .quad(let c, let p):
                edge(current, c)
                edge(c, p)
                current = p
            case .cubic(let c1, let c2, let p):
                var previous = current
                for i in 1...64 {
                    let t = Double(i) / 64, u = 1 - t
                    let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
                    let q = Point(x: a * current.x + b * c1.x + c * c2.x + d * p.x, y: a * current.y + b * c1.y + c * c2.y + d * p.y)
                    edge(previous, q)
                    previous = q
                }
                current = p
            case .close:
                edge(current, start)
                current = start
            }
        }
        return abs(sum) / 2
    }

    @Test("with room, each corner passes through Apple's published points")
    func publishedPoints() {
        let rect = Rect(x: 10, y: 20, width: 200, height: 120), r = 24.0
        let points = endPoints(Path(roundedRect: rect, cornerRadius: r, curve: .continuous))
        for (u, v) in Self.publishedTopRight {
            let topRight = Point(x: rect.maxX - u * r, y: rect.minY + v * r)
            let bottomLeft = Point(x: rect.minX + u * r, y: rect.maxY - v * r)
            for expected in [topRight, bottomLeft] {
                #expect(points.contains { abs($0.x - expected.x) < 1e-9 && abs($0.y - expected.y) < 1e-9 }, "missing \(expected)")
            }
        }
    }

    @Test("the curve leaves each edge tangentially, 1.528665 radii from the vertex")
    func tangentToTheEdges() {
        let path = Path(roundedRect: Rect(x: 0, y: 0, width: 300, height: 200), cornerRadius: 30, curve: .continuous)
        guard case .line(let entry) = path.elements[1], case .cubic(let c1, _, _) = path.elements[2] else {
            Issue.record("expected a line then a cubic, got \(path.elements.prefix(3))")
            return
        }
        #expect(abs(entry.x - (300 - 1.528665 * 30)) < 1e-4 && entry.y == 0)
        #expect(c1.y == 0 && c1.x > entry.x)
    }

    @Test("the enclosed area is the rectangle less four of Apple's corners")
    func areaMatchesThePublishedCorner() {
        // The area one corner of radius 1 removes: the square of the curve's
        // extent minus the region under PaintCode's curve, integrated from the
        // published control points (written out here, not taken from the package).
        var corner = Path()
        let e = 1.52866483
        corner.move(to: Point(x: e, y: 0))
        corner.curve(to: Point(x: 0.66993427, y: 0.06549600), control1: Point(x: 1.08849323, y: 0), control2: Point(x: 0.86840689, y: 0))
        corner.line(to: Point(x: 0.63149399, y: 0.07491100))
        corner.curve(
            to: Point(x: 0.07491100, y: 0.63149399), control1: Point(x: 0.37282392, y: 0.16905899), control2: Point(x: 0.16905899, y: 0.37282392))
        corner.line(to: Point(x: 0.06549600, y: 0.66993427))
        corner.curve(to: Point(x: 0, y: e), control1: Point(x: 0, y: 0.86840689), control2: Point(x: 0, y: 1.08849323))
        corner.line(to: Point(x: 0, y: 0))
        corner.closeSubpath()
        let removedPerUnitRadius = area(corner)
        #expect(removedPerUnitRadius > 0.2 && removedPerUnitRadius < 0.3)  // a quarter circle removes 1 - pi/4 = 0.2146
        let r = 20.0
        let shape = Path(roundedRect: Rect(x: 0, y: 0, width: 160, height: 90), cornerRadius: r, curve: .continuous)
        #expect(abs(area(shape) - (160 * 90 - 4 * removedPerUnitRadius * r * r)) < 1e-6)
    }

    @Test("without room the corner blends towards a circle, and at half the side is a capsule")
    func blendsToACapsule() {
        let rect = Rect(x: 0, y: 0, width: 120, height: 40)
        #expect(Path(roundedRect: rect, cornerRadius: 20, curve: .continuous) == Path(roundedRect: rect, cornerRadius: 20, curve: .circular))
        #expect(Path(roundedRect: rect, cornerRadius: 90, curve: .continuous) == Path(roundedRect: rect, cornerRadius: 20, curve: .circular))
        var previousExtent = 1.528665
        for radius in stride(from: 20 / 1.528665, through: 20, by: 1) {
            let path = Path(roundedRect: rect, cornerRadius: radius, curve: .continuous)
            guard case .line(let entry) = path.elements[1] else {
                Issue.record("no edge line")
                return
            }
            let extent = (120 - entry.x) / radius
            #expect(extent <= previousExtent + 1e-9 && extent >= 1 && (120 - entry.x) <= 20 + 1e-9, "radius \(radius): extent \(extent)")
            previousExtent = extent
        }
    }

    @Test("circular corners are the quarter circles they always were, and square corners stay square")
    func circularUnchanged() {
        let path = Path(roundedRect: Rect(x: 0, y: 0, width: 50, height: 30), cornerRadius: 10, curve: .circular)
        #expect(abs(area(path) - (50 * 30 - (4 - Double.pi) * 100)) < 0.1)  // the cubic quarter circle is 0.03 % off
        var mixed = Path()
        mixed.addRoundedRect(
            Rect(x: 0, y: 0, width: 50, height: 30), cornerRadii: CornerRadii(topLeft: 0, topRight: 8, bottomRight: 0, bottomLeft: 0),
            curve: .continuous)
        #expect(endPoints(mixed).contains(Point(x: 0, y: 0)) && endPoints(mixed).contains(Point(x: 50, y: 30)))
        let rect = Rect(x: 0, y: 0, width: 50, height: 30)
        #expect(Path(roundedRect: rect, cornerRadius: .nan, curve: .continuous) == Path(roundedRect: rect, cornerRadius: 0, curve: .circular))
    }
}
