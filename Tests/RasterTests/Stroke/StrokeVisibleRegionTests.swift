import HeadlessGeometry
import Testing

@testable import HeadlessRaster

/// Strokes cut to what the canvas shows: round caps and joins of a radius
/// far larger than the canvas are cut finely only where they cross it (exact
/// there, and cheap), and dashes that cannot reach it are left out.
@Suite("Strokes cut to the visible region")
struct StrokeVisibleRegionTests {
    /// The canvas: 64 x 48 pixels at scale 1.
    static func canvas() throws -> Canvas { try Canvas(width: 64, height: 48, scale: 1) }

    /// A round cap of radius `radius` whose edge crosses the canvas at x = 32
    /// (its centre far to the left), pointing half a step of the evenly cut
    /// arc away from the x axis, so that the crossing falls in the middle of
    /// a chord when the arc is cut into 1,024 steps.
    static func capCrossingTheMiddle(radius: Double) -> Path {
        let tilt = Trig.sinCos(Double.pi / 2048)
        let end = Point(x: 32 - radius, y: 24)
        var path = Path()
        path.move(to: Point(x: end.x - tilt.cos, y: end.y - tilt.sin))
        path.line(to: end)
        return path
    }

    @Test("a cap of radius 1e7 crossing the canvas covers exactly the pixels left of its edge")
    func capEdgeIsExact() throws {
        let radius = 1e7
        let canvas = try Self.canvas()
        canvas.stroke(Self.capCrossingTheMiddle(radius: radius), color: .black, style: StrokeStyle(width: 2 * radius, cap: .round))
        // On the canvas the edge is within 1.2e-4 px of x = 32; chords may
        // fall inside the arc by the flattening tolerance, a quarter pixel.
        var wrong: [String] = []
        for y in 0..<48 {
            for x in 0..<64 {
                let alpha = Int(PremultipliedPixel(packed: canvas.bitmap.pixels[y * 64 + x]).a)
                let fits = x < 31 ? alpha == 255 : x == 31 ? alpha >= 191 : alpha == 0
                if !fits { wrong.append("(\(x), \(y)): \(alpha)") }
            }
        }
        #expect(wrong.isEmpty, "\(wrong.count) pixels: \(wrong.prefix(8))")
    }

    @Test("a curve stroked 1e88 wide with round joins covers the whole canvas, quickly")
    func hugeWidthCurveCoversTheCanvas() throws {
        var path = Path()
        path.move(to: Point(x: 5, y: 40))
        path.curve(to: Point(x: 60, y: 5), control1: Point(x: 20, y: -30), control2: Point(x: 40, y: 90))
        let canvas = try Self.canvas()
        let outline = Stroker.outline(
            of: path, style: StrokeStyle(width: 1e88, cap: .round, join: .round), tolerance: 0.25,
            visible: Rect(x: -1, y: -1, width: 66, height: 50))
        // Evenly cut, each of the curve's joins and both caps would take 1,024 points.
        let points = StrokeTestGeometry.contours(outline).reduce(0) { $0 + $1.count }
        #expect(points < 1_000, "\(points)")
        canvas.stroke(path, color: .black, style: StrokeStyle(width: 1e88, cap: .round, join: .round))
        #expect(canvas.bitmap.pixels.allSatisfy { PremultipliedPixel(packed: $0) == PremultipliedPixel(Color.black) })
    }

    @Test("without a visible region, a huge arc is still cut into at most 1,024 steps")
    func withoutVisibleRegionTheArcIsCapped() {
        let outline = Stroker.outline(
            of: Self.capCrossingTheMiddle(radius: 1e7), style: StrokeStyle(width: 2e7, cap: .round),
            tolerance: 0.25)
        let points = StrokeTestGeometry.contours(outline).reduce(0) { $0 + $1.count }
        #expect(points > 2 * 1000 && points <= 2 * 1024 + 8)
    }

    @Test(
        "dashes and sub-paths that cannot reach the canvas are left out, the pixels unchanged",
        arguments: [(LineCap.butt, LineJoin.miter), (.square, .bevel), (.round, .round)])
    func unreachableDashesAreLeftOut(cap: LineCap, join: LineJoin) throws {
        var path = Path()
        path.move(to: Point(x: -3000, y: 20))
        for step in 1...60 { path.line(to: Point(x: -3000 + 100 * Double(step), y: step % 2 == 0 ? 20 : 30)) }
        path.move(to: Point(x: 500, y: 500))
        path.line(to: Point(x: 600, y: 500))
        let style = StrokeStyle(width: 6, cap: cap, join: join, dashPattern: [7, 3])
        let whole = Stroker.outline(of: path, style: style, tolerance: Canvas.curveTolerance)
        let cut = Stroker.outline(of: path, style: style, tolerance: Canvas.curveTolerance, visible: Rect(x: -1, y: -1, width: 66, height: 50))
        #expect(StrokeTestGeometry.contours(cut).count * 20 < StrokeTestGeometry.contours(whole).count)
        let stroked = try Self.canvas(), filled = try Self.canvas()
        stroked.stroke(path, color: .black, style: style)
        filled.fill(whole, color: .black)
        #expect(stroked.bitmap.pixels == filled.bitmap.pixels)
        #expect(stroked.bitmap.pixels.contains { $0 != 0 })
    }

    @Test("a sub-path with a point that is not finite (as a dash between enormous points can get) is left out without hanging")
    func subpathWithANonFinitePointIsLeftOut() {
        var pen = StrokePen(style: StrokeStyle(width: 1e38, cap: .round), tolerance: 0.1, visible: Rect(x: -1, y: -1, width: 66, height: 50))
        let direction = Point(x: 1, y: 0)
        pen.stroke([StrokeVertex(point: Point(x: .nan, y: .nan), direction: direction, length: 0, isCorner: true)], isClosed: false)
        pen.stroke(
            [
                StrokeVertex(point: Point(x: 3, y: 3), direction: direction, length: 1, isCorner: true),
                StrokeVertex(point: Point(x: 4, y: .infinity), direction: direction, length: 0, isCorner: true),
            ], isClosed: false)
        #expect(pen.outline.path.isEmpty)
    }
}
