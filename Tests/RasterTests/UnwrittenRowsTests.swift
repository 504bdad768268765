import Geometry
import Raster
import Testing

/// A new canvas, a clear and an opaque fill of the whole canvas leave rows
/// unwritten until something draws into them: the same pixels as a canvas
/// whose every row is written at once, whatever the drawing.
@Suite struct UnwrittenRowsTests {
    /// What `draw` gives on a new canvas (rows unwritten) and on one over an allocated transparent bitmap.
    private func both(_ draw: (Canvas) -> Void) throws -> (deferred: Bitmap, allocated: Bitmap) {
        let deferred = try Canvas(width: 9, height: 7, scale: 2)
        let allocated = Canvas(bitmap: try Bitmap(width: 9, height: 7))
        allocated.scaleBy(x: 2, y: 2)
        draw(deferred)
        draw(allocated)
        return (deferred.bitmap, allocated.bitmap)
    }

    private let whole = Rect(x: 0, y: 0, width: 4.5, height: 3.5)
    private let opaque = Color(red: 0.2, green: 0.4, blue: 0.6, alpha: 1)
    private let translucent = Color(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.5)

    @Test func aWholeOpaqueFillFirstGivesTheSamePixels() throws {
        let (deferred, allocated) = try both { canvas in
            canvas.fillRect(whole, color: opaque)
            canvas.fill(Path(ellipseIn: Rect(x: 1, y: 1, width: 2, height: 2)), color: .red)
        }
        #expect(deferred == allocated)
        #expect(deferred[0, 0] == PremultipliedPixel(opaque))
    }

    @Test func whateverTheFirstDrawingThePixelsAreThoseOfAnAllocatedCanvas() throws {
        let firsts: [(Canvas) -> Void] = [
            { $0.fillRect(Rect(x: 0, y: 0, width: 4, height: 3.5), color: self.opaque) },  // not the whole canvas
            { $0.fillRect(self.whole, color: self.translucent) },  // not opaque
            { $0.fillRect(Rect(x: -1, y: -1, width: 40, height: 40), color: self.opaque) },  // clipped to the whole canvas
            { canvas in canvas.alpha = 0.5; canvas.fillRect(self.whole, color: self.opaque) },
            { canvas in canvas.blendMode = .multiply; canvas.fillRect(self.whole, color: self.opaque) },
            { canvas in
                canvas.clip(to: Path(ellipseIn: Rect(x: -1, y: -1, width: 7, height: 6)))
                canvas.fillRect(self.whole, color: self.opaque)
            },
            { canvas in canvas.rotate(by: 0.01); canvas.fillRect(self.whole, color: self.opaque) },
            { $0.fill(Path(ellipseIn: Rect(x: 1, y: 1, width: 2, height: 2)), color: .red) },
            { $0.clear(to: self.translucent) },
            { $0.clear(to: self.opaque) },
            { _ in },
        ]
        for (index, first) in firsts.enumerated() {
            let (deferred, allocated) = try both { canvas in
                first(canvas)
                canvas.fillRect(Rect(x: 1, y: 1, width: 1, height: 1), color: .green)
            }
            #expect(deferred == allocated, "first drawing \(index)")
        }
    }

    @Test func readingTheBitmapBeforeDrawingGivesTransparentPixels() throws {
        let canvas = try Canvas(width: 3, height: 2)
        #expect(canvas.bitmap == (try Bitmap(width: 3, height: 2)))
        canvas.fillRect(Rect(x: 0, y: 0, width: 3, height: 2), color: .red)
        #expect(canvas.bitmap == (try Bitmap(width: 3, height: 2, color: .red)))
    }

    @Test func aRecordedDrawingRendersTheSamePixels() throws {
        let recorder = try Canvas(recordingWidth: 9, height: 7, scale: 2)
        let direct = Canvas(bitmap: try Bitmap(width: 9, height: 7))
        direct.scaleBy(x: 2, y: 2)
        for canvas in [recorder, direct] {
            canvas.fillRect(whole, color: opaque)
            canvas.stroke(Path(ellipseIn: Rect(x: 1, y: 1, width: 2, height: 2)), color: .red, style: StrokeStyle(width: 0.5))
        }
        #expect(try #require(recorder.recording).rendered() == direct.bitmap)
    }

    /// Random drawings, each made twice: once as it comes, and once with every
    /// row written after each clear (reading the bitmap writes them all).
    @Test func randomDrawingsGiveThePixelsOfRowsWrittenAtOnce() throws {
        var random = PNGTestRandom(seed: 0x5EED)
        let image = try Bitmap(width: 3, height: 2, pixels: [0xFF00_00FF, 0x8000_8000, 0xFFFF_0000, 0, 0x40_404040, 0xFF12_3456])
        for drawing in 0..<300 {
            let steps = (0..<8).map { _ in
                (Int.random(in: 0..<13, using: &random), Double.random(in: 0..<1, using: &random),
                 Double.random(in: 0..<1, using: &random), Double.random(in: 0..<1, using: &random))
            }
            var results: [Bitmap] = []
            for writesAtOnce in [false, true] {
                let canvas = try Canvas(width: 23, height: 17, scale: 1.5)
                for (kind, a, b, c) in steps {
                    let rect = Rect(x: a * 12 - 2, y: b * 10 - 2, width: c * 12 + 1, height: (1 - c) * 10 + 1)
                    let color = Color(red: a, green: b, blue: c, alpha: kind % 2 == 0 ? 1 : 0.6)
                    switch kind {
                    case 0, 1: canvas.clear(to: color)
                    case 2, 3: canvas.fillRect(rect, color: color)
                    case 4: canvas.fillRect(Rect(x: 0, y: 0, width: 23 / 1.5, height: 17 / 1.5), color: color)
                    case 5, 6: canvas.fill(Path(ellipseIn: rect), color: color)
                    case 7: canvas.stroke(Path(rect: rect), color: color, style: StrokeStyle(width: c * 3))
                    case 8: canvas.draw(image, in: rect, sampling: .bilinear)
                    case 9: canvas.drawShadow(of: Path(ellipseIn: rect), color: color, offset: Size(width: 1, height: 2), blurSigma: c * 2)
                    case 10: canvas.withTransparencyLayer(alpha: 0.7) { canvas.fill(Path(ellipseIn: rect), color: color) }
                    case 11: canvas.blurBackdrop(in: rect, sigma: 1.5)
                    default:
                        canvas.save()
                        canvas.clip(to: Path(ellipseIn: rect))
                        canvas.fillRect(Rect(x: 0, y: 0, width: 20, height: 20), color: color)
                        canvas.restore()
                    }
                    if writesAtOnce && kind < 2 { _ = canvas.bitmap }
                }
                results.append(canvas.bitmap)
            }
            #expect(results[0] == results[1], "drawing \(drawing): \(steps)")
        }
    }
}
