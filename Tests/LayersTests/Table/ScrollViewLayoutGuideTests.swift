import HeadlessGeometry
import Testing

@testable import HeadlessLayers

/// Scroll views laid out with constraints: the content guide sizes the content, the frame guide stays put.
@Suite @MainActor struct ScrollViewLayoutGuideTests {
    @Test func contentPinnedToTheContentGuideGivesTheContentSizeAndScrolls() throws {
        let window = Window(device: .iPhone15)
        let scroll = ScrollView(frame: window.bounds)
        try window.addSubview(scroll)
        let content = View(), badge = View()
        for view in [content, badge] {
            view.translatesAutoresizingMaskIntoConstraints = false
            try scroll.addSubview(view)
        }
        let guide = scroll.contentLayoutGuide, frame = scroll.frameLayoutGuide
        try LayoutConstraint.activate([
            content.topAnchor.constraint(equalTo: guide.topAnchor), content.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
            content.leadingAnchor.constraint(equalTo: guide.leadingAnchor), content.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
            content.widthAnchor.constraint(equalTo: frame.widthAnchor), content.heightAnchor.constraint(equalToConstant: 2000),
            badge.topAnchor.constraint(equalTo: frame.topAnchor, constant: 10), badge.leadingAnchor.constraint(equalTo: frame.leadingAnchor),
            badge.widthAnchor.constraint(equalToConstant: 20), badge.heightAnchor.constraint(equalToConstant: 20),
        ])
        window.layoutIfNeeded()
        #expect(scroll.contentSize == Size(width: 393, height: 2000))
        #expect(scroll.contentOffset == Point(x: 0, y: -59), "tall content scrolls, so it starts below the status bar")
        #expect(content.frame == Rect(x: 0, y: 0, width: 393, height: 2000))
        #expect(badge.frame.minY == -49, "the frame guide's views stay at the top of the visible area")
        scroll.contentOffset = Point(x: 0, y: 500)
        window.layoutIfNeeded()
        #expect(content.frame.minY == 0 && content.rect(content.bounds, inAncestor: window).minY == -500)
        #expect(badge.frame.minY == 510 && badge.rect(badge.bounds, inAncestor: window).minY == 10)
        #expect(guide.layoutFrame == Rect(x: 0, y: 0, width: 393, height: 2000))
        #expect(frame.layoutFrame == Rect(x: 0, y: 500, width: 393, height: 852))
        #expect(!window.layoutIssues.contains { _ in true })
    }

    @Test func withoutConstraintsOnItsSizeTheContentGuideIsTheContentSize() throws {
        let scroll = ScrollView(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        scroll.contentSize = Size(width: 100, height: 300)
        let bottom = View()
        bottom.translatesAutoresizingMaskIntoConstraints = false
        try scroll.addSubview(bottom)
        try LayoutConstraint.activate([
            bottom.bottomAnchor.constraint(equalTo: scroll.contentLayoutGuide.bottomAnchor),
            bottom.leadingAnchor.constraint(equalTo: scroll.contentLayoutGuide.leadingAnchor),
            bottom.widthAnchor.constraint(equalToConstant: 10), bottom.heightAnchor.constraint(equalToConstant: 10),
        ])
        scroll.layoutIfNeeded()
        #expect(bottom.frame == Rect(x: 0, y: 290, width: 10, height: 10))
        #expect(scroll.contentSize == Size(width: 100, height: 300))
    }
}
