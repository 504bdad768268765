import HeadlessGeometry
import HeadlessRaster
import HeadlessScenes
import Testing

@testable import HeadlessLayers

/// The `settings` scene as a view tree matches the canvas version closely.
@Suite @MainActor struct SettingsSceneTests {
    /// At scale 1 to keep the suite fast; `snapshot-bench settings-views` compares at scale 3.
    @Test func viewTreeMatchesTheCanvasScene() throws {
        let reference = try Canvas(width: 390, height: 844)
        try SettingsScene().draw(on: reference)
        let views = try Canvas(width: 390, height: 844)
        try SettingsViewScene().draw(on: views)
        let a = reference.bitmap, b = views.bitmap
        var differing = 0, total = 0
        for (p, q) in zip(a.pixels, b.pixels) where p != q {
            differing += 1
            for shift in stride(from: 0, to: 32, by: 8) {
                total += abs(Int((p >> UInt32(shift)) & 0xFF) - Int((q >> UInt32(shift)) & 0xFF))
            }
        }
        let share = Double(differing) / Double(a.pixels.count)
        print(
            "settings-views vs canvas: \(differing) pixels differ (\(share * 100)%), max channel difference \(a.maxDifference(to: b)), mean abs \(Double(total) / Double(a.pixels.count * 4))"
        )
        // The button's layer shadow is Core Animation's blur (a Gaussian of
        // sigma 4 cut at 8 points), the canvas scene's the box-blur Gaussian
        // of sigma 4 its peers draw: the faint tail differs by a few levels.
        #expect(share < 0.015)
        #expect(a.maxDifference(to: b) < 32)
    }
}
