import Foundation
import HeadlessImageComparison
import HeadlessLayers
import HeadlessRaster
import HeadlessSnapshot
import SnapshotTestSupport
import Testing

@Suite("assertSnapshot for Swift Testing")
@MainActor
struct AssertSnapshotTests {
    /// The class folder of this suite's snapshots.
    private static let folder = "SnapshotTests.AssertSnapshotTests"

    /// The reference `fileName` of this suite in `scratch`'s first suffix.
    private func reference(_ scratch: Scratch, _ fileName: String) -> URL {
        scratch.reference(fileName, in: Self.folder)
    }

    @Test("records a missing reference as an issue, then passes against it")
    func recordThenPass() async throws {
        let scratch = try Scratch()
        await SnapshotConfiguration.$current.withValue(scratch.configuration()) {
            await withKnownIssue {
                await assertSnapshot(of: Fixtures.card(), named: "card", device: .iPhoneSE3)
            } matching: { issue in
                issue.comments.map(\.rawValue).joined().contains("Recorded it as")
            }
            await assertSnapshot(of: Fixtures.card(), named: "card", device: .iPhoneSE3)
        }
        #expect(scratch.contents(reference(scratch, "recordThenPass_card@2x.png")) != nil)
    }

    @Test("a mismatch is an issue with the figures; the record argument beats the configuration")
    func mismatch() async throws {
        let scratch = try Scratch()
        await SnapshotConfiguration.$current.withValue(scratch.configuration(recordMode: .never)) {
            await withKnownIssue {
                await assertSnapshot(of: Fixtures.card(), device: .iPhoneSE3, record: .all)
            }
            await withKnownIssue {
                await assertSnapshot(of: Fixtures.card(marker: 8), device: .iPhoneSE3)
            } matching: { issue in
                let text = issue.comments.map(\.rawValue).joined()
                return text.contains("does not match the reference") && text.contains("Difference:")
            }
            await assertSnapshot(
                of: Fixtures.card(marker: 8), device: .iPhoneSE3,
                tolerance: ComparisonOptions(overallTolerance: 0.1))
        }
    }

    @Test("layers, traits and every device variant have their own files")
    func variants() async throws {
        let scratch = try Scratch()
        let card = Fixtures.card()
        await SnapshotConfiguration.$current.withValue(scratch.configuration(recordMode: .all)) {
            await withKnownIssue {
                await assertSnapshot(of: card.layer, named: "layer", device: .iPhoneSE3)
                await assertSnapshot(of: card, named: "dark", device: .iPhoneSE3, traits: .dark)
                await assertSnapshots(of: card, devices: [.iPhone15, .iPhone15Landscape], traits: [.dark])
            }
        }
        for name in [
            "variants_layer@2x.png", "variants_dark_dark@2x.png",
            "variants_iPhone_15_393x852_dark@3x.png", "variants_iPhone_15_852x393_dark@3x.png",
        ] {
            #expect(scratch.contents(reference(scratch, name)) != nil, "\(name)")
        }
        let dark = try Bitmap(contentsOfPNG: reference(scratch, "variants_dark_dark@2x.png"))
        #expect(dark[0, 0] == PremultipliedPixel(packed: 0xFF00_95FF))
        #expect(card.traitOverrides == TraitOverrides() && card.frame.width == 40)
    }
}
