import HeadlessGeometry
import HeadlessRaster
import Testing

@testable import HeadlessLayers

/// Stack view axis, spacing, distribution, alignment, hidden views and right-to-left.
@Suite @MainActor struct StackViewTests {
    /// A stack 100 x 20 (or 20 x 100 vertically) of views 10, 20 and 30 long and 10 thick.
    private func stack(_ axis: StackAxis = .horizontal, _ configure: (StackView) -> Void = { _ in }) throws
        -> (StackView, [View])
    {
        let stack = StackView(
            frame: axis == .horizontal
                ? Rect(x: 0, y: 0, width: 100, height: 20)
                : Rect(x: 0, y: 0, width: 20, height: 100))
        stack.axis = axis
        let views = [10.0, 20, 30].map { length in
            View(
                frame: axis == .horizontal
                    ? Rect(x: 0, y: 0, width: length, height: 10)
                    : Rect(x: 0, y: 0, width: 10, height: length))
        }
        for view in views { try stack.addArrangedSubview(view) }
        configure(stack)
        stack.layoutIfNeeded()
        return (stack, views)
    }

    @Test func fillGivesTheSpaceLeftToTheLastView() throws {
        let (_, views) = try stack { $0.spacing = 5 }
        #expect(
            views.map(\.frame) == [
                Rect(x: 0, y: 0, width: 10, height: 20), Rect(x: 15, y: 0, width: 20, height: 20),
                Rect(x: 40, y: 0, width: 60, height: 20),
            ])
    }

    @Test func fillGivesTheSpaceToAViewWithoutIntrinsicSizeBeforeOnesWithIt() throws {
        let stack = StackView(frame: Rect(x: 0, y: 0, width: 100, height: 20))
        let flexible = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        let image = ImageView(image: Image(bitmap: try TestSupport.solidImage(width: 20, height: 10, .red)))
        try stack.addArrangedSubview(flexible)
        try stack.addArrangedSubview(image)
        stack.layoutIfNeeded()
        #expect(flexible.frame.width == 80 && image.frame == Rect(x: 80, y: 0, width: 20, height: 20))
    }

    @Test func fillEquallyAndProportionally() throws {
        let (_, equal) = try stack {
            $0.distribution = .fillEqually
            $0.spacing = 5
        }
        #expect(equal.map(\.frame.width) == [30, 30, 30] && equal.map(\.frame.x) == [0, 35, 70])
        let (_, proportional) = try stack { $0.distribution = .fillProportionally }
        // 16.667, 33.333 and 50 points, each edge on the pixel grid (scale 1 outside a window), as UIKit rounds frames.
        #expect(proportional.map(\.frame.width) == [17, 33, 50])
    }

    @Test func equalSpacingSharesTheFreeSpaceBetweenViews() throws {
        let (_, views) = try stack { $0.distribution = .equalSpacing }
        #expect(views.map(\.frame.x) == [0, 30, 70] && views.map(\.frame.width) == [10, 20, 30])
    }

    @Test func alignmentPlacesViewsAcrossTheAxis() throws {
        let expectations: [(StackAlignment, Double, Double)] = [
            (.fill, 0, 20), (.top, 0, 10), (.center, 5, 10),
            (.bottom, 10, 10),
        ]
        for (alignment, y, height) in expectations {
            let (_, views) = try stack { $0.alignment = alignment }
            #expect(views[0].frame.y == y && views[0].frame.height == height, "\(alignment)")
        }
    }

    @Test func verticalStacksLineUpTopToBottom() throws {
        let (_, views) = try stack(.vertical) {
            $0.spacing = 2
            $0.alignment = .leading
        }
        #expect(views.map(\.frame.y) == [0, 12, 34] && views[2].frame.height == 66 && views[0].frame.x == 0)
    }

    @Test func hiddenArrangedViewsCollapse() throws {
        let (stack, views) = try stack { $0.spacing = 5 }
        views[1].isHidden = true
        stack.layoutIfNeeded()
        #expect(views[0].frame.x == 0 && views[2].frame.x == 15 && views[2].frame.width == 85)
        #expect(stack.sizeThatFits(.zero).width == 10 + 5 + 85)
    }

    @Test func rightToLeftMirrorsHorizontalStacksAndLeadingAlignment() throws {
        let (_, views) = try stack {
            $0.spacing = 5
            $0.traitOverrides.layoutDirection = .rightToLeft
        }
        #expect(views.map(\.frame.x) == [90, 65, 0])
        let (_, vertical) = try stack(.vertical) {
            $0.alignment = .leading
            $0.traitOverrides.layoutDirection = .rightToLeft
        }
        #expect(vertical[0].frame.x == 10)
    }

    @Test func removedArrangedViewsStaySubviewsButTakeNoSpace() throws {
        let (stack, views) = try stack()
        stack.removeArrangedSubview(views[0])
        stack.layoutIfNeeded()
        #expect(stack.subviews.count == 3 && stack.arrangedSubviews.count == 2 && views[1].frame.x == 0)
        views[2].removeFromSuperview()
        stack.layoutIfNeeded()
        #expect(stack.arrangedSubviews.count == 1 && views[1].frame.width == 100)
    }

    @Test func equalCenteringSpacesTheCentresEqually() throws {
        let (_, views) = try stack { $0.distribution = .equalCentering }
        // Centres from 5 to 85, 40 apart: 5, 45, 85.
        #expect(views.map(\.frame.midX) == [5, 45, 85] && views.map(\.frame.width) == [10, 20, 30])
        let (_, tight) = try stack {
            $0.distribution = .equalCentering
            $0.spacing = 30
        }
        // 10 + 20 + 30 and two spacings of 30 need 120 points of 100: the views shrink (the last one here),
        // the ends stay at the edges and the centres equally far apart, as UIKit compresses them.
        #expect(tight.map(\.frame.midX) == [5, 50, 95] && tight.map(\.frame.width) == [10, 20, 10])
    }

    @Test func baselineAlignmentPutsTheFirstLinesOnOneLine() throws {
        let stack = StackView(frame: Rect(x: 0, y: 0, width: 300, height: 80))
        stack.alignment = .firstBaseline
        let small = Label(text: "Total"), large = Label(text: "$42")
        small.font = try .system(size: 15)
        large.font = try .system(size: 34)
        try stack.addArrangedSubview(small)
        try stack.addArrangedSubview(large)
        stack.layoutIfNeeded()
        let baselines = [small, large].map { $0.frame.minY + ($0.firstBaseline ?? 0) }
        #expect(abs(baselines[0] - baselines[1]) <= 1)  // each frame on the pixel grid (scale 1)
        #expect(large.frame.minY == 0 && small.frame.minY > 0)
        #expect(small.frame.height == small.intrinsicContentSize.height && large.frame.height == large.intrinsicContentSize.height)
    }
}

/// Stack views among constraints: the engine solves again once a stack placed its views.
@Suite @MainActor struct StackViewConstraintTests {
    @Test func constraintsInsideArrangedViewsFollowTheFramesTheStackGivesThem() throws {
        let window = Window(device: .iPhoneSE3)
        let stack = StackView(frame: Rect(x: 0, y: 0, width: 200, height: 100))
        stack.axis = .vertical
        stack.distribution = .fillEqually
        try window.addSubview(stack)
        var labels: [View] = []
        for _ in 0..<2 {
            let card = View(frame: .zero)
            let inner = View()
            inner.translatesAutoresizingMaskIntoConstraints = false
            try card.addSubview(inner)
            try NSLayoutConstraint.activate([
                inner.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 10),
                inner.trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: -10),
                inner.topAnchor.constraint(equalTo: card.topAnchor, constant: 5),
                inner.bottomAnchor.constraint(equalTo: card.bottomAnchor, constant: -5),
            ])
            try stack.addArrangedSubview(card)
            labels.append(inner)
        }
        window.layoutIfNeeded()
        #expect(labels.map(\.frame) == [Rect(x: 10, y: 5, width: 180, height: 40), Rect(x: 10, y: 5, width: 180, height: 40)])
    }

    @Test func aStackPositionedByConstraintsArrangesInTheFrameItIsGiven() throws {
        let window = Window(device: .iPhoneSE3)
        let stack = try StackView(arrangedSubviews: [Label(text: "One"), Label(text: "Two")])
        stack.axis = .vertical
        stack.translatesAutoresizingMaskIntoConstraints = false
        try window.addSubview(stack)
        try NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 20),
            stack.topAnchor.constraint(equalTo: window.topAnchor, constant: 30),
        ])
        window.layoutIfNeeded()
        #expect(stack.frame.origin == Point(x: 20, y: 30) && stack.frame.size == stack.intrinsicContentSize)
        #expect(stack.arrangedSubviews[1].frame.minY == stack.arrangedSubviews[0].frame.height)
    }
}
