import HeadlessGeometry
import Testing

@testable import HeadlessRaster

@Suite("Stroker dashes")
struct StrokeDashTests {
    typealias G = StrokeTestGeometry
    let line = StrokeTestGeometry.polyline([(0, 0), (10, 0)])
    let square = StrokeTestGeometry.polyline([(0, 0), (10, 0), (10, 10), (0, 10)], closed: true)

    /// The x ranges of the dashes of `line` stroked with butt caps.
    func dashes(_ pattern: [Double], phase: Double = 0) -> [ClosedRange<Double>] {
        let style = StrokeStyle(width: 2, dashPattern: pattern, dashPhase: phase)
        let outline = Stroker.outline(of: line, style: style, tolerance: 0.1)
        return G.contours(outline).map { contour in
            let xs = contour.map(\.x)
            return xs.min()!...xs.max()!
        }
    }

    /// Phases of the pattern [2, 1] and the dashes they give on `line`.
    static let phases: [(Double, [ClosedRange<Double>])] = [
        (0, [0...2, 3...5, 6...8, 9...10]),
        (1, [0...1, 2...4, 5...7, 8...10]),
        (2, [1...3, 4...6, 7...9]),
        (-1, [1...3, 4...6, 7...9]),
        (7, [0...1, 2...4, 5...7, 8...10]),
    ]

    @Test(arguments: phases)
    func patternAndPhase(phase: Double, expected: [ClosedRange<Double>]) {
        #expect(dashes([2, 1], phase: phase) == expected)
    }

    @Test func oddPatternRepeatsTwice() {
        #expect(dashes([2]) == [0...2, 4...6, 8...10])
        // [1, 2, 3, 1, 2, 3]: on 1, off 2, on 3, off 1, on 2, off 3.
        #expect(dashes([1, 2, 3]) == [0...1, 3...6, 7...9])
    }

    @Test(arguments: [[0.0, 0], [-1, 2], [.nan, 1], [.infinity, 1], [1, -0.5], []])
    func unusablePatternDrawsSolid(pattern: [Double]) {
        #expect(dashes(pattern) == [0...10])
    }

    @Test func dashesGetCaps() {
        let style = StrokeStyle(width: 2, cap: .square, dashPattern: [2, 2])
        let outline = Stroker.outline(of: line, style: style, tolerance: 0.1)
        #expect(G.contours(outline).count == 3)
        #expect(G.isClose(G.area(outline), 3 * 4 * 2))
    }

    @Test func zeroLengthDashesDrawDots() {
        let style = StrokeStyle(width: 1, cap: .round, dashPattern: [0, 2])
        let outline = Stroker.outline(of: line, style: style, tolerance: 0.01)
        let contours = G.contours(outline)
        #expect(contours.count == 6)
        for (i, contour) in contours.enumerated() {
            let area = abs(G.signedArea(contour))
            #expect(area <= Double.pi / 4 && area > Double.pi / 4 - 0.05)
            #expect(G.isClose(contour.map(\.x).max()!, Double(2 * i) + 0.5, within: 0.01))
        }
    }

    @Test func dashAcrossACornerKeepsTheJoin() {
        let path = G.polyline([(0, 0), (10, 0), (10, 10)])
        let style = StrokeStyle(width: 2, dashPattern: [15, 100])
        let outline = Stroker.outline(of: path, style: style, tolerance: 0.1)
        #expect(G.contours(outline).count == 1)
        #expect(G.isClose(outline.bounds, Rect(x: 0, y: -1, width: 11, height: 6)))
        #expect(G.isClose(G.area(outline), 30))
    }

    @Test func dashThroughTheStartOfAClosedPathIsOneDash() {
        // On from 0 to 3 and from 38 to 40: one dash around the corner at (0, 0).
        let style = StrokeStyle(width: 2, dashPattern: [5, 5], dashPhase: 2)
        let outline = Stroker.outline(of: square, style: style, tolerance: 0.1)
        #expect(G.contours(outline).count == 4)
        // Every dash bends round a right-angle corner: its area is length x width.
        #expect(G.isClose(G.area(outline), 4 * 5 * 2))
        #expect(G.covers(outline, Point(x: -0.9, y: -0.9)))
        #expect(G.covers(outline, Point(x: 10.9, y: 10.9)))
    }

    @Test func patternLongerThanAClosedPathDrawsItClosed() {
        let style = StrokeStyle(width: 2, dashPattern: [100, 1])
        let outline = Stroker.outline(of: square, style: style, tolerance: 0.1)
        #expect(G.contours(outline).count == 2)
        #expect(G.isClose(G.area(outline), 80))
    }

    @Test func tooManyDashesDrawSolid() {
        let long = G.polyline([(0, 0), (1000, 0)])
        let style = StrokeStyle(width: 2, dashPattern: [0.001, 0.001])
        let outline = Stroker.outline(of: long, style: style, tolerance: 0.1)
        #expect(G.contours(outline).count == 1)
        #expect(G.isClose(G.area(outline), 2000))
    }

    @Test func everySubpathStartsAtThePhase() {
        var path = line
        path.append(G.polyline([(0, 5), (10, 5)]))
        let style = StrokeStyle(width: 2, dashPattern: [4, 2], dashPhase: 1)
        let outline = Stroker.outline(of: path, style: style, tolerance: 0.1)
        let ranges = G.contours(outline).map { contour in contour.map(\.x).min()!...contour.map(\.x).max()! }
        #expect(ranges == [0...3, 5...9, 0...3, 5...9])
    }

    /// An undashed stroke makes room for its longest centre line up front; the
    /// many short contours of a dashed one must not each keep that much.
    @Test func dashesKeepOnlyTheRoomTheyNeed() {
        var path = Path()
        path.move(to: Point(x: 0, y: 0))
        for i in 1...5_000 { path.line(to: Point(x: Double(i), y: Double(i % 2))) }
        let style = StrokeStyle(width: 1, dashPattern: [2, 2])
        let contours = Stroker.contours(of: path, style: style, tolerance: 0.1, visible: nil)
        #expect(contours.count > 1_000)
        let room = contours.reduce(0) { $0 + $1.points.capacity }, points = contours.reduce(0) { $0 + $1.points.count }
        #expect(room <= 4 * points, "\(room) points of room for \(points) points")
    }
}
