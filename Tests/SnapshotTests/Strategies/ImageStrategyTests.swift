import Foundation
import HeadlessGeometry
import HeadlessLayers
import HeadlessRaster
import HeadlessSnapshot
import SnapshotTestSupport
import Testing

@Suite("Image strategies for bitmaps and drawings; the record-mode trait")
@MainActor
struct ImageStrategyTests {
    private static let folder = "SnapshotTests.ImageStrategyTests"

    @Test("a bitmap and a drawing closure are snapshots too; the drawing's scale names its file")
    func bitmapAndDrawing() async throws {
        let scratch = try Scratch()
        let draw: CanvasDrawing = { canvas in
            canvas.fill(Path(rect: Rect(x: 2, y: 2, width: 6, height: 6)), color: .red)
        }
        await SnapshotConfiguration.$current.withValue(scratch.configuration()) {
            await withKnownIssue {
                await assertSnapshot(of: Fixtures.bitmap(), as: .image)
                await assertSnapshot(of: draw, as: .image(width: 10, height: 10, scale: 2))
            }
            #expect(await assertSnapshot(of: Fixtures.bitmap(), as: .image).matchedByDigest)
            #expect(await assertSnapshot(of: draw, as: .image(width: 10, height: 10, scale: 2)).status == .passed)
        }
        let drawn = try Bitmap(contentsOfPNG: scratch.reference("bitmapAndDrawing@2x.png", in: Self.folder))
        #expect(drawn.width == 20 && drawn[10, 10] == PremultipliedPixel(Color.red))
        #expect(scratch.contents(scratch.reference("bitmapAndDrawing.png", in: Self.folder)) != nil)
    }

    @Test("a drawing that throws, or an impossible size, fails naming the problem")
    func badDrawing() async throws {
        struct Broken: Error, CustomStringConvertible { var description: String { "no ink" } }
        let scratch = try Scratch()
        await SnapshotConfiguration.$current.withValue(scratch.configuration()) {
            let thrown = await verifySnapshot(of: { _ in throw Broken() }, as: .image(width: 4, height: 4))
            #expect(thrown?.contains("no ink") == true)
            let huge = await verifySnapshot(of: { _ in }, as: .image(width: .infinity, height: 4))
            #expect(huge?.contains("cannot draw inf x 4.0 points") == true)
        }
    }

    @Test("the snapshots(record:) trait sets the record mode of a test", .snapshots(record: .all))
    func recordTrait() async throws {
        let scratch = try Scratch()
        var configuration = SnapshotConfiguration.current
        #expect(configuration.recordMode == .all)
        configuration.referenceDirectory = scratch.references
        configuration.artifactsDirectory = scratch.artifacts
        configuration.environment = [:]
        await SnapshotConfiguration.$current.withValue(configuration) {
            await withKnownIssue {
                #expect(await assertSnapshot(of: Fixtures.bitmap(), as: .image).status == .recorded)
                #expect(await assertSnapshot(of: Fixtures.bitmap(), as: .image).status == .recorded)
            }
            #expect(await assertSnapshot(of: Fixtures.bitmap(), as: .image, record: .never).status == .passed)
        }
    }

    @Test("a strategy that captures on the main actor finishes off it in Swift Testing, records, then passes")
    @MainActor func captureThenFinish() async throws {
        let scratch = try Scratch()
        let finishedOnMain = SanitizedFlag()
        let strategy = Snapshotting<View, Bitmap>(
            diffing: .image(),
            capture: { view in
                let drawing = try view.recordHierarchy(device: .iPhoneSE3)
                return SnapshotCapture {
                    finishedOnMain.set(Thread.isMainThread)
                    return drawing.rendered()
                }
            })
        await SnapshotConfiguration.$current.withValue(scratch.configuration()) {
            await withKnownIssue {
                #expect(await assertSnapshot(of: Fixtures.card(), as: strategy, record: .all).status == .recorded)
            }
            #expect(await assertSnapshot(of: Fixtures.card(), as: strategy).status == .passed)
            await withKnownIssue {
                #expect(await assertSnapshot(of: Fixtures.card(marker: 9), as: strategy).status == .failed)
            }
        }
        #expect(finishedOnMain.value == false)
    }
}

/// A flag set from any thread.
private final class SanitizedFlag: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: Bool?
    func set(_ value: Bool) { lock.withLock { stored = value } }
    var value: Bool? { lock.withLock { stored } }
}
