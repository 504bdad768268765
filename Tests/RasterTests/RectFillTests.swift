import HeadlessGeometry
import HeadlessRaster
import Testing

/// `Canvas.fillRect(_:color:)` (a Raster addition of this module) gives exactly `fill`'s pixels.
@Suite struct RectFillTests {
    private func compare(
        _ rect: Rect, _ color: Color, scale: Double = 1,
        prepare: (Canvas) -> Void = { _ in }
    ) throws -> Bool {
        let a = try Canvas(width: 12, height: 12, scale: scale), b = try Canvas(width: 12, height: 12, scale: scale)
        for canvas in [a, b] {
            canvas.clear(to: .green)
            prepare(canvas)
        }
        a.fill(rect, color: color)
        b.fillRect(rect, color: color)
        return a.bitmap == b.bitmap
    }

    @Test func matchesFillOnTheFastPathAndOffIt() throws {
        #expect(try compare(Rect(x: 1, y: 2, width: 5, height: 6), .red))
        #expect(try compare(Rect(x: 0.5, y: 0.5, width: 3, height: 3), .red, scale: 2))
        #expect(try compare(Rect(x: -5, y: -5, width: 40, height: 40), .red))
        #expect(try compare(Rect(x: 1.25, y: 2, width: 5, height: 6), .red))
        #expect(try compare(Rect(x: 1, y: 2, width: 5, height: 6), Color(red: 1, green: 0, blue: 0, alpha: 0.5)))
        #expect(try compare(Rect(x: 1, y: 2, width: 5, height: 6), .red) { $0.clip(to: Path(ellipseIn: Rect(x: 0, y: 0, width: 9, height: 9))) })
        #expect(try compare(Rect(x: 1, y: 2, width: 5, height: 6), .red) { $0.clip(to: Rect(x: 3, y: 3, width: 4, height: 4)) })
        #expect(try compare(Rect(x: 1, y: 2, width: 5, height: 6), .red) { $0.alpha = 0.5 })
        #expect(try compare(Rect(x: 1, y: 2, width: 5, height: 6), .red) { $0.rotate(by: 0.3) })
    }
}
