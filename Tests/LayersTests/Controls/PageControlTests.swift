import HeadlessGeometry
import HeadlessRaster
import Testing

@testable import HeadlessLayers

/// Page controls: size, dots and their colours, clamping and accessibility.
@Suite @MainActor struct PageControlTests {
    private func pages(_ count: Int, current: Int) -> PageControl {
        let control = PageControl(frame: Rect(x: 0, y: 0, width: 100, height: 26))
        control.numberOfPages = count
        control.currentPage = current
        return control
    }

    @Test func intrinsicSizeIsTheRowOfDots26PointsTall() {
        #expect(pages(3, current: 0).intrinsicContentSize == Size(width: 3 * 7 + 2 * 9, height: 26))
        #expect(pages(0, current: 0).intrinsicContentSize == Size(width: 0, height: 26))
    }

    @Test func currentDotIsInTheLabelColourAndOthersFaded() throws {
        let image = try ControlRendering.render(pages(3, current: 1))
        #expect(image.rgba(50, 13) == RGBA.black)
        #expect(ControlRendering.close(image.rgba(34, 13), ControlRendering.over(Color.black.withAlpha(0.3), on: .white)))
        #expect(image.rgba(42, 13) == RGBA.white, "dots are 9 points apart")
        let dark = try ControlRendering.render(pages(3, current: 2), dark: true)
        #expect(dark.rgba(66, 13) == RGBA.white)
        #expect(ControlRendering.close(dark.rgba(50, 13), ControlRendering.over(Color.white.withAlpha(0.3), on: .black)))
        let mirrored = pages(3, current: 0)
        mirrored.traitOverrides.layoutDirection = .rightToLeft
        #expect(try ControlRendering.render(mirrored).rgba(66, 13) == RGBA.black)
    }

    @Test func indicatorColoursAreUsed() throws {
        let control = pages(2, current: 0)
        control.currentPageIndicatorTintColor = .red
        control.pageIndicatorTintColor = .blue
        let image = try ControlRendering.render(control)
        #expect(image.rgba(42, 13) == RGBA.red && image.rgba(58, 13) == RGBA.blue)
    }

    @Test func pagesAreClampedAndZeroOrOneHiddenPageDrawsNothing() throws {
        let control = pages(3, current: 9)
        #expect(control.currentPage == 2)
        control.currentPage = -2
        #expect(control.currentPage == 0)
        control.currentPage = 2
        control.numberOfPages = 2
        #expect(control.currentPage == 1)
        control.numberOfPages = -4
        #expect(control.numberOfPages == 0 && control.currentPage == 0 && control.accessibilityValue == nil)
        #expect(try ControlRendering.render(control).pixels.allSatisfy { $0 == PremultipliedPixel(Color.white).packed })
        control.numberOfPages = 1
        #expect(try ControlRendering.render(control).rgba(50, 13) == RGBA.black)
        control.hidesForSinglePage = true
        #expect(try ControlRendering.render(control).rgba(50, 13) == RGBA.white)
        control.numberOfPages = 1_000_000
        #expect(try ControlRendering.render(control).rgba(10, 13) != RGBA.white, "only the visible dots are drawn, quickly")
        control.numberOfPages = Int.max
        control.currentPage = Int.max
        #expect(control.currentPage == Int.max - 1)
        _ = try ControlRendering.render(control)
    }

    @Test func accessibilityReadsTheAdjustablePage() {
        let control = pages(3, current: 0)
        #expect(control.isAccessibilityElement && control.accessibilityTraits == .adjustable)
        #expect(control.accessibilityValue == "page 1 of 3")
        control.currentPage = 2
        #expect(control.accessibilityItems().map(\.description) == ["page 3 of 3. Adjustable."])
    }
}
