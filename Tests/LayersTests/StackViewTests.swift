import Geometry
import Raster
import Testing
@testable import Layers

/// Stack view axis, spacing, distribution, alignment, hidden views and right-to-left.
@Suite @MainActor struct StackViewTests {
    /// A stack 100 x 20 (or 20 x 100 vertically) of views 10, 20 and 30 long and 10 thick.
    private func stack(_ axis: StackAxis = .horizontal, _ configure: (StackView) -> Void = { _ in }) throws
        -> (StackView, [View]) {
        let stack = StackView(frame: axis == .horizontal ? Rect(x: 0, y: 0, width: 100, height: 20)
                                                       : Rect(x: 0, y: 0, width: 20, height: 100))
        stack.axis = axis
        let views = [10.0, 20, 30].map { length in
            View(frame: axis == .horizontal ? Rect(x: 0, y: 0, width: length, height: 10)
                                            : Rect(x: 0, y: 0, width: 10, height: length))
        }
        for view in views { try stack.addArrangedSubview(view) }
        configure(stack)
        stack.layoutIfNeeded()
        return (stack, views)
    }

    @Test func fillGivesTheSpaceLeftToTheLastView() throws {
        let (_, views) = try stack { $0.spacing = 5 }
        #expect(views.map(\.frame) == [Rect(x: 0, y: 0, width: 10, height: 20), Rect(x: 15, y: 0, width: 20, height: 20),
                                       Rect(x: 40, y: 0, width: 60, height: 20)])
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
        let (_, equal) = try stack { $0.distribution = .fillEqually; $0.spacing = 5 }
        #expect(equal.map(\.frame.width) == [30, 30, 30] && equal.map(\.frame.x) == [0, 35, 70])
        let (_, proportional) = try stack { $0.distribution = .fillProportionally }
        #expect(proportional.map(\.frame.width).map { ($0 * 1000).rounded() / 1000 } == [16.667, 33.333, 50])
    }

    @Test func equalSpacingSharesTheFreeSpaceBetweenViews() throws {
        let (_, views) = try stack { $0.distribution = .equalSpacing }
        #expect(views.map(\.frame.x) == [0, 30, 70] && views.map(\.frame.width) == [10, 20, 30])
    }

    @Test func alignmentPlacesViewsAcrossTheAxis() throws {
        let expectations: [(StackAlignment, Double, Double)] = [(.fill, 0, 20), (.top, 0, 10), (.center, 5, 10),
                                                                (.bottom, 10, 10)]
        for (alignment, y, height) in expectations {
            let (_, views) = try stack { $0.alignment = alignment }
            #expect(views[0].frame.y == y && views[0].frame.height == height, "\(alignment)")
        }
    }

    @Test func verticalStacksLineUpTopToBottom() throws {
        let (_, views) = try stack(.vertical) { $0.spacing = 2; $0.alignment = .leading }
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
        let (_, views) = try stack { $0.spacing = 5; $0.traitOverrides.layoutDirection = .rightToLeft }
        #expect(views.map(\.frame.x) == [90, 65, 0])
        let (_, vertical) = try stack(.vertical) { $0.alignment = .leading; $0.traitOverrides.layoutDirection = .rightToLeft }
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
}
