import HeadlessGeometry
import HeadlessRaster
import HeadlessScenes
import HeadlessText
import Testing

@Suite("Recording canvas: a recorded drawing renders the same bytes as drawing directly")
struct CanvasRecordingTests {
    /// Draws with `draw` on a canvas that draws and on one that records, and
    /// returns both images (the recorded one rendered on another thread).
    private func bothWays(
        width: Int, height: Int, scale: Double = 1,
        _ draw: (Canvas) throws -> Void
    ) async throws -> (direct: Bitmap, recorded: Bitmap) {
        let direct = try Canvas(width: width, height: height, scale: scale)
        try draw(direct)
        let recording = try Canvas(recordingWidth: width, height: height, scale: scale)
        try draw(recording)
        #expect(recording.bitmap.isEmpty)
        let drawing = try #require(recording.recording)
        let recorded = await Task.detached { drawing.rendered() }.value
        return (direct.bitmap, recorded)
    }

    @Test("the settings and shapes scenes")
    func scenes() async throws {
        let settings = try SettingsScene()
        let a = try await bothWays(
            width: Int(SettingsScene.size.width * SettingsScene.scale),
            height: Int(SettingsScene.size.height * SettingsScene.scale),
            scale: SettingsScene.scale
        ) { try settings.draw(on: $0) }
        #expect(a.direct == a.recorded)
        let shapes = ShapesScene()
        let b = try await bothWays(width: ShapesScene.width, height: ShapesScene.height) { shapes.draw(on: $0) }
        #expect(b.direct == b.recorded)
    }

    @Test("groups, clips inside groups, transforms set absolutely inside groups, shadows, backdrop blur, text and state left unbalanced")
    func everyKindOfCall() async throws {
        let font = try Font.system(size: 15)
        let layout = try TextLayout("Recorded — 記録 ✓", font: font, width: 200)
        let image = try Bitmap(width: 3, height: 2, pixels: [0xFF0000FF, 0xFF00FF00, 0xFFFF0000, 0x80808080, 0xFF000000, 0])
        let (direct, recorded) = try await bothWays(width: 160, height: 120, scale: 2) { canvas in
            canvas.clear(to: Color(hex: 0xEEEEEE))
            canvas.fillRect(Rect(x: 4, y: 4, width: 20, height: 10), color: .red)
            canvas.save()
            canvas.clip(to: Path(roundedRect: Rect(x: 10, y: 10, width: 60, height: 40), cornerRadius: 9))
            canvas.drawShadow(
                of: Path(ellipseIn: Rect(x: 20, y: 20, width: 30, height: 20)), color: .black,
                offset: Size(width: 2, height: 3), blurSigma: 4)
            canvas.withTransparencyLayer(alpha: 0.6) {
                let inside = canvas.transform
                canvas.rotate(by: 0.3)
                canvas.clip(to: Rect(x: 12, y: 12, width: 50, height: 50))
                canvas.fill(Path(ellipseIn: Rect(x: 15, y: 15, width: 40, height: 30)), color: .blue)
                canvas.transform = inside
                canvas.blendMode = .multiply
                canvas.draw(image, in: Rect(x: 30, y: 14, width: 30, height: 20))
                canvas.save()  // left unbalanced: the group drops it
                canvas.alpha = 0.5
                canvas.stroke(
                    Path(rect: Rect(x: 14, y: 14, width: 40, height: 30)), color: .green,
                    style: StrokeStyle(width: 3, dashPattern: [4, 2]))
            }
            canvas.restore()
            canvas.blurBackdrop(in: Rect(x: 0, y: 0, width: 40, height: 30), sigma: 3)
            if let box = canvas.clipBoundingBox { canvas.fill(Path(rect: box.insetBy(dx: 70, dy: 50)), color: .black) }
            canvas.draw(layout, at: Point(x: 4, y: 70), color: Color(hex: 0x334455))
            canvas.translateBy(x: 5, y: 5)
            canvas.scaleBy(x: 1.5, y: 1)
            canvas.fill(Rect(x: 50, y: 5, width: 10, height: 10), with: .color(.red))
        }
        #expect(direct == recorded)
        #expect(direct.pixels.contains { $0 != direct.pixels[0] })
    }

    @Test("a recording canvas refuses the sizes a drawing canvas refuses")
    func badSizes() {
        #expect(throws: BitmapError.self) { try Canvas(recordingWidth: -1, height: 10) }
        #expect(throws: BitmapError.self) { try Canvas(recordingWidth: 1 << 20, height: 1 << 20) }
    }
}
