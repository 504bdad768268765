import SnapshotTesting
import UIKit
import XCTest

// Written as a swift-snapshot-testing user writes XCTest snapshot tests,
// compiled unchanged here (main-actor test methods are async on Linux; see
// Documentation/XCTestOnLinux.md).
@MainActor
final class ProfileSnapshotXCTests: XCTestCase {
    func testProfileCard() async {
        let card = ProfileCard(name: "Ada Lovelace", role: "Analyst")
        assertSnapshot(of: card, as: .image)
        assertSnapshot(of: card, as: .image(traits: .init(userInterfaceStyle: .dark)), named: "dark")
    }

    func testProfileScreenOnDevices() async {
        assertSnapshot(of: ProfileViewController(), as: .image(on: .iPhone13))
        assertSnapshot(of: ProfileViewController(), as: .image(on: .iPhoneSe(.landscape)), named: "iPhoneSe-landscape")
    }

    func testProfileAsText() async {
        let profile = Profile(name: "Ada Lovelace", role: "Analyst", followers: 1815)
        assertSnapshots(of: profile, as: ["json": .json, "dump": .dump])
        assertSnapshot(of: "Ada Lovelace\nAnalyst", as: .lines)
    }

    func testProfileScreenAsText() async {
        assertSnapshot(of: ProfileViewController(), as: .recursiveDescription(on: .iPhone13))
        assertSnapshot(of: ProfileViewController(), as: .hierarchy)
    }
}
