import HeadlessGeometry
import HeadlessRaster
import Testing

@testable import HeadlessLayers

/// The layout pass, measuring and autoresizing.
@Suite @MainActor struct ViewLayoutTests {
    final class Recorder: View {
        var layouts = 0
        override func layoutSubviews() {
            layouts += 1
            subviews.first?.frame = Rect(x: 0, y: 0, width: bounds.width / 2, height: bounds.height)
        }
        override func sizeThatFits(_ size: Size) -> Size { Size(width: 42, height: 7) }
    }

    @Test func layoutRunsOnlyWhenNeededAndParentsFirst() throws {
        let view = Recorder(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        let child = Recorder()
        try view.addSubview(child)
        view.layoutIfNeeded()
        #expect(view.layouts == 1 && child.layouts == 1 && child.frame.width == 5)
        view.layoutIfNeeded()
        #expect(view.layouts == 1)
        view.setNeedsLayout()
        view.layoutIfNeeded()
        #expect(view.layouts == 2 && child.layouts == 1)
        view.frame.size = Size(width: 20, height: 10)  // a new size needs layout
        view.layoutIfNeeded()
        #expect(view.layouts == 3 && child.frame.width == 10 && child.layouts == 2)
    }

    @Test func renderingLaysOutFirst() throws {
        let view = Recorder(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        try view.addSubview(TestSupport.view(.zero, .red))
        let image = try TestSupport.render(view.layer)
        #expect(view.layouts == 1 && image.rgba(2, 5) == RGBA.red && image.rgba(7, 5) == RGBA.clear)
    }

    @Test func sizeToFitUsesSizeThatFits() {
        let view = Recorder(frame: Rect(x: 3, y: 4, width: 1, height: 1))
        view.sizeToFit()
        #expect(view.frame == Rect(x: 3, y: 4, width: 42, height: 7))
        let plain = View(frame: Rect(x: 0, y: 0, width: 5, height: 6))
        #expect(plain.sizeThatFits(Size(width: 100, height: 100)) == Size(width: 5, height: 6))
        #expect(plain.intrinsicContentSize.width == View.noIntrinsicMetric)
    }

    @Test func autoresizingMaskSharesTheSizeChange() throws {
        let parent = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        let stretchy = View(frame: Rect(x: 10, y: 10, width: 80, height: 80))
        stretchy.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        let pinnedRight = View(frame: Rect(x: 80, y: 0, width: 20, height: 20))
        pinnedRight.autoresizingMask = [.flexibleLeftMargin, .flexibleBottomMargin]
        let centred = View(frame: Rect(x: 40, y: 40, width: 20, height: 20))
        centred.autoresizingMask = [.flexibleLeftMargin, .flexibleRightMargin]
        let fixed = View(frame: Rect(x: 5, y: 5, width: 5, height: 5))
        for view in [stretchy, pinnedRight, centred, fixed] { try parent.addSubview(view) }
        parent.frame.size = Size(width: 200, height: 150)
        #expect(stretchy.frame == Rect(x: 10, y: 10, width: 180, height: 130))
        #expect(pinnedRight.frame == Rect(x: 180, y: 0, width: 20, height: 20))
        #expect(centred.frame == Rect(x: 90, y: 40, width: 20, height: 20))
        #expect(fixed.frame == Rect(x: 5, y: 5, width: 5, height: 5))
    }

    @Test func layoutMarginsInsetMarginRelativeStacks() throws {
        let stack = StackView(frame: Rect(x: 0, y: 0, width: 100, height: 40))
        stack.layoutMargins = EdgeInsets(top: 5, left: 10, bottom: 5, right: 20)
        stack.isLayoutMarginsRelativeArrangement = true
        let item = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        try stack.addArrangedSubview(item)
        #expect(stack.sizeThatFits(.zero) == Size(width: 40, height: 20))
        stack.layoutIfNeeded()
        #expect(item.frame == Rect(x: 10, y: 5, width: 70, height: 30))
    }
}
