import HeadlessGeometry
import HeadlessRaster
import Testing

@testable import HeadlessLayers

/// Scroll views: the offset as the bounds origin, clipping, insets adjusted by the safe area, and bad geometry.
@Suite @MainActor struct ScrollViewTests {
    /// A 40 x 40 scroll view at (10, 10) holding a red 40 x 100 strip with a blue band from y 50 to 60.
    private func scrollView() throws -> ScrollView {
        let scroll = ScrollView(frame: Rect(x: 10, y: 10, width: 40, height: 40))
        scroll.contentSize = Size(width: 40, height: 100)
        try scroll.addSubview(TestSupport.view(Rect(x: 0, y: 0, width: 40, height: 100), .red))
        try scroll.addSubview(TestSupport.view(Rect(x: 0, y: 50, width: 40, height: 10), .blue))
        return scroll
    }

    /// Renders `scroll` in a 60 x 60 white host.
    private func render(_ scroll: ScrollView) throws -> Bitmap {
        let host = TestSupport.view(Rect(x: 0, y: 0, width: 60, height: 60), .white)
        try host.addSubview(scroll)
        return try TestSupport.render(host.layer, width: 60, height: 60)
    }

    @Test func contentOffsetIsTheBoundsOriginAndMovesTheContentUp() throws {
        let scroll = try scrollView()
        scroll.contentOffset = Point(x: 0, y: 45)
        #expect(scroll.bounds.origin == Point(x: 0, y: 45))
        let image = try render(scroll)
        // The blue band (content y 50 to 60) is now at 50 - 45 = 5 inside the view, 15 in the host.
        #expect(image.rgba(30, 17) == RGBA.blue)
        #expect(image.rgba(30, 12) == RGBA.red && image.rgba(30, 30) == RGBA.red)
        scroll.setContentOffset(Point(x: 0, y: 0), animated: true)
        #expect(scroll.contentOffset == .zero, "an animated offset is set at once")
        #expect(try render(scroll).rgba(30, 17) == RGBA.red)
    }

    @Test func contentIsClippedToTheBoundsAndNoIndicatorIsDrawn() throws {
        let scroll = try scrollView()
        #expect(scroll.clipsToBounds)
        let image = try render(scroll)
        #expect(image.rgba(30, 5) == RGBA.white && image.rgba(30, 55) == RGBA.white, "content outside the bounds is clipped")
        #expect(image.rgba(30, 49) == RGBA.red)
        #expect(scroll.showsVerticalScrollIndicator)
        scroll.showsVerticalScrollIndicator = false
        #expect(try render(scroll).maxDifference(to: image) == 0, "no indicator is drawn at rest")
    }

    @Test func nonFiniteAndNegativeGeometryIsCleared() throws {
        let scroll = try scrollView()
        scroll.contentOffset = Point(x: 5, y: 20)
        scroll.contentOffset = Point(x: .nan, y: .infinity)
        #expect(scroll.contentOffset == Point(x: 5, y: 20), "non-finite components leave the offset as it was")
        scroll.contentOffset = Point(x: .nan, y: 30)
        #expect(scroll.contentOffset == Point(x: 5, y: 30))
        scroll.contentSize = Size(width: .nan, height: -10)
        #expect(scroll.contentSize == .zero)
        scroll.contentSize = Size(width: .infinity, height: 200)
        #expect(scroll.contentSize == Size(width: 0, height: 200))
        scroll.contentInset = EdgeInsets(top: .nan, left: 4, bottom: -.infinity, right: -2)
        #expect(scroll.contentInset == EdgeInsets(top: 0, left: 4, bottom: 0, right: -2))
        _ = try render(scroll)
    }

    @Test func adjustedContentInsetAddsTheSafeAreaAsTheBehaviourSays() throws {
        let window = Window(device: .iPhone15)
        let scroll = ScrollView(frame: window.bounds)
        try window.addSubview(scroll)
        scroll.contentInset = EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        scroll.contentSize = Size(width: 100, height: 100)
        #expect(scroll.adjustedContentInset == scroll.contentInset, "short content does not scroll, so nothing is added")
        scroll.contentSize = Size(width: 100, height: 2000)
        #expect(scroll.adjustedContentInset == EdgeInsets(top: 60, left: 2, bottom: 37, right: 4))
        scroll.contentInsetAdjustmentBehavior = .never
        #expect(scroll.adjustedContentInset == scroll.contentInset)
        scroll.contentInsetAdjustmentBehavior = .always
        #expect(scroll.adjustedContentInset == EdgeInsets(top: 60, left: 2, bottom: 37, right: 4))
        scroll.contentInsetAdjustmentBehavior = .scrollableAxes
        scroll.contentSize = Size(width: 100, height: 100)
        scroll.alwaysBounceVertical = true
        #expect(scroll.adjustedContentInset == EdgeInsets(top: 60, left: 2, bottom: 37, right: 4))
        let landscape = Window(device: .iPhone15Landscape)
        let wide = ScrollView(frame: landscape.bounds)
        try landscape.addSubview(wide)
        wide.contentSize = Size(width: 3000, height: 10)
        #expect(wide.adjustedContentInset == EdgeInsets(top: 0, left: 59, bottom: 0, right: 59), "only the scrolling axis takes the safe area")
    }

    @Test func aRestingOffsetFollowsTheAdjustedInsetSoContentStartsBelowTheStatusBar() throws {
        let window = Window(device: .iPhone15)
        let scroll = ScrollView(frame: window.bounds)
        scroll.alwaysBounceVertical = true
        try window.addSubview(scroll)
        window.layoutIfNeeded()
        #expect(scroll.contentOffset == Point(x: 0, y: -59))
        scroll.contentOffset = Point(x: 0, y: 100)
        scroll.contentInset = EdgeInsets(top: 10, left: 0, bottom: 0, right: 0)
        window.layoutIfNeeded()
        #expect(scroll.contentOffset == Point(x: 0, y: 100), "a scrolled view keeps its offset")
    }
}
