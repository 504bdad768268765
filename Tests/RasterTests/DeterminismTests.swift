import Foundation
import HeadlessRaster
import HeadlessScenes
import Testing

/// The benchmark scenes render to exactly the pixels checked in beside this
/// file, in debug and in release builds (`make test-release` runs this suite
/// optimised). Set `RECORD_DETERMINISM_REFERENCES=1` to write new references
/// after an intended rendering change, and say so in the commit.
@Suite struct DeterminismTests {
    private static let referenceDirectory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().appendingPathComponent("References")

    private func verify(_ bitmap: Bitmap, named name: String) throws {
        let url = Self.referenceDirectory.appendingPathComponent("\(name).png")
        if ProcessInfo.processInfo.environment["RECORD_DETERMINISM_REFERENCES"] == "1" {
            try bitmap.writePNG(to: url)
            Issue.record("recorded \(url.lastPathComponent); unset RECORD_DETERMINISM_REFERENCES to verify")
            return
        }
        let reference = try Bitmap(contentsOfPNG: url)
        #expect(reference.width == bitmap.width && reference.height == bitmap.height)
        let differing = zip(reference.pixels, bitmap.pixels).reduce(0) { $0 + ($1.0 == $1.1 ? 0 : 1) }
        #expect(differing == 0, "\(differing) pixels differ from \(url.lastPathComponent)")
    }

    @Test func shapesSceneMatchesItsReferenceExactly() throws {
        let canvas = try ShapesScene.makeCanvas()
        ShapesScene().draw(on: canvas)
        try verify(canvas.bitmap, named: "shapes")
    }

    @Test func shapesSceneIsTheSameOnEveryRun() throws {
        let scene = ShapesScene()
        let first = try ShapesScene.makeCanvas(), second = try ShapesScene.makeCanvas()
        scene.draw(on: first)
        scene.draw(on: second)
        scene.draw(on: second)  // drawing again over the same canvas starts from a clear
        #expect(first.bitmap == second.bitmap)
    }
}
