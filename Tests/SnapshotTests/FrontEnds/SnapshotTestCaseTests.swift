import Foundation
import HeadlessGeometry
import HeadlessLayers
import HeadlessRaster
import HeadlessSnapshot
import SnapshotTestSupport
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
    private func failures(
        mode: SnapshotRecordMode? = nil, environment: [String: String] = [:],
        _ body: @MainActor () -> Void
    ) -> [Failure] {
        caught = []
        defer { caught = nil }
        SnapshotConfiguration.$current.withValue(scratch.configuration(recordMode: mode, environment: environment)) {
            MainActor.assumeIsolated(body)
        }
        return caught ?? []
    }

    override func recordFailure(
        withDescription description: String, inFile filePath: String, atLine lineNumber: Int,
        expected: Bool
    ) {
        guard caught != nil else {
            return super.recordFailure(withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
        }
        caught?.append(Failure(description: description, line: lineNumber))
    }

    /// The reference of this test with `identifier`, in the first suffix.
    private func reference(_ fileName: String) -> URL {
        ReferenceDirectory.classDirectory(
            base: scratch.references, suffix: "_64",
            classFolder: "SnapshotTests.SnapshotTestCaseTests"
        )
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
        XCTAssertTrue(
            failures(mode: .never) {
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
        let file = ReferenceDirectory.classDirectory(
            base: directory, suffix: "_64",
            classFolder: "SnapshotTests.SnapshotTestCaseTests"
        )
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
        XCTAssertEqual(
            files,
            [
                "\(stem)_iPad__10th_generation__820x1180_dark@2x.png", "\(stem)_iPad__10th_generation__820x1180_light@2x.png",
                "\(stem)_iPhone_SE__3rd_generation__375x667_dark@2x.png", "\(stem)_iPhone_SE__3rd_generation__375x667_light@2x.png",
            ])
        let light = try Data(contentsOf: folder.appendingPathComponent(files[3]))
        let dark = try Data(contentsOf: folder.appendingPathComponent(files[2]))
        XCTAssertNotEqual(light, dark)
        XCTAssertTrue(
            failures(mode: .never) {
                assertSnapshots(of: Fixtures.card(), devices: [.iPhoneSE3, .iPad10], traits: [.light, .dark])
            }.isEmpty)
    }
}

/// FBSnapshotTestCase's semantics: tolerances, the environment, reference paths.
extension SnapshotTestCaseTests {
    /// An opaque 10 x 10 pt view of one colour whose red channel is `red` (0...255).
    @MainActor
    private func swatch(red: Int) -> View {
        let view = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        view.backgroundColor = DynamicColor(Color(red: Double(red) / 255, green: 0, blue: 0))
        return view
    }

    func testPerPixelToleranceIsAShareOf256AsInIOSSnapshotTestCase() throws {
        recordMode = true
        _ = failures { FBSnapshotVerifyView(swatch(red: 100)) }
        recordMode = false
        // 100 levels: 100 / 256 = 0.390625, within 0.391 and beyond 0.39.
        XCTAssertTrue(failures { FBSnapshotVerifyView(swatch(red: 200), perPixelTolerance: 0.391) }.isEmpty)
        let beyond = failures { FBSnapshotVerifyView(swatch(red: 200), perPixelTolerance: 0.39) }
        XCTAssertEqual(beyond.count, 1)
        XCTAssertTrue(beyond.first?.description.contains("largest channel delta 100") == true)
    }

    func testEnvironmentIsReadWhenEachVerificationRuns() throws {
        let saved = ["FB_REFERENCE_IMAGE_DIR", "CI", "SNAPSHOT_RECORD"].map { ($0, ProcessInfo.processInfo.environment[$0]) }
        defer { for (name, value) in saved { if let value { setenv(name, value, 1) } else { unsetenv(name) } } }
        unsetenv("SNAPSHOT_RECORD")
        unsetenv("CI")
        let first = scratch.root.appendingPathComponent("First"), second = scratch.root.appendingPathComponent("Second")
        let configuration = SnapshotConfiguration(artifactsDirectory: scratch.artifacts, pendingTimeout: .milliseconds(200))
        func verify() -> Int {
            caught = []
            defer { caught = nil }
            SnapshotConfiguration.$current.withValue(configuration) {
                MainActor.assumeIsolated { FBSnapshotVerifyView(Fixtures.card()) }
            }
            return caught?.count ?? 0
        }
        let name = "SnapshotTests.SnapshotTestCaseTests/testEnvironmentIsReadWhenEachVerificationRuns@2x.png"
        setenv("FB_REFERENCE_IMAGE_DIR", first.path, 1)
        XCTAssertEqual(verify(), 1, "recorded, and the test fails")
        XCTAssertNotNil(scratch.contents(URL(fileURLWithPath: first.path + "_64/" + name)))
        setenv("FB_REFERENCE_IMAGE_DIR", second.path, 1)
        setenv("CI", "1", 1)
        XCTAssertEqual(verify(), 1, "missing, and not recorded on CI")
        XCTAssertNil(scratch.contents(URL(fileURLWithPath: second.path + "_64/" + name)))
        setenv("FB_REFERENCE_IMAGE_DIR", first.path, 1)
        XCTAssertEqual(verify(), 0, "the first directory's reference matches")
    }

    func testTheReferencePathIsPublic() throws {
        let strategy = Snapshotting<View, Bitmap>.image(device: device)
        let url = try SnapshotConfiguration.$current.withValue(scratch.configuration()) {
            try referenceURL(as: strategy, identifier: "card")
        }
        XCTAssertEqual(url, reference("testTheReferencePathIsPublic_card@2x.png"))
        XCTAssertEqual(failures { assertSnapshot(of: Fixtures.card(), as: strategy, identifier: "card") }.count, 1)
        XCTAssertNotNil(scratch.contents(url))
    }

    func testAnyStrategyThroughTheTestCase() throws {
        let recorded = failures { assertSnapshot(of: "one\ntwo", as: .lines) }
        XCTAssertEqual(recorded.count, 1)
        XCTAssertNotNil(scratch.contents(reference("testAnyStrategyThroughTheTestCase.txt")))
        let changed = failures { assertSnapshot(of: "one\nthree", as: .lines) }
        XCTAssertTrue(changed.first?.description.contains("-two\n+three") == true)
    }
}
