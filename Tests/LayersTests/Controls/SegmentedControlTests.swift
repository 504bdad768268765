import HeadlessGeometry
import HeadlessRaster
import Testing

@testable import HeadlessLayers

/// Segmented controls: size, background, selected pill, separators, titles,
/// segment editing with bad indexes, and one accessibility element per segment.
@Suite @MainActor struct SegmentedControlTests {
    private var background: [Int] { ControlRendering.over(Color(hex: 0x767680, alpha: 0.12), on: .white) }

    private func control(selected: Int, titles: [String] = ["One", "Two", "Three"]) -> SegmentedControl {
        let control = SegmentedControl(titles: titles)
        control.frame = Rect(x: 0, y: 0, width: 80 * Double(titles.count), height: 32)
        control.selectedSegmentIndex = selected
        return control
    }

    @Test func intrinsicSizeComesFromTheWidestTitle() {
        let control = SegmentedControl(titles: ["A", "B"])
        #expect(control.intrinsicContentSize.height == 32 && control.frame.size == control.intrinsicContentSize)
        let narrow = control.intrinsicContentSize.width
        control.setTitle("A much longer title", forSegmentAt: 0)
        #expect(control.intrinsicContentSize.width > narrow + 2 * 50)
        control.insertSegment(withTitle: "C", at: 2)
        #expect(control.intrinsicContentSize.width.truncatingRemainder(dividingBy: 3) < 1e-9)
        #expect(SegmentedControl(titles: []).intrinsicContentSize == Size(width: 0, height: 32))
    }

    @Test func selectedSegmentIsAWhitePillOverTheGreyBackground() throws {
        let image = try ControlRendering.render(control(selected: 1))
        #expect(ControlRendering.close(image.rgba(40, 4), background), "\(image.rgba(40, 4))")
        #expect(image.rgba(85, 6) == RGBA.white, "inside the selected segment's pill")
        #expect(image.rgba(81, 16)[0] < 245 && image.rgba(83, 16) == RGBA.white, "the pill is inset 2 points")
        let dark = try ControlRendering.render(control(selected: 1), dark: true)
        #expect(ControlRendering.close(dark.rgba(40, 4), ControlRendering.over(Color(hex: 0x767680, alpha: 0.24), on: .black)))
        #expect(dark.rgba(85, 6) == [0x63, 0x63, 0x66, 255])
        let mirrored = control(selected: 0)
        mirrored.traitOverrides.layoutDirection = .rightToLeft
        #expect(try ControlRendering.render(mirrored).rgba(165, 6) == RGBA.white, "the first segment is on the right")
    }

    @Test func separatorsLieOnlyBetweenUnselectedNeighbours() throws {
        let image = try ControlRendering.render(control(selected: 2, titles: ["A", "B", "C", "D"]))
        // A separator straddles its boundary, half covering the pixels on both sides; the pill's soft
        // shadow darkens the background next to it by a few levels per pixel at most.
        let red = { (x: Int) in image.rgba(x, 16)[0] }
        #expect(red(82) - red(80) > 15, "between segments 0 and 1")
        #expect(red(157) - red(159) < 15, "before the selected segment")
        #expect(red(242) - red(240) < 15, "after the selected segment")
        #expect(ControlRendering.close(image.rgba(4, 16), background, within: 1))
    }

    @Test func selectedTitleIsSemiboldAndTitlesAreDrawnInTheirSegments() throws {
        let count = { (selected: Int) in
            ControlRendering.inkCount(
                try ControlRendering.render(self.control(selected: selected)), in: (0..<80, 6..<26),
                background: RGBA.white, threshold: 120)
        }
        let regular = try count(1), semibold = try count(0)
        #expect(regular > 20 && semibold > regular, "\(regular) \(semibold)")
        let empty = try ControlRendering.render(control(selected: 0, titles: ["", "B"]))
        #expect(ControlRendering.inkCount(empty, in: (8..<72, 6..<26), background: RGBA.white, threshold: 120) == 0)
    }

    @Test func badIndexesSelectNoSegmentOrAreIgnored() {
        let control = control(selected: 1)
        control.selectedSegmentIndex = 3
        #expect(control.selectedSegmentIndex == SegmentedControl.noSegment)
        control.selectedSegmentIndex = -7
        #expect(control.selectedSegmentIndex == -1)
        control.selectedSegmentIndex = 1
        control.insertSegment(withTitle: "Zero", at: -4)
        #expect(control.titleForSegment(at: 0) == "Zero" && control.selectedSegmentIndex == 2, "the selected segment stays selected")
        control.insertSegment(withTitle: nil, at: 99)
        #expect(control.numberOfSegments == 5 && control.titleForSegment(at: 4) == "")
        control.setTitle("X", forSegmentAt: 5)
        control.setTitle("X", forSegmentAt: -1)
        control.removeSegment(at: 5)
        control.removeSegment(at: -1)
        #expect(control.numberOfSegments == 5 && control.titleForSegment(at: 5) == nil && control.titleForSegment(at: -1) == nil)
        control.removeSegment(at: 0)
        #expect(control.selectedSegmentIndex == 1 && control.titleForSegment(at: 1) == "Two")
        control.removeSegment(at: 1)
        #expect(control.selectedSegmentIndex == SegmentedControl.noSegment && control.numberOfSegments == 3)
    }

    @Test func eachSegmentIsAnAccessibilityElement() {
        let control = control(selected: 1)
        #expect(!control.isAccessibilityElement)
        let items = control.accessibilityItems()
        #expect(items.map(\.description) == ["One, 1 of 3. Button.", "Two, 2 of 3. Selected, Button.", "Three, 3 of 3. Button."])
        #expect(items.map(\.frame) == [0, 80, 160].map { Rect(x: $0, y: 0, width: 80, height: 32) })
        control.isEnabled = false
        #expect(control.accessibilityItems().allSatisfy { $0.traits.contains(.notEnabled) })
        control.removeSegment(at: 0)
        #expect(control.accessibilityElements?.count == 2)
    }
}
