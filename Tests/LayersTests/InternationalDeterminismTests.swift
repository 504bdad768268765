import Foundation
import HeadlessLayers
import HeadlessRaster
import HeadlessScenes
import Testing

/// The international screen (every script a phone shows, colour emoji)
/// renders to exactly the pixels of the example suite's reference, in debug
/// and in release builds (`make test-release` runs this suite optimised).
@Suite @MainActor struct InternationalDeterminismTests {
    private static let reference = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("ExampleSnapshotTests/ReferenceImages_64/ExampleSnapshotTests.ScreenSnapshotTests")
        .appendingPathComponent("international_iPhone_15_393x852@3x.png")

    @Test func internationalScreenMatchesTheExampleReferenceExactly() throws {
        let screen = try InternationalScene.make(for: .iPhone15)
        let bitmap = try screen.drawHierarchy(device: .iPhone15)
        let reference = try Bitmap(contentsOfPNG: Self.reference)
        #expect(reference.width == bitmap.width && reference.height == bitmap.height)
        let differing = zip(reference.pixels, bitmap.pixels).reduce(0) { $0 + ($1.0 == $1.1 ? 0 : 1) }
        #expect(differing == 0, "\(differing) pixels differ from \(Self.reference.lastPathComponent)")
    }
}
