import HeadlessGeometry
import HeadlessRaster
import Testing

@testable import HeadlessLayers

/// Navigation bars: heights, the title and buttons' places, truncation, the
/// back button's titles, pixels light and dark, the background under the
/// status bar, accessibility order, right-to-left, and bad input.
@Suite @MainActor struct NavigationBarTests {
    /// A 375 x 44 bar (a phone's width) showing `title` over an item titled `previous`, if any.
    private func bar(_ title: String?, previous: String? = nil, width: Double = 375) -> NavigationBar {
        let bar = NavigationBar(frame: Rect(x: 0, y: 0, width: width, height: 44))
        if let previous { bar.pushItem(NavigationItem(title: previous)) }
        bar.pushItem(NavigationItem(title: title))
        return bar
    }

    /// The bar laid out at its own height.
    private func laidOut(_ bar: NavigationBar) -> NavigationBar {
        bar.sizeToFit()
        bar.layoutIfNeeded()
        return bar
    }

    /// The material as the layer path draws it (opaque), light or dark.
    private func material(dark: Bool = false) -> Color { Color(hex: dark ? 0x1D1D1D : 0xF9F9F9) }

    /// The leftmost and rightmost columns with ink (colour away from `background`) in `rows`.
    private func inkColumns(_ image: Bitmap, rows: Range<Int>, background: Color) -> ClosedRange<Int>? {
        let plain = ControlRendering.over(background, on: background)
        let columns = (0..<image.width).filter { x in rows.contains { !ControlRendering.close(image.rgba(x, $0), plain, within: 40) } }
        guard let first = columns.first, let last = columns.last else { return nil }
        return first...last
    }

    // MARK: Geometry

    @Test func barIs44PointsTall96WithALargeTitle32InCompactHeightAnd30MoreWithAPrompt() {
        let bar = bar("General")
        #expect(bar.intrinsicContentSize == Size(width: View.noIntrinsicMetric, height: 44))
        #expect(bar.sizeThatFits(Size(width: 320, height: 0)) == Size(width: 320, height: 44))
        bar.prefersLargeTitles = true
        #expect(bar.intrinsicContentSize.height == 96)
        bar.topItem?.prompt = "Choose a network"
        #expect(bar.intrinsicContentSize.height == 126)
        bar.topItem?.prompt = ""
        bar.traitOverrides.verticalSizeClass = .compact
        bar.layoutIfNeeded()
        #expect(bar.intrinsicContentSize.height == 32, "no large title in compact height, a 32-point row")
    }

    @Test func largeTitleDisplayModeDecidesAndAutomaticFollowsTheItemBelow() {
        let bar = bar("Detail", previous: "Inbox")
        bar.prefersLargeTitles = true
        #expect(bar.showsLargeTitle, "automatic all the way down: large")
        bar.items[0].largeTitleDisplayMode = .never
        #expect(!bar.showsLargeTitle, "automatic follows the item below")
        bar.topItem?.largeTitleDisplayMode = .always
        #expect(bar.showsLargeTitle)
        bar.prefersLargeTitles = false
        #expect(!bar.showsLargeTitle && bar.intrinsicContentSize.height == 44, "always needs a bar that prefers large titles")
    }

    @Test func titleIsCentredAndButtonsSitAtTheMargins() {
        let item = NavigationItem(title: "General")
        item.leftBarButtonItem = BarButtonItem(systemItem: .cancel)
        item.rightBarButtonItem = BarButtonItem(systemItem: .done)
        let bar = NavigationBar(frame: Rect(x: 0, y: 0, width: 375, height: 44))
        bar.pushItem(item)
        _ = laidOut(bar)
        #expect(abs(bar.titleLabel.frame.midX - 187.5) <= 0.5, "\(bar.titleLabel.frame)")
        #expect(bar.titleLabel.frame.minY == 0 && bar.titleLabel.frame.height == 44)
        #expect(bar.leadingButtons[0].frame.minX == 16 && bar.trailingButtons[0].frame.maxX == 375 - 16)
        bar.frame = Rect(x: 0, y: 0, width: 430, height: 44)
        bar.layoutIfNeeded()
        #expect(bar.leadingButtons[0].frame.minX == 20 && bar.trailingButtons[0].frame.maxX == 430 - 20, "a Max phone's margins")
        bar.frame = Rect(x: 0, y: 0, width: 375, height: 44)
        bar.traitOverrides.horizontalSizeClass = .regular
        bar.layoutIfNeeded()
        #expect(bar.leadingButtons[0].frame.minX == 20, "regular width: 20-point margins")
    }

    @Test func buttonsFollowTheSafeAreaOfALandscapePhone() throws {
        let window = Window(device: .iPhone15Landscape)
        let bar = bar("General", previous: "Settings", width: 852)
        bar.topItem?.rightBarButtonItem = BarButtonItem(systemItem: .add)
        try window.addSubview(bar)
        window.layoutIfNeeded()
        #expect(bar.intrinsicContentSize.height == 32)
        #expect(bar.backButton.frame.minX == 59 + 8 && bar.trailingButtons[0].frame.maxX == 852 - 59 - 20)
    }

    @Test func longTitlesAreTruncatedBetweenTheButtons() throws {
        let item = NavigationItem(title: String(repeating: "A very long title ", count: 6))
        item.leftBarButtonItem = BarButtonItem(title: "Close")
        item.rightBarButtonItems = [BarButtonItem(systemItem: .save), BarButtonItem(systemItem: .edit)]
        let bar = NavigationBar(frame: Rect(x: 0, y: 0, width: 375, height: 44))
        bar.pushItem(item)
        _ = laidOut(bar)
        let title = bar.titleLabel.frame
        #expect(title.minX == bar.leadingButtons[0].frame.maxX + 8, "\(title)")
        #expect(title.maxX == bar.trailingButtons[1].frame.minX - 8, "\(title)")
        #expect(bar.titleLabel.textLayout(width: title.width)?.isTruncated == true)
        let image = try ControlRendering.render(bar)
        let ink = try #require(inkColumns(image, rows: 12..<32, background: material()))
        #expect(ink.lowerBound >= 16 && ink.upperBound < 375 - 16)
    }

    @Test func backButtonSaysThePreviousTitleThenBackThenNothing() {
        let bar = laidOut(bar("Wi-Fi", previous: "Settings"))
        #expect(bar.backButton.accessibilityLabel == "Settings" && !bar.backButton.isHidden)
        #expect(bar.backButton.frame.minX == 8, "the chevron 8 points from the edge")
        bar.items[0].backButtonTitle = "Back to the list of all settings"
        bar.layoutIfNeeded()
        #expect(bar.backButton.accessibilityLabel == "Back", "a title too long to leave the title room gives way to Back")
        bar.topItem?.title = "A title so long that it fills the whole bar from side to side"
        bar.layoutIfNeeded()
        #expect(
            bar.backButton.frame.width == BarGlyph.backChevron.size.width && bar.backButton.accessibilityLabel == "Back",
            "the chevron alone, still read as Back")
        #expect(bar.titleLabel.frame.minX == bar.backButton.frame.maxX + 8)
        bar.topItem?.title = "Wi-Fi"
        bar.items[0].title = nil
        bar.items[0].backButtonTitle = nil
        bar.layoutIfNeeded()
        #expect(bar.backButton.accessibilityLabel == "Back", "an untitled item's back button says Back")
    }

    @Test func backButtonDisplayModesHidingAndLeftItems() {
        let bar = laidOut(bar("Wi-Fi", previous: "Settings"))
        let back = bar.items[0], top = bar.items[1]
        let width = {
            bar.layoutIfNeeded()
            return bar.backButton.isHidden ? 0 : bar.backButton.frame.width
        }
        let chevron = BarGlyph.backChevron.size.width
        back.backButtonDisplayMode = .minimal
        #expect(width() == chevron)
        back.backButtonDisplayMode = .generic
        #expect(width() == BarButtonView.backWidth(title: "Back"))
        back.backButtonDisplayMode = .default
        back.backButtonTitle = ""
        #expect(width() == chevron, "an empty back button title leaves the chevron alone")
        top.leftBarButtonItem = BarButtonItem(systemItem: .cancel)
        #expect(width() == 0 && bar.leadingButtons[0].frame.minX == 16, "left items replace the back button")
        top.leftItemsSupplementBackButton = true
        #expect(width() == chevron && bar.leadingButtons[0].frame.minX == 8 + chevron + 8, "or follow it")
        top.hidesBackButton = true
        #expect(width() == 0)
    }

    @Test func largeTitleSitsAtTheMarginInBoldAndGrowsWithDynamicTypeUpToXXXLarge() {
        let bar = bar("Mailboxes")
        bar.prefersLargeTitles = true
        _ = laidOut(bar)
        let label = bar.largeTitleLabel
        #expect(label.frame.minX == 16 && label.frame.maxX == 375 - 16 && label.font?.size == 34 && label.font?.weight == .bold)
        #expect(abs(label.frame.maxY - (96 - 8)) < 1e-9 && bar.titleLabel.isHidden && !label.isHidden)
        bar.traitOverrides.preferredContentSizeCategory = .extraExtraExtraLarge
        bar.layoutIfNeeded()
        let grown = bar.intrinsicContentSize.height
        #expect(label.font?.size == 40 && grown > 96 && grown < 110, "\(grown)")
        bar.traitOverrides.preferredContentSizeCategory = .accessibilityExtraExtraExtraLarge
        bar.layoutIfNeeded()
        #expect(label.font?.size == 40 && bar.intrinsicContentSize.height == grown, "capped at the accessibility sizes")
    }

    @Test func titleAndButtonsKeepTheirSizeAtEveryContentSizeCategory() {
        let bar = bar("General")
        bar.topItem?.rightBarButtonItem = BarButtonItem(systemItem: .edit)
        _ = laidOut(bar)
        let title = bar.titleLabel.frame, button = bar.trailingButtons[0].frame
        bar.traitOverrides.preferredContentSizeCategory = .accessibilityExtraLarge
        bar.layoutIfNeeded()
        #expect(bar.titleLabel.frame == title && bar.trailingButtons[0].frame == button && bar.intrinsicContentSize.height == 44)
    }

    // MARK: Pixels

    @Test func titleInkIsCentredInLabelColourOverTheMaterial() throws {
        let image = try ControlRendering.render(laidOut(bar("General")))
        #expect(image.rgba(4, 4) == ControlRendering.over(material(), on: .white))
        let ink = try #require(inkColumns(image, rows: 10..<34, background: material()))
        #expect(abs(Double(ink.lowerBound + ink.upperBound + 1) / 2 - 187.5) <= 1.5, "\(ink)")
        let dark = try ControlRendering.render(laidOut(bar("General")), dark: true)
        #expect(dark.rgba(4, 4) == ControlRendering.over(material(dark: true), on: .black))
        #expect((10..<34).contains { y in (160..<215).contains { dark.rgba($0, y)[0] > 200 } }, "white title in dark mode")
    }

    @Test func backChevronIsDrawnInTheTintColourPointingToTheLeadingSide() throws {
        let bar = laidOut(bar("Wi-Fi", previous: "Settings"))
        let tint = ControlRendering.over(Color(hex: 0x007AFF), on: material())
        let image = try ControlRendering.render(bar)
        #expect(ControlRendering.close(image.rgba(10, 22), tint, within: 12), "the tip: \(image.rgba(10, 22))")
        #expect(ControlRendering.close(image.rgba(19, 22), ControlRendering.over(material(), on: .white)), "open on the other side")
        #expect(ControlRendering.close(image.rgba(19, 13), tint, within: 60), "the upper arm's end")
        bar.tintColor = .red
        #expect(ControlRendering.close(try ControlRendering.render(bar).rgba(10, 22), RGBA.red, within: 12), "the bar's tint colour")
        let dark = try ControlRendering.render(laidOut(self.bar("Wi-Fi", previous: "Settings")), dark: true)
        #expect(ControlRendering.close(dark.rgba(10, 22), ControlRendering.over(Color(hex: 0x0A84FF), on: material(dark: true)), within: 12))
    }

    @Test func hairlineIsOnePixelOfTheSeparatorColourLightAndDark() throws {
        let image = try ControlRendering.render(laidOut(bar("General")))
        let line = ControlRendering.over(Color(hex: 0x3C3C43, alpha: 0.29), on: material())
        #expect(ControlRendering.close(image.rgba(100, 43), line, within: 1), "\(image.rgba(100, 43))")
        #expect(image.rgba(100, 42) == ControlRendering.over(material(), on: .white))
        let dark = try ControlRendering.render(laidOut(bar("General")), dark: true)
        #expect(
            ControlRendering.close(
                dark.rgba(100, 43), ControlRendering.over(Color(hex: 0x545458, alpha: 0.6), on: material(dark: true)),
                within: 1))
        let plain = laidOut(bar("General"))
        plain.shadowColor = nil
        #expect(try ControlRendering.render(plain).rgba(100, 43) == ControlRendering.over(material(), on: .white))
        let atTwoX = try laidOut(bar("General")).drawHierarchy(device: .iPhoneSE3)
        #expect(atTwoX.rgba(200, 87)[0] < 220 && atTwoX.rgba(200, 86)[0] > 240, "one pixel, not one point, at 2x")
    }

    @Test func backgroundIsTheMaterialTheBarTintOrOpaque() throws {
        let bar = laidOut(bar("General"))
        bar.isTranslucent = false
        #expect(try ControlRendering.render(bar).rgba(4, 4) == RGBA.white)
        #expect(try ControlRendering.render(bar, dark: true).rgba(4, 4) == RGBA.black)
        bar.backgroundColor = .green
        #expect(try ControlRendering.render(bar).rgba(4, 4) == RGBA.green && bar.layer.backgroundColor == nil)
        bar.barTintColor = .red
        #expect(try ControlRendering.render(bar).rgba(4, 4) == RGBA.red, "the bar tint wins")
        bar.isTranslucent = true
        bar.barTintColor = DynamicColor(Color(hex: 0x0000FF, alpha: 0.5))
        let host = View(frame: bar.frame)
        host.backgroundColor = .white
        try host.addSubview(bar)
        let blended = try host.drawHierarchy(device: .iPhoneSE3)
        #expect(
            ControlRendering.close(blended.rgba(8, 8), [128, 128, 255, 255], within: 2), "half blue over the blurred white: \(blended.rgba(8, 8))")
    }

    @Test func pinnedBarSitsBelowTheStatusBarWithItsBackgroundUnderIt() throws {
        let root = View(frame: DeviceProfile.iPhone15.screenBounds)
        root.backgroundColor = .red
        let bar = bar("General")
        try root.addSubview(bar)
        try bar.pinToSafeAreaTop(of: root)
        let image = try root.drawHierarchy(device: .iPhone15)
        #expect(bar.frame == Rect(x: 0, y: 59, width: 393, height: 44) && bar.barPosition == .topAttached)
        #expect(image.rgba(600, 30)[1] > 200, "material, not red, under the status bar: \(image.rgba(600, 30))")
        #expect(image.rgba(600, 3 * 103 + 3)[1] == 0, "red below the bar")
        bar.barPosition = .top
        #expect(try root.drawHierarchy(device: .iPhone15).rgba(600, 30)[1] == 0, "a top bar keeps to its bounds")
        #expect(throws: LayoutError.self) { try NavigationBar().pinToSafeAreaTop(of: root) }
    }

    // MARK: Items

    @Test func systemItemsShowUIKitsWordsAndGlyphs() throws {
        let words = [BarButtonItem.SystemItem.done, .cancel, .edit, .save].map { BarButtonItem(systemItem: $0).shownTitle }
        #expect(words == ["Done", "Cancel", "Edit", "Save"])
        #expect(
            BarButtonItem.SystemItem.allCases.map { BarButtonItem(systemItem: $0).accessibilityLabel }
                == ["Done", "Cancel", "Edit", "Save", "Add", "Close"])
        #expect(BarButtonItem(systemItem: .done).style == .done && BarButtonItem(systemItem: .cancel).style == .plain)
        let add = BarButtonItem(systemItem: .add)
        add.title = "ignored"
        #expect(add.shownTitle == nil)
        let bar = bar("List")
        bar.topItem?.rightBarButtonItem = add
        let image = try ControlRendering.render(laidOut(bar))
        let plus = bar.trailingButtons[0].frame
        #expect(plus.width == 22 && plus.maxX == 375 - 16)
        let tint = ControlRendering.over(Color(hex: 0x007AFF), on: material())
        #expect(ControlRendering.close(image.rgba(Int(plus.midX), 22), tint, within: 12), "the plus sign's centre")
        #expect(ControlRendering.close(image.rgba(Int(plus.midX) + 4, 18), ControlRendering.over(material(), on: .white)))
    }

    @Test func doneTitlesAreSemiboldAndDisabledItemsAreDimmed() throws {
        let plain = BarButtonItem(title: "Done"), done = BarButtonItem(title: "Done", style: .done)
        let bar = bar(nil)
        bar.topItem?.rightBarButtonItems = [plain, done]
        _ = laidOut(bar)
        #expect(bar.trailingButtons[1].frame.width > bar.trailingButtons[0].frame.width, "semibold is wider")
        let before = try ControlRendering.render(bar)
        plain.isEnabled = false
        bar.layoutIfNeeded()
        let after = try ControlRendering.render(bar)
        let frame = bar.trailingButtons[0].frame
        let rows = 12..<32, columns = Int(frame.minX)..<Int(frame.maxX)
        let darkest = { (image: Bitmap) in rows.flatMap { y in columns.map { image.rgba($0, y)[1] } }.min() ?? 255 }
        #expect(darkest(after) > darkest(before) + 60, "\(darkest(before)) \(darkest(after))")
        #expect(bar.trailingButtons[0].accessibilityTraits == [.button, .notEnabled])
    }

    @Test func imageItemsDrawTheirImage() throws {
        let item = BarButtonItem(image: Image(bitmap: try TestSupport.solidImage(width: 20, height: 20, .red)))
        let bar = bar("Photos")
        bar.topItem?.leftBarButtonItem = item
        let image = try ControlRendering.render(laidOut(bar))
        #expect(bar.leadingButtons[0].frame.width == 20 && image.rgba(26, 22) == RGBA.red)
    }

    @Test func pushPopAndSetItemsKeepOneStackPerItem() {
        let first = NavigationItem(title: "One"), second = NavigationItem(title: "Two")
        let bar = NavigationBar(), other = NavigationBar()
        bar.setItems([first, second, first])
        #expect(bar.items.map(\.title) == ["One", "Two"] && bar.topItem === second && bar.backItem === first)
        bar.pushItem(second)
        #expect(bar.items.count == 2, "an item already on the stack stays where it is")
        other.pushItem(second)
        #expect(bar.items.map(\.title) == ["One"] && other.topItem === second, "pushing onto another bar takes it from the first")
        #expect(bar.popItem() === first && bar.popItem() == nil && bar.topItem == nil && bar.backItem == nil)
        other.layoutIfNeeded()
        #expect(!other.layer.needsLayout)
        second.title = "Changed again"
        #expect(other.layer.needsLayout, "a changed item lays its bar out again")
    }

    // MARK: Accessibility

    @Test func readingOrderIsBackLeadingTitleTrailing() {
        let bar = bar("General", previous: "Settings")
        let top = bar.topItem!
        top.leftItemsSupplementBackButton = true
        top.leftBarButtonItem = BarButtonItem(title: "Close")
        top.rightBarButtonItems = [BarButtonItem(systemItem: .add), BarButtonItem(systemItem: .edit)]
        let items = laidOut(bar).accessibilityItems()
        #expect(items.map(\.description) == ["Settings. Back button.", "Close. Button.", "General. Heading.", "Edit. Button.", "Add. Button."])
        bar.prefersLargeTitles = true
        top.prompt = "Pick one"
        #expect(
            bar.accessibilityItems().map(\.description)
                == ["Pick one.", "Settings. Back button.", "Close. Button.", "Edit. Button.", "Add. Button.", "General. Heading."])
        #expect(!bar.isAccessibilityElement)
    }

    // MARK: Right to left

    @Test func rightToLeftMirrorsTheBar() throws {
        let bar = bar("General", previous: "Settings")
        bar.topItem?.rightBarButtonItem = BarButtonItem(systemItem: .edit)
        bar.traitOverrides.layoutDirection = .rightToLeft
        _ = laidOut(bar)
        #expect(bar.backButton.frame.maxX == 375 - 8 && bar.trailingButtons[0].frame.minX == 16)
        #expect(abs(bar.titleLabel.frame.midX - 187.5) <= 0.5)
        let image = try ControlRendering.render(bar)
        let tint = ControlRendering.over(Color(hex: 0x007AFF), on: material())
        #expect(ControlRendering.close(image.rgba(364, 22), tint, within: 12), "the tip, pointing right: \(image.rgba(364, 22))")
        #expect(ControlRendering.close(image.rgba(355, 22), ControlRendering.over(material(), on: .white)))
        bar.prefersLargeTitles = true
        _ = laidOut(bar)
        #expect(bar.largeTitleLabel.frame.maxX == 375 - 16)
        let large = try ControlRendering.render(bar)
        let ink = try #require(inkColumns(large, rows: 50..<88, background: material()))
        #expect(ink.upperBound <= 375 - 16 && ink.upperBound > 375 - 24 && ink.lowerBound > 150, "right-aligned: \(ink)")
    }

    // MARK: Bad input

    @Test func emptyAndMissingTitlesShowNothing() throws {
        for title in [nil, ""] {
            let bar = NavigationBar(frame: Rect(x: 0, y: 0, width: 375, height: 44))
            bar.setItems([NavigationItem(title: title), NavigationItem(title: title)])
            _ = laidOut(bar)
            #expect(bar.titleLabel.isHidden && bar.backButton.accessibilityLabel == "Back")
            let image = try ControlRendering.render(bar)
            let ink = try #require(inkColumns(image, rows: 0..<43, background: material()))
            #expect(ink.lowerBound >= 8 && ink.upperBound < 100, "only the back button: \(ink)")
        }
        let blank = bar("Title")
        blank.topItem?.rightBarButtonItem = BarButtonItem(title: "")
        _ = laidOut(blank)
        #expect(blank.trailingButtons[0].frame.width == 0 && blank.accessibilityItems().map(\.description) == ["Title. Heading.", "Button."])
    }

    @Test func nonFiniteFramesLayOutNothingAndRenderingSaysWhy() {
        for frame in [
            Rect(x: 0, y: 0, width: .nan, height: 44), Rect(x: 0, y: 0, width: .infinity, height: 44),
            Rect(x: .nan, y: 0, width: 375, height: .nan),
        ] {
            let bar = bar("General", previous: "Back")
            bar.topItem?.rightBarButtonItem = BarButtonItem(systemItem: .add)
            bar.frame = frame
            bar.layoutIfNeeded()
            #expect(bar.subviews.allSatisfy { $0.isHidden || $0.frame.width.isFinite })
            #expect(throws: RenderError.self) { try bar.drawHierarchy(device: .iPhoneSE3) }
        }
    }

    @Test func buttonsOfABarWithNoRoomLeftAreHiddenAndNotRead() {
        let bar = laidOut(bar("General", previous: "Back"))
        bar.topItem?.rightBarButtonItem = BarButtonItem(systemItem: .add)
        bar.layoutIfNeeded()
        #expect(bar.trailingButtons.contains { !$0.isHidden })
        bar.frame = Rect(x: 0, y: 0, width: 0, height: 44)
        bar.layoutIfNeeded()
        #expect(bar.trailingButtons.allSatisfy { $0.isHidden })
        #expect(bar.accessibilityItems().allSatisfy { $0.label != "Add" })
    }

    @Test func aHugeNumberOfButtonsKeepsToEachHalfOfTheBar() throws {
        let bar = bar("Title")
        bar.topItem?.leftBarButtonItems = (0..<500).map { BarButtonItem(title: "L\($0)") }
        bar.topItem?.rightBarButtonItems = (0..<500).map { _ in BarButtonItem(systemItem: .add) }
        _ = laidOut(bar)
        let shownLeading = bar.leadingButtons.filter { !$0.isHidden }, shownTrailing = bar.trailingButtons.filter { !$0.isHidden }
        #expect(!shownLeading.isEmpty && shownLeading.count < 20 && shownLeading.allSatisfy { $0.frame.maxX <= 187.5 })
        #expect(!shownTrailing.isEmpty && shownTrailing.count < 20 && shownTrailing.allSatisfy { $0.frame.minX >= 187.5 })
        let title = bar.titleLabel
        #expect(title.isHidden || (title.frame.minX >= shownLeading.last!.frame.maxX && title.frame.maxX <= shownTrailing.last!.frame.minX))
        #expect(bar.accessibilityItems().count == shownLeading.count + shownTrailing.count + (title.isHidden ? 0 : 1))
        let wide = BarButtonItem(title: String(repeating: "Wide ", count: 40))
        bar.topItem?.leftBarButtonItems = [wide]
        bar.topItem?.rightBarButtonItems = []
        bar.layoutIfNeeded()
        #expect(bar.leadingButtons[0].frame == Rect(x: 16, y: 0, width: 187.5 - 16, height: 44), "the first button shrinks to its half")
        _ = try ControlRendering.render(bar)
    }
}
