import SwiftUI
import Testing

@Suite("SwiftUI badges and background styles")
@MainActor
struct BadgeTests {
    @Test("a list row's badge trails the row in the secondary colour; zero and nil show none")
    func listRow() {
        let badged = drawn(List { Text("Inbox").badge(3) }, width: 300, height: 120)
        let written = drawn(
            List {
                HStack {
                    Text("Inbox")
                    Spacer(minLength: 8)
                    Text(verbatim: "3").foregroundStyle(.secondary)
                }
            }, width: 300, height: 120)
        #expect(badged.bitmap == written.bitmap)
        let plain = drawn(List { Text("Inbox") }, width: 300, height: 120)
        #expect(drawn(List { Text("Inbox").badge(0) }, width: 300, height: 120).bitmap == plain.bitmap)
        #expect(drawn(List { Text("Inbox").badge(nil as Text?) }, width: 300, height: 120).bitmap == plain.bitmap)
        #expect(badged.bitmap != plain.bitmap)
    }

    @Test("a tab's badge is drawn on its tab bar item: a red capsule")
    func tabItem() {
        func tabs(badge: Int) -> some View {
            TabView {
                Text("Mail").tabItem { Label("Mail", systemImage: "envelope") }.badge(badge)
                Text("Settings").tabItem { Label("Settings", systemImage: "gear") }
            }
        }
        let badged = drawnInWindow(tabs(badge: 2)).image
        let plain = drawnInWindow(tabs(badge: 0)).image
        #expect(badged.bitmap != plain.bitmap)
        #expect(extent(of: (255, 59, 48), in: badged) != nil, "the system red of a tab bar badge")
        #expect(extent(of: (255, 59, 48), in: plain) == nil)
    }

    @Test("a style background reaches into the safe area where its view meets it, unless told not to; backgroundStyle sets the default")
    func backgroundStyles() {
        let top = drawnInWindow(
            VStack {
                Text("Top").frame(maxWidth: .infinity).background(paint(1, 0, 0))
                Spacer()
            })
        #expect(top.safeArea.top > 0)
        #expect(extent(of: red, in: top.image)?.minY == 0, "into the top safe area")
        let kept = drawnInWindow(
            VStack {
                Text("Top").frame(maxWidth: .infinity).background(paint(1, 0, 0), ignoresSafeAreaEdges: [])
                Spacer()
            })
        #expect(extent(of: red, in: kept.image)?.minY == kept.safeArea.top)
        let styled = drawn(Text("Styled").background().backgroundStyle(paint(0, 0, 1)), width: 100, height: 40)
        #expect(extent(of: blue, in: styled) != nil)
        #expect(extent(of: blue, in: drawn(Text("Plain").background(), width: 100, height: 40)) == nil)
    }
}
