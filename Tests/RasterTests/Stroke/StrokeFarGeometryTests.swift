import HeadlessGeometry
import Testing

@testable import HeadlessRaster

/// Strokes of lines and curves whose points lie far off the canvas (1e30):
/// the centre line is cut to a box around the canvas first, so they draw
/// what the same line cut by hand to a generous rectangle draws, and dashes
/// far off the canvas are skipped arithmetically.
@Suite("Strokes with far geometry")
struct StrokeFarGeometryTests {
    /// The stroke of `path` on a 100 x 100 canvas (scale `scale`, 100 / `scale` points wide), in black.
    static func stroked(_ path: Path, _ style: StrokeStyle, scale: Double = 1) throws -> [UInt32] {
        let canvas = try Canvas(width: 100, height: 100, scale: scale)
        canvas.stroke(path, color: .black, style: style)
        return canvas.bitmap.pixels
    }

    /// A path of one line.
    static func line(_ a: (Double, Double), _ b: (Double, Double)) -> Path {
        StrokeTestGeometry.polyline([a, b])
    }

    /// How many pixels of `a` and `b` (of one size) differ by more than 1/255 in a channel.
    static func differences(_ a: [UInt32], _ b: [UInt32]) -> Int {
        a.indices.count { i in
            let p = PremultipliedPixel(packed: a[i]), q = PremultipliedPixel(packed: b[i])
            return [(p.r, q.r), (p.g, q.g), (p.b, q.b), (p.a, q.a)].contains { abs(Int($0) - Int($1)) > 1 }
        }
    }

    /// The alpha of pixel (`x`, `y`) of a 100-pixel-wide canvas.
    static func alpha(_ pixels: [UInt32], _ x: Int, _ y: Int) -> UInt8 {
        PremultipliedPixel(packed: pixels[y * 100 + x]).a
    }

    @Test(
        "a diagonal between points at ±1e30 draws what the same line at ±1e3 and one cut by hand draw",
        arguments: [(LineCap.butt, LineJoin.miter, 1.0), (.round, .round, 1), (.square, .bevel, 2)])
    func diagonal(cap: LineCap, join: LineJoin, scale: Double) throws {
        let style = StrokeStyle(width: 4, cap: cap, join: join)
        let far = try Self.stroked(Self.line((-1e30, -1e30), (1e30, 1e30)), style, scale: scale)
        let near = try Self.stroked(Self.line((-1e3, -1e3), (1e3, 1e3)), style, scale: scale)
        // Inside the clip box, so left whole: its ends are 60 pixels off the canvas.
        let cut = try Self.stroked(Self.line((-60 / scale, -60 / scale), (160 / scale, 160 / scale)), style, scale: scale)
        #expect(Self.alpha(far, 50, 50) == 255 && Self.alpha(far, 99, 99) == 255 && Self.alpha(far, 0, 0) == 255)
        #expect(Self.alpha(far, 80, 20) == 0)
        #expect(Self.differences(far, near) == 0)
        #expect(Self.differences(far, cut) == 0)
    }

    @Test("a line between points at ±2^100 is drawn as exactly under a rotation and a shift")
    func rotatedLine() throws {
        /// The line y = x / 2 from -`x` to `x`, shifted and rotated.
        func stroked(_ x: Double) throws -> [UInt32] {
            let canvas = try Canvas(width: 100, height: 100)
            canvas.translateBy(x: 50.25, y: 50.5)
            canvas.rotate(by: 0.3)
            canvas.stroke(Self.line((-x, -x / 2), (x, x / 2)), color: .black, style: StrokeStyle(width: 5))
            return canvas.bitmap.pixels
        }
        let far = try stroked(0x1p100), cut = try stroked(200)
        #expect(Self.alpha(far, 50, 50) == 255)
        #expect(Self.differences(far, cut) == 0)
    }

    @Test("a horizontal line between points at ±1e30 fills its band of rows exactly")
    func horizontalBand() throws {
        let style = StrokeStyle(width: 4)
        let far = try Self.stroked(Self.line((-1e30, 50), (1e30, 50)), style)
        #expect(far == (try Self.stroked(Self.line((-10, 50), (110, 50)), style)))
        for y in 0..<100 {
            #expect((0..<100).allSatisfy { Self.alpha(far, $0, y) == (48..<52 ~= y ? 255 : 0) }, "row \(y)")
        }
    }

    @Test("round and square caps at a near end of a line to 1e30 are drawn as on a short line", arguments: [LineCap.round, .square])
    func capsAtTheNearEnd(cap: LineCap) throws {
        let style = StrokeStyle(width: 10, cap: cap)
        let across = try Self.stroked(Self.line((40, 50), (1e30, 50)), style)
        #expect(Self.differences(across, try Self.stroked(Self.line((40, 50), (150, 50)), style)) == 0)
        let diagonal = try Self.stroked(Self.line((-1e30, -1e30), (50, 50)), style)
        #expect(Self.differences(diagonal, try Self.stroked(Self.line((-100, -100), (50, 50)), style)) == 0)
        #expect(Self.alpha(diagonal, 52, 52) == 255 && Self.alpha(diagonal, 60, 60) == 0)
    }

    @Test(
        "dashes along a line 2e30 long fall where the pattern puts them, with few contours",
        arguments: [(0.0, 0.0), (2, 2), (-3, 5)])
    func dashedHorizontalLine(phase: Double, shift: Double) throws {
        // -1e30 is a multiple of 8 as a Double: the pattern's period is 8, so
        // dashes cover x in [8k - shift, 8k + 4 - shift).
        let style = StrokeStyle(width: 4, dashPattern: [4, 4], dashPhase: phase)
        let path = Self.line((-1e30, 50), (1e30, 50))
        let contours = Stroker.contours(of: path, style: style, tolerance: 0.25, visible: Rect(x: -1, y: -1, width: 102, height: 102))
        #expect(contours.count < 100, "\(contours.count) contours")
        let pixels = try Self.stroked(path, style)
        let expected = (0..<100).map { x in (Double(x) + shift).truncatingRemainder(dividingBy: 8) + 8 }.map {
            $0.truncatingRemainder(dividingBy: 8) < 4 ? UInt8(255) : 0
        }
        #expect((0..<100).map { Self.alpha(pixels, $0, 50) } == expected)
        // The same as a short line whose start is a whole number of periods before.
        #expect(pixels == (try Self.stroked(Self.line((-96, 50), (200, 50)), style)))
    }

    @Test("a dashed diagonal between points at ±1e30 shows dashes on the diagonal, with few contours")
    func dashedDiagonal() throws {
        let style = StrokeStyle(width: 4, dashPattern: [8, 3])
        let path = Self.line((-1e30, -1e30), (1e30, 1e30))
        let contours = Stroker.contours(of: path, style: style, tolerance: 0.25, visible: Rect(x: -1, y: -1, width: 102, height: 102))
        #expect(contours.count > 5 && contours.count < 100, "\(contours.count) contours")
        let pixels = try Self.stroked(path, style)
        let onDiagonal = (0..<100).filter { Self.alpha(pixels, $0, $0) == 255 }.count
        #expect(onDiagonal > 40 && onDiagonal < 95, "\(onDiagonal) of 100")
        #expect(Self.alpha(pixels, 80, 20) == 0)
    }

    @Test("a cubic whose control points lie on the diagonal at ±1e30 and beyond draws the diagonal")
    func cubicWithFarControlPoints() throws {
        let style = StrokeStyle(width: 4, join: .round)
        let line = try Self.stroked(Self.line((-1e3, -1e3), (1e3, 1e3)), style)
        // Running once along the diagonal: the same pixels as the line.
        var once = Path()
        once.move(to: Point(x: -2e30, y: -2e30))
        once.curve(to: Point(x: 3e30, y: 3e30), control1: Point(x: -1e30, y: -1e30), control2: Point(x: 1e30, y: 1e30))
        #expect(Self.differences(try Self.stroked(once, style), line) == 0)
        // Running along it three times: the same pixels inked, the edges
        // darker where the three passes' partial coverage adds up.
        var thrice = Path()
        thrice.move(to: Point(x: -1e30, y: -1e30))
        thrice.curve(to: Point(x: 2e30, y: 2e30), control1: Point(x: 3e30, y: 3e30), control2: Point(x: -3e30, y: -3e30))
        let pixels = try Self.stroked(thrice, style)
        #expect(pixels.indices.allSatisfy { (pixels[$0] == 0) == (line[$0] == 0) })
        #expect((0..<100).allSatisfy { Self.alpha(pixels, $0, $0) == 255 })
    }

    @Test("a cubic with control points at ±1e30 off its chord finishes with a bounded, finite outline")
    func cubicBendingFarAway() throws {
        var path = Path()
        path.move(to: Point(x: 10, y: 50))
        path.curve(to: Point(x: 90, y: 50), control1: Point(x: 10, y: -1e30), control2: Point(x: 1e30, y: 1e30))
        let style = StrokeStyle(width: 3, cap: .round, join: .round, dashPattern: [5, 1])
        let outline = Stroker.outline(of: path, style: style, tolerance: 0.25, visible: Rect(x: -1, y: -1, width: 102, height: 102))
        #expect(outline.isFinite)
        #expect(outline.elements.count < 40 * PathFlattener.maxSegmentsPerCurve)
        // The first dash runs up from (10, 50); solid, both ends are drawn.
        #expect(Self.alpha(try Self.stroked(path, style), 10, 48) == 255)
        let solid = try Self.stroked(path, StrokeStyle(width: 3, cap: .round, join: .round))
        #expect(Self.alpha(solid, 10, 50) > 0 && Self.alpha(solid, 90, 50) > 0)
    }

    @Test("a sub-path with a NaN or infinite point draws nothing, as in a fill; the others draw as alone", arguments: [Double.nan, .infinity])
    func nonFiniteSubpathDrawsNothing(bad: Double) throws {
        for style in [StrokeStyle(width: 4, cap: .round), StrokeStyle(width: 4, dashPattern: [3, 1])] {
            var path = Self.line((-1e30, 20), (bad, 20))
            path.append(Self.line((bad, bad), (50, 50)))
            #expect(try Self.stroked(path, style).allSatisfy { $0 == 0 })
            path.append(Self.line((-1e30, 70), (1e30, 70)))
            #expect(try Self.stroked(path, style) == (try Self.stroked(Self.line((-1e30, 70), (1e30, 70)), style)))
        }
    }

    @Test("cutting to the box leaves a vertex list of far and near parts joined end to end")
    func cutPieces() throws {
        let box = try #require(StrokeClipBox(visible: Rect(x: 0, y: 0, width: 10, height: 10), reach: 1))
        #expect((box.minX, box.minY, box.maxX, box.maxY) == (-11, -11, 21, 21))
        var vertices: [StrokeVertex] = []
        StrokeVertex.load(
            Polyline(points: [Point(x: -1e30, y: 5), Point(x: 5, y: 5), Point(x: 5, y: 1e30)], isClosed: false),
            corners: StrokeCorners(Path()), into: &vertices)
        let cut = try #require(box.cut(vertices, isClosed: false))
        #expect(cut.map(\.point) == [Point(x: -1e30, y: 5), Point(x: -11, y: 5), Point(x: 5, y: 5), Point(x: 5, y: 21), Point(x: 5, y: 1e30)])
        #expect(cut.map(\.isFar) == [true, false, false, true, false])
        // 1e30 - 11, which a Double rounds to 1e30, in two parts.
        #expect(cut[0].length == 1e30 && cut[0].lengthError == -11)
        #expect(cut[1].length == 16 && cut[2].length == 16)
    }
}
