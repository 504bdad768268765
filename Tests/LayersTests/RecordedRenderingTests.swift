import HeadlessGeometry
import HeadlessLayers
import HeadlessRaster
import HeadlessScenes
import Testing

@Suite("Recorded rendering: views recorded on the main actor render the bytes drawn directly")
@MainActor
struct RecordedRenderingTests {
    /// The view drawn directly into a canvas of its device, and recorded then rendered off the main actor.
    private func bothWays(_ view: View, device: DeviceProfile) async throws -> (direct: Bitmap, recorded: Bitmap) {
        let drawing = try view.recordHierarchy(device: device)
        let recorded = await Task.detached { drawing.rendered() }.value
        let canvas = try Canvas(width: drawing.width, height: drawing.height, scale: device.scale)
        try view.drawHierarchy(in: canvas, device: device)
        return (canvas.bitmap, recorded)
    }

    @Test("the settings screen: labels, an image, shape layers, shadows, a stack view")
    func settings() async throws {
        let scene = try SettingsViewScene()
        let (direct, recorded) = try await bothWays(scene.root, device: SettingsViewScene.device)
        #expect(direct == recorded)
    }

    @Test("the international screen: CJK, Indic, Thai, Arabic, emoji and flags", arguments: [DeviceProfile.iPhoneSE3, .iPhone15])
    func international(device: DeviceProfile) async throws {
        let (direct, recorded) = try await bothWays(try InternationalScene.make(for: device), device: device)
        #expect(direct == recorded)
    }

    @Test("groups, alpha masks and a visual effect view's backdrop blur")
    func groupsMasksAndBackdrops() async throws {
        let root = View(frame: Rect(x: 0, y: 0, width: 120, height: 90))
        root.backgroundColor = DynamicColor(Color(hex: 0x2266AA))
        let faded = View(frame: Rect(x: 10, y: 10, width: 60, height: 50))
        faded.alpha = 0.5
        faded.backgroundColor = .red
        let child = View(frame: Rect(x: 20, y: 20, width: 50, height: 40))
        child.backgroundColor = DynamicColor(Color(hex: 0x00FF00))
        child.layer.cornerRadius = 12
        try faded.addSubview(child)
        let masked = View(frame: Rect(x: 60, y: 30, width: 50, height: 50))
        masked.backgroundColor = .red
        let mask = GradientLayer()
        mask.frame = masked.bounds
        mask.colors = [.black, .clear]
        masked.layer.mask = mask
        let blur = VisualEffectView(frame: Rect(x: 0, y: 50, width: 120, height: 40))
        for view in [faded, masked, blur] { try root.addSubview(view) }
        let (direct, recorded) = try await bothWays(root, device: .iPhoneSE3)
        #expect(direct == recorded)
    }
}
