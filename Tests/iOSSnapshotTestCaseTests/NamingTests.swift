import FBSnapshotTestCase
import Foundation

/// Where iOSSnapshotTestCase's face keeps references and how it names them.
/// (This file imports only FBSnapshotTestCase, as the library's users' files
/// do: UIKit and XCTest come with it.)
final class NamingTests: FBSnapshotTestCase {
    @MainActor
    func testReferencesCarryTheLinuxMarkerAndTheScale() async throws {
        let directory = URL(fileURLWithPath: getReferenceImageDirectory(withDefault: nil))
        XCTAssertEqual(directory.lastPathComponent, "ReferenceImages")
        let folder = directory.deletingLastPathComponent().appendingPathComponent("ReferenceImages_64")
            .appendingPathComponent("iOSSnapshotTestCaseTests.BadgeSnapshotTests")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        XCTAssertEqual(
            names,
            [
                "testBadgeInAController_linux@3x.png", "testBadgeLayerWithDeviceNames_iPhone_15_17_0_393x852_linux@3x.png",
                "testBadge_linux@3x.png", "testBadge_overflow_linux@3x.png",
            ])
    }

    @MainActor
    func testUIKitComesWithTheModule() async {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 64, height: 64))
        view.backgroundColor = UIColor.blue
        XCTAssertEqual(view.layer.bounds.width, 64)
    }

    @MainActor
    func testOptionsAndSuffixes() async {
        XCTAssertEqual(fileNameOptions, .screenScale)
        XCTAssertFalse(usesDrawViewHierarchyInRect)
        XCTAssertEqual(FBSnapshotTestCaseDefaultSuffixes().array as? [String], ["_64", "_32"])
        XCTAssertTrue(FBSnapshotTestCaseIs64Bit())
        XCTAssertEqual(folderName, nil)
    }
}
