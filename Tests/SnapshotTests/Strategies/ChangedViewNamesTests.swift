import Foundation
import HeadlessGeometry
import HeadlessLayers
import HeadlessRaster
import HeadlessSnapshot
import SnapshotTestSupport
import Testing

/// An app's own view type, as a failure names it.
private final class ProfileCard: View {}

@Suite("Failures name the views over each changed area")
@MainActor
struct ChangedViewNamesTests {
    /// A screen with a profile card (a name label and an avatar) and a footer label.
    private func screen(nameColor: Color = .black, footer: String = "Settings", person: String = "Jane Appleseed") throws -> View {
        let root = View(frame: Rect(x: 0, y: 0, width: 200, height: 120))
        root.backgroundColor = DynamicColor(.white)
        let card = ProfileCard(frame: Rect(x: 10, y: 10, width: 180, height: 50))
        let name = Label(frame: Rect(x: 8, y: 8, width: 120, height: 20))
        name.text = person
        name.font = try .system(size: 15)
        name.textColor = DynamicColor(nameColor)
        let avatar = View(frame: Rect(x: 140, y: 8, width: 30, height: 30))
        avatar.backgroundColor = .red
        avatar.accessibilityLabel = "Avatar"
        try card.addSubview(name)
        try card.addSubview(avatar)
        let label = Label(frame: Rect(x: 10, y: 80, width: 180, height: 20))
        label.text = footer
        label.font = try .system(size: 15)
        try root.addSubview(card)
        try root.addSubview(label)
        return root
    }

    @Test("each changed area is named by the deepest views over it, with the app's own type around them")
    func namesTheViews() async throws {
        let scratch = try Scratch()
        try await SnapshotConfiguration.$current.withValue(scratch.configuration()) {
            await withKnownIssue { _ = await assertSnapshot(of: try screen(), device: .iPhoneSE3, record: .all) }
            var failure: SnapshotResult?
            await withKnownIssue {
                failure = await assertSnapshot(of: try screen(nameColor: .red, footer: "Settings!"), device: .iPhoneSE3)
            }
            let message = try #require(failure?.message)
            let lines = message.split(separator: "\n").filter { $0.hasPrefix("changed ") }
            #expect(lines.count == 2)
            #expect(lines.contains { $0.hasSuffix(#": Label "Jane Appleseed" in ProfileCard"#) })
            #expect(lines.contains { $0.hasSuffix(#": Label "Settings!""#) })
            let figures = try #require(failure?.figures)
            #expect(figures.changedAreaCount == 2 && figures.changedAreas.map(\.description) == lines.map(String.init))
            #expect(figures.changedAreas.contains { $0.views == [#"Label "Jane Appleseed" in ProfileCard"#] })
            #expect(figures.referenceSize == PixelSize(width: 400, height: 240))
            #expect(figures.changedPixels > 0 && figures.largestChannelDelta > 0)
            #expect(figures.passingChannelDelta == figures.largestChannelDelta)
            #expect(failure?.isNew == false)
        }
    }

    @Test("one strategy value shared by verifications running at once: each failure names its own views")
    func sharedStrategy() async throws {
        let scratch = try Scratch()
        let strategy = Snapshotting<View, Bitmap>.image(device: .iPhoneSE3)
        let people = ["Jane Appleseed", "John Doe"]
        try await SnapshotConfiguration.$current.withValue(scratch.configuration()) {
            for person in people {
                let view = try screen(person: person)
                await withKnownIssue { _ = await assertSnapshot(of: view, as: strategy, named: person, record: .all) }
            }
            let changed = try people.map { try screen(nameColor: .red, person: $0) }
            let tasks = zip(people, changed).map { person, view in
                Task { @MainActor in
                    var result: SnapshotResult?
                    await withKnownIssue { result = await assertSnapshot(of: view, as: strategy, named: person) }
                    return result?.message ?? ""
                }
            }
            for (person, task) in zip(people, tasks) {
                let message = await task.value
                let other = people.first { $0 != person }!
                #expect(message.contains("Label \"\(person)\" in ProfileCard") && !message.contains(other))
            }
        }
    }
}
