import HeadlessGeometry
import HeadlessRaster
import Testing

@testable import HeadlessLayers

/// Shape layers: fill, fill rule, stroke width, caps, joins, dashes and trimming.
@Suite @MainActor struct ShapeLayerTests {
    private func shape(_ path: Path, configure: (ShapeLayer) -> Void = { _ in }) throws -> Bitmap {
        let layer = ShapeLayer()
        layer.frame = Rect(x: 0, y: 0, width: 20, height: 20)
        layer.path = path
        configure(layer)
        return try TestSupport.render(try TestSupport.root([layer]))
    }

    @Test func fillsThePathWithTheFillColourAndRule() throws {
        var ring = Path(rect: Rect(x: 2, y: 2, width: 16, height: 16))
        ring.addRect(Rect(x: 6, y: 6, width: 8, height: 8))
        let nonZero = try shape(ring) { $0.fillColor = .red }
        #expect(nonZero.rgba(10, 10) == RGBA.red && nonZero.rgba(3, 3) == RGBA.red && nonZero.rgba(1, 1) == RGBA.clear)
        let evenOdd = try shape(ring) {
            $0.fillColor = .red
            $0.fillRule = .evenOdd
        }
        #expect(evenOdd.rgba(10, 10) == RGBA.clear && evenOdd.rgba(3, 3) == RGBA.red)
        let unfilled = try shape(ring) { $0.fillColor = nil }
        #expect(unfilled.rgba(3, 3) == RGBA.clear)
    }

    @Test func strokesWithWidthAndCaps() throws {
        var line = Path()
        line.move(to: Point(x: 5, y: 10))
        line.line(to: Point(x: 15, y: 10))
        let butt = try shape(line) {
            $0.fillColor = nil
            $0.strokeColor = .blue
            $0.lineWidth = 4
        }
        #expect(butt.rgba(10, 8) == RGBA.blue && butt.rgba(10, 11) == RGBA.blue && butt.rgba(10, 13) == RGBA.clear)
        #expect(butt.rgba(3, 10) == RGBA.clear)
        let square = try shape(line) {
            $0.fillColor = nil
            $0.strokeColor = .blue
            $0.lineWidth = 4
            $0.lineCap = .square
        }
        #expect(square.rgba(3, 10) == RGBA.blue)
    }

    @Test func joinsAndDashesShapeTheStroke() throws {
        var corner = Path()
        corner.move(to: Point(x: 4, y: 16))
        corner.line(to: Point(x: 4, y: 4))
        corner.line(to: Point(x: 16, y: 4))
        let miter = try shape(corner) {
            $0.fillColor = nil
            $0.strokeColor = .blue
            $0.lineWidth = 4
        }
        let bevel = try shape(corner) {
            $0.fillColor = nil
            $0.strokeColor = .blue
            $0.lineWidth = 4
            $0.lineJoin = .bevel
        }
        #expect(miter.rgba(2, 2) == RGBA.blue && bevel.rgba(2, 2) == RGBA.clear)
        let limited = try shape(corner) {
            $0.fillColor = nil
            $0.strokeColor = .blue
            $0.lineWidth = 4
            $0.miterLimit = 1
        }
        #expect(limited.rgba(2, 2) == RGBA.clear)

        var line = Path()
        line.move(to: Point(x: 0, y: 10))
        line.line(to: Point(x: 20, y: 10))
        let dashed = try shape(line) {
            $0.fillColor = nil
            $0.strokeColor = .blue
            $0.lineWidth = 2
            $0.lineDashPattern = [4, 4]
        }
        #expect(dashed.rgba(2, 10) == RGBA.blue && dashed.rgba(6, 10) == RGBA.clear && dashed.rgba(10, 10) == RGBA.blue)
        let shifted = try shape(line) {
            $0.fillColor = nil
            $0.strokeColor = .blue
            $0.lineWidth = 2
            $0.lineDashPattern = [4, 4]
            $0.lineDashPhase = 4
        }
        #expect(shifted.rgba(2, 10) == RGBA.clear && shifted.rgba(6, 10) == RGBA.blue)
    }

    @Test func strokeStartAndEndTrimTheStroke() throws {
        var line = Path()
        line.move(to: Point(x: 0, y: 10))
        line.line(to: Point(x: 20, y: 10))
        let trimmed = try shape(line) {
            $0.fillColor = nil
            $0.strokeColor = .blue
            $0.lineWidth = 2
            $0.strokeStart = 0.25
            $0.strokeEnd = 0.5
        }
        #expect(trimmed.rgba(4, 10) == RGBA.clear && trimmed.rgba(5, 10) == RGBA.blue)
        #expect(trimmed.rgba(9, 10) == RGBA.blue && trimmed.rgba(10, 10) == RGBA.clear)
        let circle = PathTrimmer.trim(Path(ellipseIn: Rect(x: 0, y: 0, width: 20, height: 20)), from: 0, to: 0.5)
        // Half a circle from its rightmost point, clockwise on screen: through the bottom to the leftmost point.
        #expect(abs(circle.bounds.maxY - 20) < 0.01 && abs(circle.bounds.minY - 10) < 0.01)
        let empty = try shape(line) {
            $0.fillColor = nil
            $0.strokeColor = .blue
            $0.strokeStart = 0.6
            $0.strokeEnd = 0.5
        }
        #expect(empty.rgba(10, 10) == RGBA.clear)
    }

    @Test func thePathCastsTheShadow() throws {
        let image = try shape(Path(rect: Rect(x: 2, y: 2, width: 6, height: 6))) {
            $0.fillColor = .red
            $0.shadowOpacity = 1
            $0.shadowRadius = 0
            $0.shadowOffset = Size(width: 8, height: 8)
        }
        #expect(image.rgba(12, 12) == RGBA.black && image.rgba(4, 4) == RGBA.red)
    }
}
