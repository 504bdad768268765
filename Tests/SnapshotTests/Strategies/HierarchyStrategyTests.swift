import Foundation
import HeadlessGeometry
import HeadlessLayers
import HeadlessSnapshot
import HeadlessText
import SnapshotTestSupport
import Testing

@Suite("The view hierarchy as text")
@MainActor
struct HierarchyStrategyTests {
    /// A card with a title, a hidden badge and an image view.
    private func card(title: String) throws -> View {
        let card = View(frame: Rect(x: 0, y: 0, width: 320, height: 120))
        card.backgroundColor = DynamicColor(light: .white, dark: .black)
        let label = Label()
        label.text = title
        label.font = try Font.system(size: 22, weight: .bold)
        label.frame = Rect(x: 16, y: 16.5, width: 288, height: 30)
        label.accessibilityLabel = "Name"
        try card.addSubview(label)
        let badge = View(frame: Rect(x: 300, y: 4, width: 12, height: 12))
        badge.isHidden = true
        badge.alpha = 0.25
        try card.addSubview(badge)
        return card
    }

    @Test("one line per view, indented by depth, with the properties that show what it displays")
    func dump() throws {
        let text = ViewHierarchyDump(try card(title: "Jane \"JA\" Appleseed")).text
        #expect(
            text == """
                View frame=(0, 0, 320, 120) background=#FFFFFFFF
                  Label frame=(16, 16.5, 288, 30) text="Jane \\"JA\\" Appleseed" font="Inter Bold 22" accessibilityLabel="Name"
                  View frame=(300, 4, 12, 12) hidden alpha=0.25
                """)
    }

    @Test("a changed text fails with a line diff naming the view")
    func failsWithLineDiff() async throws {
        let scratch = try Scratch()
        let (jane, john) = (try card(title: "Jane"), try card(title: "John"))
        await SnapshotConfiguration.$current.withValue(scratch.configuration()) {
            await withKnownIssue { await assertSnapshot(of: jane, as: .hierarchy) }
            #expect(await assertSnapshot(of: jane, as: .hierarchy).status == .passed)
            await withKnownIssue {
                await assertSnapshot(of: john, as: .hierarchy)
            } matching: { issue in
                let text = issue.comments.map(\.rawValue).joined()
                return text.contains("-  Label frame=(16, 16.5, 288, 30) text=\"Jane\"")
                    && text.contains("+  Label frame=(16, 16.5, 288, 30) text=\"John\"")
            }
        }
    }
}
