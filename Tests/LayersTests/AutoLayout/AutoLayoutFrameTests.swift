import HeadlessGeometry
import HeadlessLayers
import Testing

/// Frames worked out by hand from UIKit's documented semantics.
@Suite("Auto Layout: frames from constraints")
@MainActor
struct AutoLayoutFrameTests {
    /// A 300x200 container at the origin of a window of scale 2, and a subview of it positioned by constraints.
    private func scene(_ device: DeviceProfile = .iPhoneSE3) throws -> (window: Window, container: View, child: View) {
        let window = Window(device: device)
        let container = View(frame: Rect(x: 0, y: 0, width: 300, height: 200))
        let child = View()
        child.translatesAutoresizingMaskIntoConstraints = false
        try window.addSubview(container)
        try container.addSubview(child)
        return (window, container, child)
    }

    @Test("pinning the edges with constants")
    func pinning() throws {
        let (window, container, child) = try scene()
        try NSLayoutConstraint.activate([
            child.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 10),
            child.trailingAnchor.constraint(equalTo: container.trailingAnchor, constant: -10),
            child.topAnchor.constraint(equalTo: container.topAnchor, constant: 20),
            child.heightAnchor.constraint(equalToConstant: 50),
        ])
        window.layoutIfNeeded()
        #expect(child.frame == Rect(x: 10, y: 20, width: 280, height: 50))
        #expect(container.constraints.count == 3 && child.constraints.count == 1)
        #expect(!child.hasAmbiguousLayout)
        #expect(window.layoutIssues.isEmpty)
    }

    @Test("centring a fixed size")
    func centring() throws {
        let (window, container, child) = try scene()
        try NSLayoutConstraint.activate([
            child.centerXAnchor.constraint(equalTo: container.centerXAnchor),
            child.centerYAnchor.constraint(equalTo: container.centerYAnchor, constant: 10),
            child.widthAnchor.constraint(equalToConstant: 100),
            child.heightAnchor.constraint(equalToConstant: 40),
        ])
        window.layoutIfNeeded()
        #expect(child.frame == Rect(x: 100, y: 90, width: 100, height: 40))
    }

    @Test("aspect ratio and a share of the container's width")
    func aspectRatio() throws {
        let (window, container, child) = try scene()
        try NSLayoutConstraint.activate([
            child.leftAnchor.constraint(equalTo: container.leftAnchor),
            child.topAnchor.constraint(equalTo: container.topAnchor),
            child.widthAnchor.constraint(equalTo: container.widthAnchor, multiplier: 0.5),
            child.heightAnchor.constraint(equalTo: child.widthAnchor, multiplier: 0.75),
        ])
        window.layoutIfNeeded()
        #expect(child.frame == Rect(x: 0, y: 0, width: 150, height: 112.5))
    }

    @Test("inequalities with priorities: a required bound beats a preference, the preference holds where it can")
    func inequalities() throws {
        let (window, container, child) = try scene()
        let preferred = child.widthAnchor.constraint(equalToConstant: 250)
        preferred.priority = .defaultHigh
        let low = child.heightAnchor.constraint(equalToConstant: 30)
        low.priority = 500
        try NSLayoutConstraint.activate([
            child.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            child.topAnchor.constraint(equalTo: container.topAnchor),
            child.widthAnchor.constraint(lessThanOrEqualToConstant: 200), preferred,
            child.heightAnchor.constraint(greaterThanOrEqualToConstant: 60), low,
        ])
        window.layoutIfNeeded()
        #expect(child.frame.size == Size(width: 200, height: 60))
        preferred.constant = 120
        window.layoutIfNeeded()
        #expect(child.frame.size == Size(width: 120, height: 60))
    }

    @Test("right to left: leading is the right edge")
    func rightToLeft() throws {
        let (window, container, child) = try scene()
        container.traitOverrides.layoutDirection = .rightToLeft
        try NSLayoutConstraint.activate([
            child.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 10),
            child.topAnchor.constraint(equalTo: container.topAnchor),
            child.widthAnchor.constraint(equalToConstant: 50),
            child.heightAnchor.constraint(equalToConstant: 20),
        ])
        window.layoutIfNeeded()
        #expect(child.frame == Rect(x: 240, y: 0, width: 50, height: 20))
        container.traitOverrides.layoutDirection = .leftToRight
        window.layoutIfNeeded()
        #expect(child.frame.minX == 10)
    }

    @Test(
        "the safe area and layout margins guides follow the device",
        arguments: [
            (DeviceProfile.iPhone15, Rect(x: 0, y: 59, width: 393, height: 759), Rect(x: 8, y: 67, width: 377, height: 743)),
            (DeviceProfile.iPhone15Landscape, Rect(x: 59, y: 0, width: 734, height: 372), Rect(x: 67, y: 8, width: 718, height: 356)),
            (DeviceProfile.iPhoneSE3, Rect(x: 0, y: 20, width: 375, height: 647), Rect(x: 8, y: 28, width: 359, height: 631)),
        ])
    func safeArea(device: DeviceProfile, safe: Rect, margins: Rect) throws {
        let window = Window(device: device)
        let screen = View(frame: device.screenBounds)
        let pinnedToSafeArea = View(), pinnedToMargins = View()
        try window.addSubview(screen)
        for (view, guide) in [(pinnedToSafeArea, screen.safeAreaLayoutGuide), (pinnedToMargins, screen.layoutMarginsGuide)] {
            view.translatesAutoresizingMaskIntoConstraints = false
            try screen.addSubview(view)
            try NSLayoutConstraint.activate([
                view.leadingAnchor.constraint(equalTo: guide.leadingAnchor), view.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
                view.topAnchor.constraint(equalTo: guide.topAnchor), view.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
            ])
        }
        window.layoutIfNeeded()
        #expect(pinnedToSafeArea.frame == safe)
        #expect(pinnedToMargins.frame == margins)
        #expect(screen.safeAreaLayoutGuide.layoutFrame == safe)
        #expect(screen.safeAreaInsets.top == safe.minY && screen.safeAreaInsets.left == safe.minX)
        #expect(pinnedToSafeArea.safeAreaInsets == .zero)
    }

    @Test("a subview below the status bar has no safe-area inset; one under it has the part it covers")
    func safeAreaOfSubviews() throws {
        let window = Window(device: .iPhone15)
        let header = View(frame: Rect(x: 0, y: 0, width: 393, height: 100))
        let body = View(frame: Rect(x: 0, y: 100, width: 393, height: 100))
        try window.addSubview(header)
        try window.addSubview(body)
        window.layoutIfNeeded()
        #expect(header.safeAreaInsets == EdgeInsets(top: 59, left: 0, bottom: 0, right: 0))
        #expect(body.safeAreaInsets == .zero)
    }

    @Test("frames are rounded to the pixel grid of the device")
    func pixelGrid() throws {
        let (window, container, child) = try scene()
        try NSLayoutConstraint.activate([
            child.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 0.3),
            child.topAnchor.constraint(equalTo: container.topAnchor, constant: 10.2),
            child.widthAnchor.constraint(equalTo: container.widthAnchor, multiplier: 1.0 / 3.0),
            child.heightAnchor.constraint(equalToConstant: 10.6),
        ])
        window.layoutIfNeeded()
        // scale 2: edges 0.3 → 0.5, 100.3 → 100.5; 10.2 → 10, 20.8 → 21
        #expect(child.frame == Rect(x: 0.5, y: 10, width: 100, height: 11))
    }

    @Test("updateConstraints runs for subviews before their superview, once until asked again")
    func updateConstraintsOrder() throws {
        final class Recording: View {
            nonisolated(unsafe) static var calls: [String] = []
            var name = ""
            override func updateConstraints() { Recording.calls.append(name) }
        }
        Recording.calls = []
        let parent = Recording(), child = Recording(), grandchild = Recording()
        (parent.name, child.name, grandchild.name) = ("parent", "child", "grandchild")
        try parent.addSubview(child)
        try child.addSubview(grandchild)
        parent.layoutIfNeeded()
        #expect(Recording.calls == ["grandchild", "child", "parent"])
        parent.layoutIfNeeded()
        #expect(Recording.calls.count == 3)
        child.setNeedsUpdateConstraints()
        parent.layoutIfNeeded()
        #expect(Recording.calls == ["grandchild", "child", "parent", "child"])
    }
}

/// Leading and trailing in a right-to-left layout.
@Suite("Auto Layout: right to left")
@MainActor
struct AutoLayoutRightToLeftTests {
    @Test("a row chained leading to trailing runs from the right, its constants still inwards; centre X keeps to the middle")
    func chain() throws {
        let window = Window(device: .iPhoneSE3)
        let container = View(frame: Rect(x: 0, y: 0, width: 300, height: 100))
        container.traitOverrides.layoutDirection = .rightToLeft
        try window.addSubview(container)
        let views = (0..<3).map { _ in View() }
        for view in views {
            view.translatesAutoresizingMaskIntoConstraints = false
            try container.addSubview(view)
            try NSLayoutConstraint.activate([
                view.widthAnchor.constraint(equalToConstant: 40), view.heightAnchor.constraint(equalToConstant: 10),
                view.topAnchor.constraint(equalTo: container.topAnchor),
            ])
        }
        try NSLayoutConstraint.activate([
            views[0].leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 16),
            views[1].leadingAnchor.constraint(equalTo: views[0].trailingAnchor, constant: 8),
            views[2].centerXAnchor.constraint(equalTo: container.centerXAnchor),
        ])
        window.layoutIfNeeded()
        #expect(views.map(\.frame.minX) == [244, 196, 130])
        let mixed = LayoutConstraint(item: views[2], attribute: .leading, relatedBy: .equal, toItem: container, attribute: .left)
        #expect(throws: LayoutError.self) { try NSLayoutConstraint.activate([mixed]) }
    }
}
