import HeadlessGeometry
import HeadlessLayers
import Testing

/// Intrinsic sizes, hugging and compression resistance, baselines and fitting sizes.
@Suite("Auto Layout: content sizes")
@MainActor
struct AutoLayoutContentTests {
    /// Two labels in a row across a container `width` wide: `first` pinned to the leading edge, 8 points between them,
    /// `second` pinned to the trailing edge.
    private func row(width: Double) throws -> (window: Window, first: Label, second: Label) {
        let window = Window(device: .iPhoneSE3)
        let container = View(frame: Rect(x: 0, y: 0, width: width, height: 44))
        try window.addSubview(container)
        let first = Label(frame: .zero), second = Label(frame: .zero)
        first.text = "Name"
        second.text = "Jane Appleseed"
        for label in [first, second] {
            label.translatesAutoresizingMaskIntoConstraints = false
            try container.addSubview(label)
        }
        try NSLayoutConstraint.activate([
            first.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            second.leadingAnchor.constraint(equalTo: first.trailingAnchor, constant: 8),
            second.trailingAnchor.constraint(equalTo: container.trailingAnchor),
            first.topAnchor.constraint(equalTo: container.topAnchor),
            second.topAnchor.constraint(equalTo: container.topAnchor),
        ])
        return (window, first, second)
    }

    @Test("spare room goes to the label that hugs less")
    func hugging() throws {
        let (window, first, second) = try row(width: 300)
        first.setContentHuggingPriority(251, for: .horizontal)
        window.layoutIfNeeded()
        let a = first.intrinsicContentSize.width
        #expect(first.frame.width == a)
        #expect(second.frame == Rect(x: a + 8, y: 0, width: 300 - a - 8, height: second.intrinsicContentSize.height))
        first.setContentHuggingPriority(249, for: .horizontal)
        window.layoutIfNeeded()
        #expect(second.frame.width == second.intrinsicContentSize.width)
        #expect(first.frame.width == 300 - 8 - second.intrinsicContentSize.width)
    }

    @Test("too little room shrinks the label that resists compression less")
    func compression() throws {
        // Measured in a laid-out window, on its pixel grid (the tuple keeps the window alive).
        let measured = try row(width: 300)
        measured.window.layoutIfNeeded()
        let a = measured.first.intrinsicContentSize.width, b = measured.second.intrinsicContentSize.width
        let (window, first, second) = try row(width: a + 8 + b - 20)
        second.setContentCompressionResistancePriority(749, for: .horizontal)
        window.layoutIfNeeded()
        #expect(first.frame.width == a && second.frame.width == b - 20)
        second.setContentCompressionResistancePriority(751, for: .horizontal)
        window.layoutIfNeeded()
        #expect(first.frame.width == a - 20 && second.frame.width == b)
    }

    @Test("labels of different sizes aligned on their first baselines")
    func baselines() throws {
        let window = Window(device: .iPhoneSE3)
        let small = Label(frame: .zero), large = Label(frame: .zero)
        small.text = "Total"
        large.text = "$42"
        small.font = try .system(size: 15)
        large.font = try .system(size: 34)
        for label in [small, large] {
            label.translatesAutoresizingMaskIntoConstraints = false
            try window.addSubview(label)
        }
        try NSLayoutConstraint.activate([
            large.topAnchor.constraint(equalTo: window.topAnchor, constant: 100),
            large.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 16),
            small.leadingAnchor.constraint(equalTo: large.trailingAnchor, constant: 8),
            small.firstBaselineAnchor.constraint(equalTo: large.firstBaselineAnchor),
        ])
        window.layoutIfNeeded()
        let smallBaseline = small.frame.minY + (small.firstBaseline ?? 0)
        let largeBaseline = large.frame.minY + (large.firstBaseline ?? 0)
        #expect(abs(smallBaseline - largeBaseline) <= 0.5)  // each frame is rounded to the 0.5-point grid
        #expect(small.frame.minY > large.frame.minY)
        #expect(!small.hasAmbiguousLayout && !large.hasAmbiguousLayout)
    }

    @Test("a label of several lines wraps to the width it is given, and its height follows")
    func wrapping() throws {
        let window = Window(device: .iPhoneSE3)
        let label = Label(frame: .zero)
        label.text = "A label of several lines wraps at the width its constraints give it, and grows to fit."
        label.numberOfLines = 0
        label.translatesAutoresizingMaskIntoConstraints = false
        try window.addSubview(label)
        try NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 20),
            label.widthAnchor.constraint(equalToConstant: 150),
            label.topAnchor.constraint(equalTo: window.topAnchor, constant: 20),
        ])
        window.layoutIfNeeded()
        let wrapped = label.sizeThatFits(Size(width: 150, height: 0))
        #expect(label.frame == Rect(x: 20, y: 20, width: 150, height: wrapped.height))
        #expect(wrapped.height > label.sizeThatFits(.zero).height * 2)
    }

    @Test("systemLayoutSizeFitting: the height of a card's content at a required width")
    func fittingSize() throws {
        let card = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        let title = Label(frame: .zero), body = Label(frame: .zero)
        title.text = "Title"
        body.text = "Body text long enough to wrap onto a second line at this width, or a third."
        body.numberOfLines = 0
        for label in [title, body] {
            label.translatesAutoresizingMaskIntoConstraints = false
            try card.addSubview(label)
        }
        try NSLayoutConstraint.activate([
            title.topAnchor.constraint(equalTo: card.layoutMarginsGuide.topAnchor),
            title.leadingAnchor.constraint(equalTo: card.layoutMarginsGuide.leadingAnchor),
            body.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 4),
            body.leadingAnchor.constraint(equalTo: card.layoutMarginsGuide.leadingAnchor),
            body.trailingAnchor.constraint(equalTo: card.layoutMarginsGuide.trailingAnchor),
            body.bottomAnchor.constraint(equalTo: card.layoutMarginsGuide.bottomAnchor),
        ])
        let size = card.systemLayoutSizeFitting(
            Size(width: 200, height: 0), withHorizontalFittingPriority: .required,
            verticalFittingPriority: .fittingSizeLevel)
        let expected = 8 + title.intrinsicContentSize.height + 4 + body.sizeThatFits(Size(width: 184, height: 0)).height + 8
        #expect(size.width == 200)
        #expect(abs(size.height - expected) < 1e-9)
        #expect(card.frame.size == Size(width: 10, height: 10))
        let compressed = title.systemLayoutSizeFitting(View.layoutFittingCompressedSize)
        #expect(compressed == title.intrinsicContentSize)
    }
}
