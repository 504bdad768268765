import HeadlessGeometry
import HeadlessLayers
import Testing

/// Conflicts, ambiguity and bad input: clear errors and reports, never a crash.
@Suite("Auto Layout: conflicts, ambiguity and bad input")
@MainActor
struct AutoLayoutIssueTests {
    /// A window with a view positioned by constraints.
    private func scene() throws -> (Window, View) {
        let window = Window(device: .iPhoneSE3)
        let view = View()
        view.translatesAutoresizingMaskIntoConstraints = false
        try window.addSubview(view)
        return (window, view)
    }

    @Test("conflicting required constraints: the later one is broken and reported in UIKit's words, naming both")
    func unsatisfiable() throws {
        let (window, view) = try scene()
        let first = view.widthAnchor.constraint(equalToConstant: 100)
        let second = view.widthAnchor.constraint(equalToConstant: 200)
        second.identifier = "too-wide"
        try NSLayoutConstraint.activate([
            view.leadingAnchor.constraint(equalTo: window.leadingAnchor), view.topAnchor.constraint(equalTo: window.topAnchor),
            view.heightAnchor.constraint(equalToConstant: 10), first, second,
        ])
        window.layoutIfNeeded()
        #expect(view.frame.width == 100)
        let issue = try #require(window.layoutIssues.first)
        guard case .unsatisfiable(let broken, let conflicting) = issue else {
            Issue.record("\(issue)")
            return
        }
        #expect(broken == second.description && broken.contains("'too-wide' View.width == 200"))
        #expect(conflicting == [first.description])
        #expect(issue.description.hasPrefix("Unable to simultaneously satisfy constraints."))
        #expect(issue.description.contains("Will attempt to recover by breaking constraint \n\(second.description)"))
        window.layoutIfNeeded()
        #expect(window.layoutIssues.count == 1)  // reported once, not on every pass
    }

    @Test("a conflict with a constraint the engine adds names it in UIKit's words (made only when reported)")
    func implicitConstraintNamed() throws {
        let window = Window(device: .iPhoneSE3)
        let label = Label()
        label.text = "Hello, world"
        label.translatesAutoresizingMaskIntoConstraints = false
        label.setContentCompressionResistancePriority(.required, for: .horizontal)
        try window.addSubview(label)
        try NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: window.leadingAnchor), label.topAnchor.constraint(equalTo: window.topAnchor),
            label.widthAnchor.constraint(equalToConstant: 10),
        ])
        window.layoutIfNeeded()
        let issue = try #require(window.layoutIssues.first)
        guard case .unsatisfiable(let broken, let conflicting) = issue else {
            Issue.record("\(issue)")
            return
        }
        let names = [broken] + conflicting
        #expect(
            names.contains {
                $0.hasPrefix("<NSContentSizeLayoutConstraint Label \"Hello, world\".width >= ")
                    && $0.hasSuffix(" compressionResistance=1000>")
            }, "\(names)")
    }

    @Test("ambiguity: a view with a size but no position is ambiguous; pinned, it is not")
    func ambiguity() throws {
        let (window, view) = try scene()
        try NSLayoutConstraint.activate([view.widthAnchor.constraint(equalToConstant: 10), view.heightAnchor.constraint(equalToConstant: 10)])
        #expect(view.hasAmbiguousLayout)
        try NSLayoutConstraint.activate([view.leadingAnchor.constraint(equalTo: window.leadingAnchor)])
        #expect(view.hasAmbiguousLayout)
        try NSLayoutConstraint.activate([view.topAnchor.constraint(equalTo: window.topAnchor)])
        #expect(!view.hasAmbiguousLayout)
        #expect(!window.hasAmbiguousLayout)
    }

    @Test(
        "malformed constraints are refused by activate with a clear error, and nothing of the batch is activated",
        arguments: [
            ("constant", Double.nan, 1.0), ("constant", .infinity, 1.0), ("multiplier", 0.0, Double.nan), ("multiplier", 0.0, -.infinity),
        ])
    func nonFinite(name: String, constant: Double, multiplier: Double) throws {
        let (window, view) = try scene()
        let good = view.heightAnchor.constraint(equalToConstant: 10)
        let bad = view.widthAnchor.constraint(equalTo: window.widthAnchor, multiplier: multiplier, constant: constant)
        #expect(throws: LayoutError.self) { try NSLayoutConstraint.activate([good, bad]) }
        do { try NSLayoutConstraint.activate([bad]) } catch {
            #expect("\(error)".contains("is not a finite number") && "\(error)".contains(name))
        }
        #expect(!good.isActive && !bad.isActive)
        bad.isActive = true
        #expect(!bad.isActive)
        #expect(window.layoutIssues.count == 1)
    }

    @Test("attributes that cannot be related, and items in different trees")
    func badPairs() throws {
        let (window, view) = try scene()
        let pairs = [
            LayoutConstraint(item: view, attribute: .leading, relatedBy: .equal, toItem: window, attribute: .top),
            LayoutConstraint(item: view, attribute: .width, relatedBy: .equal, toItem: window, attribute: .left),
            LayoutConstraint(item: view, attribute: .top, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute, constant: 5),
            LayoutConstraint(item: view, attribute: .notAnAttribute, relatedBy: .equal, toItem: window, attribute: .top),
            LayoutConstraint(item: view, attribute: .left, relatedBy: .equal, toItem: window, attribute: .left, multiplier: 0),
        ]
        for constraint in pairs {
            #expect(throws: LayoutError.self) { try NSLayoutConstraint.activate([constraint]) }
        }
        let stranger = View()
        let apart = view.leadingAnchor.constraint(equalTo: stranger.leadingAnchor)
        #expect(throws: LayoutError.noCommonAncestor(constraint: apart.description)) { try NSLayoutConstraint.activate([apart]) }
        let priority = view.widthAnchor.constraint(equalToConstant: 1)
        priority.priority = 0
        #expect(throws: LayoutError.self) { try NSLayoutConstraint.activate([priority]) }
    }

    @Test("changes an active constraint cannot take are refused and reported; the layout keeps working")
    func refusedChanges() throws {
        let (window, view) = try scene()
        let width = view.widthAnchor.constraint(equalToConstant: 40)
        try NSLayoutConstraint.activate([
            width, view.heightAnchor.constraint(equalToConstant: 10),
            view.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            view.topAnchor.constraint(equalTo: window.topAnchor),
        ])
        width.constant = .nan
        width.priority = .defaultHigh
        #expect(width.constant == 40 && width.priority == .required)
        #expect(window.layoutIssues.count == 2)
        window.layoutIfNeeded()
        #expect(view.frame == Rect(x: 0, y: 0, width: 40, height: 10))
        width.isActive = false
        width.priority = .defaultHigh
        width.isActive = true
        window.layoutIfNeeded()
        #expect(width.priority == .defaultHigh && view.frame.width == 40)
    }

    @Test("a view removed from the tree takes no part; its constraints to the tree are left out")
    func removedViews() throws {
        let (window, view) = try scene()
        let other = View()
        other.translatesAutoresizingMaskIntoConstraints = false
        try window.addSubview(other)
        try NSLayoutConstraint.activate([
            other.widthAnchor.constraint(equalTo: view.widthAnchor),
            view.widthAnchor.constraint(equalToConstant: 30),
        ])
        window.layoutIfNeeded()
        #expect(other.frame.width == 30)
        view.removeFromSuperview()
        window.layoutIfNeeded()
        #expect(window.layoutIssues.isEmpty)
    }
}

/// Loops and determinism: a layout pass always ends, and gives the same frames every time.
@Suite("Auto Layout: loops and determinism")
@MainActor
struct AutoLayoutLoopTests {
    @Test("a cycle of required constraints is reported, not solved forever")
    func constraintCycle() throws {
        let window = Window(device: .iPhoneSE3)
        let a = View(), b = View()
        for view in [a, b] {
            view.translatesAutoresizingMaskIntoConstraints = false
            try window.addSubview(view)
        }
        try NSLayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: b.leadingAnchor, constant: 10),
            b.leadingAnchor.constraint(equalTo: a.leadingAnchor, constant: 10),
        ])
        window.layoutIfNeeded()
        #expect(window.layoutIssues.count == 1)
    }

    @Test("updateConstraints that asks for itself again, and text that wraps, still end the pass")
    func boundedPasses() throws {
        final class Restless: View {
            var calls = 0
            override func updateConstraints() {
                calls += 1
                setNeedsUpdateConstraints()
            }
        }
        let window = Window(device: .iPhoneSE3)
        let restless = Restless()
        try window.addSubview(restless)
        window.layoutIfNeeded()
        window.layoutIfNeeded()
        #expect(restless.calls == 2)  // once per pass, never in a loop
    }

    @Test("a tree laid out by constraints is released once nothing holds it: its engine does not keep it alive")
    func released() throws {
        weak var released: Window?
        do {
            let window = Window(device: .iPhoneSE3)
            let view = View()
            view.translatesAutoresizingMaskIntoConstraints = false
            try window.addSubview(view)
            try NSLayoutConstraint.activate([
                view.widthAnchor.constraint(equalToConstant: 10),
                view.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            ])
            window.layoutIfNeeded()
            window.layoutIfNeeded()
            released = window
        }
        #expect(released == nil)
    }

    /// A screen of `count` labelled rows chained top to bottom, with a constant edited and restored when `edits`.
    private func frames(count: Int, edits: Bool) throws -> [Rect] {
        let window = Window(device: .iPhone15)
        var above = window.safeAreaLayoutGuide.topAnchor
        var views: [View] = []
        var first: LayoutConstraint?
        for index in 0..<count {
            let label = Label()
            label.text = "Row \(index) " + String(repeating: "text ", count: index % 7)
            label.numberOfLines = 0
            label.translatesAutoresizingMaskIntoConstraints = false
            try window.addSubview(label)
            let top = label.topAnchor.constraint(equalTo: above, constant: Double(index % 3) + 0.5)
            first = first ?? top
            try NSLayoutConstraint.activate([
                top, label.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 16),
                label.widthAnchor.constraint(equalTo: window.widthAnchor, multiplier: 0.37),
            ])
            above = label.bottomAnchor
            views.append(label)
        }
        window.layoutIfNeeded()
        if edits, let first {
            first.constant = 40
            window.layoutIfNeeded()
            first.constant = 0.5
            window.layoutIfNeeded()
        }
        return views.map(\.frame)
    }

    @Test("the same screen gives the same frames, built twice or edited and restored incrementally")
    func determinism() throws {
        let fresh = try frames(count: 60, edits: false)
        #expect(try frames(count: 60, edits: false) == fresh)
        #expect(try frames(count: 60, edits: true) == fresh)
        #expect(Set(fresh.map(\.minY)).count == 60)
    }
}
