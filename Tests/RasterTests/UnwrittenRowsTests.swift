import HeadlessGeometry
import HeadlessRaster
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
            { canvas in
                canvas.alpha = 0.5
                canvas.fillRect(self.whole, color: self.opaque)
            },
            { canvas in
                canvas.blendMode = .multiply
                canvas.fillRect(self.whole, color: self.opaque)
            },
            { canvas in
                canvas.clip(to: Path(ellipseIn: Rect(x: -1, y: -1, width: 7, height: 6)))
                canvas.fillRect(self.whole, color: self.opaque)
            },
            { canvas in
                canvas.rotate(by: 0.01)
                canvas.fillRect(self.whole, color: self.opaque)
            },
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

    /// Random drawings, each made twice: on a canvas whose memory holds
    /// junk under rows cleared and not yet written, and on a canvas whose
    /// bitmap is read (every row written) after each step. Any row read or
    /// drawn over before it is written shows the junk.
    @Test func randomDrawingsGiveThePixelsOfRowsWrittenAtOnce() throws {
        var random = PNGTestRandom(seed: 0x5EED)
        for drawing in 0..<400 {
            let steps = (0..<10).map { _ in
                RandomStep(
                    kind: Int.random(in: 0..<RandomStep.kinds, using: &random), a: Double.random(in: 0..<1, using: &random),
                    b: Double.random(in: 0..<1, using: &random), c: Double.random(in: 0..<1, using: &random))
            }
            let lazy = Canvas(bitmap: try Bitmap(width: 23, height: 17, fill: 0xA5C3_5A3C))
            lazy.clear()
            let eager = Canvas(bitmap: try Bitmap(width: 23, height: 17))
            for canvas in [lazy, eager] {
                canvas.scaleBy(x: 1.5, y: 1.5)
                for step in steps {
                    step.draw(on: canvas)
                    if canvas === eager { _ = canvas.bitmap }
                }
            }
            #expect(lazy.bitmap == eager.bitmap, "drawing \(drawing): \(steps)")
        }
    }

    @Test func emptyCanvasesDrawNothingAndReadEmpty() throws {
        for (width, height) in [(0, 0), (0, 5), (5, 0)] {
            let canvas = try Canvas(width: width, height: height)
            canvas.clear(to: .red)
            canvas.fill(Path(ellipseIn: Rect(x: 0, y: 0, width: 4, height: 4)), color: .blue)
            canvas.fillRect(Rect(x: 0, y: 0, width: 5, height: 5), color: .green)
            #expect(canvas.bitmap == (try Bitmap(width: width, height: height)))
        }
    }
}

/// One random drawing call of ``UnwrittenRowsTests``: `kind` picks the call,
/// `a`, `b` and `c` its geometry and colour.
private struct RandomStep: CustomStringConvertible {
    static let kinds = 20
    let kind: Int, a: Double, b: Double, c: Double

    var description: String { "\(kind) \(a) \(b) \(c)" }

    func draw(on canvas: Canvas) {
        let rect = Rect(x: a * 12 - 2, y: b * 10 - 2, width: c * 12 + 1, height: (1 - c) * 10 + 1)
        let color = Color(red: a, green: b, blue: c, alpha: kind % 2 == 0 ? 1 : 0.6)
        let whole = Rect(x: 0, y: 0, width: 23 / 1.5, height: 17 / 1.5)
        switch kind {
        case 0, 1: canvas.clear(to: color)
        case 2, 3: canvas.fillRect(rect, color: color)
        case 4: canvas.fillRect(whole, color: color)
        case 5, 6: canvas.fill(Path(ellipseIn: rect), color: color, rule: c < 0.5 ? .nonZero : .evenOdd)
        case 7: canvas.stroke(Path(rect: rect), color: color.withAlpha(a < 0.5 ? 1 : 0.6), style: StrokeStyle(width: c * 3))
        case 8: canvas.draw(RandomStep.image, in: rect, sampling: .bilinear)
        case 9: canvas.drawShadow(of: Path(ellipseIn: rect), color: color, offset: Size(width: 1, height: 2), blurSigma: c * 2)
        case 10: canvas.withTransparencyLayer(alpha: 0.7) { canvas.fill(Path(ellipseIn: rect), color: color) }
        case 11: canvas.blurBackdrop(in: rect, sigma: 1.5)
        case 12:
            canvas.withSavedState {
                canvas.clip(to: Path(ellipseIn: rect))
                canvas.fillRect(Rect(x: 0, y: 0, width: 20, height: 20), color: color)
            }
        case 13:
            let mask = CoverageMask(devicePath: Path(ellipseIn: Rect(x: 0, y: 0, width: c * 20 + 1, height: c * 15 + 1)))
            canvas.blend(mask, x: Int(a * 10), y: Int(b * 8), color: canvas.solidPixel(color))
        case 14:
            let gradient = Gradient(colors: [color, .blue.withAlpha(b)])
            canvas.fill(Path(rect: rect), with: .linearGradient(gradient, start: Point(x: 0, y: 0), end: Point(x: 15, y: 11)))
        case 15:
            canvas.withSavedState {
                canvas.blendMode = [.copy, .clear, .destinationOut, .multiply, .screen][Int(a * 5)]
                canvas.fill(Path(ellipseIn: rect), color: color)
            }
        case 16:
            // A whole-canvas opaque fill and a backdrop blur inside a clipped group.
            canvas.withSavedState {
                canvas.clip(to: Path(ellipseIn: rect))
                canvas.withTransparencyLayer(alpha: 0.8) {
                    canvas.fillRect(whole, color: color.withAlpha(1))
                    canvas.blurBackdrop(in: whole, sigma: 1)
                }
            }
        case 17:
            canvas.withTransparencyLayer(alpha: 0.9) {
                canvas.clear(to: color)
                canvas.withTransparencyLayer(alpha: 0.5) { canvas.fill(Path(ellipseIn: rect), color: .red) }
            }
        case 18: canvas.alpha = a
        default: canvas.alpha = 1
        }
    }

    private static let image = try! Bitmap(width: 3, height: 2, pixels: [0xFF00_00FF, 0x8000_8000, 0xFFFF_0000, 0, 0x4040_4040, 0xFF12_3456])
}
