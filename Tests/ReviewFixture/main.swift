// review-fixture: a small suite of real view snapshots for the review page's
// browser tests (Tests/Browser). `record` records every reference; `changed`
// verifies a changed build of the screens, so that the run has one snapshot
// of each kind: a failed image named by its views, a failed text snapshot,
// a passing one, one passing only because the change lies in an ignored
// region, one re-recorded and one new.
//
//   review-fixture ROOT (record | changed)
//
// References go to ROOT/ReferenceImages_64, results to ROOT/results. Prints
// one line per snapshot: its status and reference file name.

import Foundation
import HeadlessGeometry
import HeadlessLayers
import HeadlessRaster
import HeadlessSnapshot

/// An app's own card type, as the failure names it.
final class ProfileCard: View {}

/// The screens, in their first (`record`) or changed build.
@MainActor
struct Screens {
    let changed: Bool

    /// A white screen with a profile card: the person's name and an avatar.
    func card() throws -> View {
        let root = View(frame: Rect(x: 0, y: 0, width: 220, height: 120))
        root.backgroundColor = DynamicColor(.white)
        let card = ProfileCard(frame: Rect(x: 10, y: 10, width: 200, height: 56))
        card.backgroundColor = DynamicColor(Color(hex: 0xF2F2F7))
        card.layer.cornerRadius = 10
        let name = try label(changed ? "Jane Q. Appleseed" : "Jane Appleseed", frame: Rect(x: 12, y: 18, width: 140, height: 20))
        let avatar = View(frame: Rect(x: 160, y: 10, width: 36, height: 36))
        avatar.backgroundColor = DynamicColor(Color(hex: 0x007AFF))
        avatar.layer.cornerRadius = 18
        try card.addSubview(name)
        try card.addSubview(avatar)
        try root.addSubview(card)
        try root.addSubview(try label("Settings", frame: Rect(x: 14, y: 84, width: 180, height: 20)))
        return root
    }

    /// A list of labels that does not change.
    func list() throws -> View {
        let root = View(frame: Rect(x: 0, y: 0, width: 200, height: 100))
        root.backgroundColor = DynamicColor(.white)
        for (row, title) in ["General", "Privacy", "About"].enumerated() {
            try root.addSubview(try label(title, frame: Rect(x: 12, y: 8 + Double(row) * 30, width: 176, height: 22)))
        }
        return root
    }

    /// A status bar whose clock changes, ignored in the comparison.
    func clock() throws -> (View, View) {
        let root = View(frame: Rect(x: 0, y: 0, width: 200, height: 44))
        root.backgroundColor = DynamicColor(.white)
        let time = try label(changed ? "10:42" : "9:41", frame: Rect(x: 12, y: 12, width: 60, height: 20))
        try root.addSubview(time)
        try root.addSubview(try label("LTE", frame: Rect(x: 150, y: 12, width: 40, height: 20)))
        return (root, time)
    }

    /// A badge that exists only in the changed build.
    func badge() throws -> View {
        let root = View(frame: Rect(x: 0, y: 0, width: 80, height: 40))
        root.backgroundColor = DynamicColor(Color(hex: 0xFF3B30))
        root.layer.cornerRadius = 20
        try root.addSubview(try label("NEW", frame: Rect(x: 20, y: 10, width: 44, height: 20)))
        return root
    }

    /// A label of the system font at 15 points.
    private func label(_ text: String, frame: Rect) throws -> Label {
        let label = Label(frame: frame)
        label.text = text
        label.font = try .system(size: 15)
        return label
    }
}

/// Verifies `view` as `strategy` under `testName`, recording as `mode` says.
@MainActor
func verify<Format>(
    _ view: View, as strategy: Snapshotting<View, Format>, testName: String, mode: SnapshotRecordMode,
    root: URL
) -> SnapshotResult {
    let request = SnapshotRequest(
        test: SnapshotTestIdentity(testName: testName, classFolder: "ReviewFixture.Screens"),
        name: ReferenceName(
            testName: testName, parts: strategy.nameParts, scale: strategy.scale,
            pathExtension: strategy.diffing.pathExtension),
        referenceDirectory: root.appendingPathComponent("ReferenceImages"), recordMode: mode,
        artifactsDirectory: root.appendingPathComponent("results"))
    return SnapshotVerifier(request).verify(with: strategy.diffing) {
        do { return .success(try strategy.capture(view)) } catch {
            return .failure(.snapshotFailed("\(error)"))
        }
    }
}

@MainActor
func main() throws -> Int32 {
    let arguments = CommandLine.arguments.dropFirst()
    guard arguments.count == 2, let phase = arguments.last, ["record", "changed"].contains(phase) else {
        FileHandle.standardError.write(Data("usage: review-fixture ROOT (record | changed)\n".utf8))
        return 2
    }
    let root = URL(fileURLWithPath: arguments.first!, isDirectory: true)
    let screens = Screens(changed: phase == "changed")
    let verifying: SnapshotRecordMode = phase == "record" ? .all : .never
    let (clock, time) = try screens.clock()
    var results = [
        verify(try screens.card(), as: .image(device: .iPhoneSE3), testName: "testCard", mode: verifying, root: root),
        verify(try screens.card(), as: .hierarchy, testName: "testCardHierarchy", mode: verifying, root: root),
        verify(try screens.list(), as: .image(device: .iPhoneSE3), testName: "testList", mode: verifying, root: root),
        verify(clock, as: .image(device: .iPhoneSE3, ignoring: [.view(time)]), testName: "testClock", mode: verifying, root: root),
        verify(try screens.list(), as: .image(device: .iPhoneSE3), testName: "testLegacy", mode: .all, root: root),
    ]
    if phase == "changed" {
        results.append(verify(try screens.badge(), as: .image(device: .iPhoneSE3), testName: "testBadge", mode: .never, root: root))
    }
    for result in results { print("\(result.status.rawValue) \(result.fileName)") }
    return 0
}

exit(try MainActor.assumeIsolated { try main() })
