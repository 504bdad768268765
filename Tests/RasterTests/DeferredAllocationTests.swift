import Geometry
import Raster
import Testing

/// A new canvas allocates its pixels when first drawn into, filled when the
/// first drawing covers it all opaquely: the same pixels as a canvas over a
/// transparent bitmap allocated at once, whatever the first drawing is.
@Suite struct DeferredAllocationTests {
    /// What `draw` gives on a new canvas (deferred) and on one over an allocated transparent bitmap.
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
}
