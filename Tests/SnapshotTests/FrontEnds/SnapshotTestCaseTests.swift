import Foundation
import Geometry
import Layers
import Snapshot
import XCTest

/// The XCTest front end, with its failures caught (Linux's XCTest has no `XCTExpectFailure`).
/// Linux's XCTest cannot run `@MainActor` test methods, so the views are made and
/// verified inside `MainActor.assumeIsolated` (tests run on the main thread).
final class SnapshotTestCaseTests: SnapshotTestCase, @unchecked Sendable {
    /// A failure caught by ``failures(_:)``.
    private struct Failure {
        let description: String
        let line: Int
    }

    private var caught: [Failure]?
    private var scratch: Scratch!

    override func setUpWithError() throws {
        scratch = try Scratch()
        device = .iPhoneSE3
    }

    /// Runs `body` with the scratch configuration, returning the failures it reported.
    private func failures(mode: SnapshotRecordMode? = nil, environment: [String: String] = [:],
                          _ body: @MainActor () -> Void) -> [Failure] {
        caught = []
        defer { caught = nil }
        SnapshotConfiguration.$current.withValue(scratch.configuration(recordMode: mode, environment: environment)) {
            MainActor.assumeIsolated(body)
        }
        return caught ?? []
    }

    override func recordFailure(withDescription description: String, inFile filePath: String, atLine lineNumber: Int,
                                expected: Bool) {
        guard caught != nil else {
            return super.recordFailure(withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
        }
        caught?.append(Failure(description: description, line: lineNumber))
    }

    /// The reference of this test with `identifier`, in the first suffix.
    private func reference(_ fileName: String) -> URL {
        ReferenceDirectory.classDirectory(base: scratch.references, suffix: "_64",
                                          classFolder: "SnapshotTests.SnapshotTestCaseTests")
            .appendingPathComponent(fileName)
    }

    func testRecordModeSavesIntoTheFirstSuffixAndFails() throws {
        recordMode = true
        let line = #line + 1
        let recorded = failures { FBSnapshotVerifyView(Fixtures.card(), identifier: "card") }
        XCTAssertEqual(recorded.map(\.line), [line])
        XCTAssertTrue(recorded.first?.description.contains("Test ran in record mode. Reference image is now saved") == true)
        let file = reference("testRecordModeSavesIntoTheFirstSuffixAndFails_card@2x.png")
        XCTAssertNotNil(scratch.contents(file))
        recordMode = false
        XCTAssertTrue(failures { FBSnapshotVerifyView(Fixtures.card(), identifier: "card") }.isEmpty)
    }

    func testMismatchFailsAtTheCallersLineWithTheFigures() {
        _ = failures(mode: .all) { FBSnapshotVerifyView(Fixtures.card()) }
        let line = #line + 1
        let failed = failures(mode: .never) { FBSnapshotVerifyView(Fixtures.card(marker: 6)) }
        XCTAssertEqual(failed.map(\.line), [line])
        let message = failed.first?.description ?? ""
        XCTAssertTrue(message.contains("Snapshot comparison failed: testMismatchFailsAtTheCallersLineWithTheFigures@2x.png"))
        XCTAssertTrue(message.contains("would pass with a largest channel delta of"))
        XCTAssertTrue(message.contains("diff_testMismatchFailsAtTheCallersLineWithTheFigures@2x.png"))
    }

    func testToleranceIsTheShareOfPixelsThatMayDiffer() {
        _ = failures(mode: .all) { FBSnapshotVerifyView(Fixtures.card()) }
        // Moving the 10 x 10 pt square by 2 pt changes 2 x (2 x 10) pt = 160 of 4800 pixels at 2x.
        XCTAssertFalse(failures(mode: .never) { FBSnapshotVerifyView(Fixtures.card(marker: 6), tolerance: 0.03) }.isEmpty)
        XCTAssertTrue(failures(mode: .never) { FBSnapshotVerifyView(Fixtures.card(marker: 6), tolerance: 0.034) }.isEmpty)
        XCTAssertTrue(failures(mode: .never) {
            FBSnapshotVerifyView(Fixtures.card(marker: 6), perPixelTolerance: 1, overallTolerance: 0)
        }.isEmpty)
    }

    func testTheTwoRenderingPathsAndLayers() {
        _ = failures(mode: .all) {
            FBSnapshotVerifyLayer(Fixtures.card().layer, identifier: "layer")
            usesDrawViewHierarchyInRect = true
            FBSnapshotVerifyView(Fixtures.card(), identifier: "hierarchy")
        }
        XCTAssertNotNil(scratch.contents(reference("testTheTwoRenderingPathsAndLayers_layer@2x.png")))
        XCTAssertNotNil(scratch.contents(reference("testTheTwoRenderingPathsAndLayers_hierarchy@2x.png")))
        XCTAssertTrue(failures(mode: .never) { FBSnapshotVerifyView(Fixtures.card(), identifier: "hierarchy") }.isEmpty)
    }

    func testFileNameOptionsAndDirectorySetOnTheTestCase() throws {
        let directory = scratch.root.appendingPathComponent("Custom")
        referenceImageDirectory = directory
        fileNameOptions = [.device, .screenScale]
        _ = failures(mode: .all) { FBSnapshotVerifyView(Fixtures.card()) }
        let file = ReferenceDirectory.classDirectory(base: directory, suffix: "_64",
                                                     classFolder: "SnapshotTests.SnapshotTestCaseTests")
            .appendingPathComponent("testFileNameOptionsAndDirectorySetOnTheTestCase_iPhone_SE__3rd_generation__2x@2x.png")
        XCTAssertNotNil(scratch.contents(file))
    }

    func testEnvironmentReferenceDirectoryAndRecordVariable() {
        let directory = scratch.root.appendingPathComponent("FromEnvironment")
        let environment = ["FB_REFERENCE_IMAGE_DIR": directory.path, "SNAPSHOT_RECORD": "all"]
        referenceImageDirectory = scratch.root.appendingPathComponent("Ignored")
        let recorded = failures(environment: environment) { FBSnapshotVerifyView(Fixtures.card()) }
        XCTAssertEqual(recorded.count, 1)
        XCTAssertTrue(FileManager.default.fileExists(atPath: directory.path + "_64"))
        XCTAssertFalse(FileManager.default.fileExists(atPath: scratch.root.appendingPathComponent("Ignored_64").path))
        let invalid = failures(environment: ["SNAPSHOT_RECORD": "yes"]) { FBSnapshotVerifyView(Fixtures.card()) }
        XCTAssertTrue(invalid.first?.description.contains("SNAPSHOT_RECORD must be one of") == true)
    }

    func testOnCINothingIsRecordedUnlessAsked() {
        let missing = failures(environment: ["CI": "true"]) { FBSnapshotVerifyView(Fixtures.card()) }
        XCTAssertTrue(missing.first?.description.contains("Record mode 'never'") == true)
        XCTAssertFalse(FileManager.default.fileExists(atPath: scratch.references.path + "_64"))
    }

    func testEveryDeviceAndTraitsVariantHasItsOwnReference() throws {
        let recorded = failures(mode: .missing) {
            assertSnapshots(of: Fixtures.card(), devices: [.iPhoneSE3, .iPad10], traits: [.light, .dark])
        }
        XCTAssertEqual(recorded.count, 4)
        let folder = reference("x").deletingLastPathComponent()
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        let stem = "testEveryDeviceAndTraitsVariantHasItsOwnReference"
        XCTAssertEqual(files, [
            "\(stem)_iPad__10th_generation__820x1180_dark@2x.png", "\(stem)_iPad__10th_generation__820x1180_light@2x.png",
            "\(stem)_iPhone_SE__3rd_generation__375x667_dark@2x.png", "\(stem)_iPhone_SE__3rd_generation__375x667_light@2x.png",
        ])
        let light = try Data(contentsOf: folder.appendingPathComponent(files[3]))
        let dark = try Data(contentsOf: folder.appendingPathComponent(files[2]))
        XCTAssertNotEqual(light, dark)
        XCTAssertTrue(failures(mode: .never) {
            assertSnapshots(of: Fixtures.card(), devices: [.iPhoneSE3, .iPad10], traits: [.light, .dark])
        }.isEmpty)
    }
}
