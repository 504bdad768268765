import HeadlessGeometry
import HeadlessRaster
import HeadlessText
import Testing

@testable import HeadlessLayers

/// Labels: text, font, colour, alignment, lines, line breaks and measuring.
@Suite @MainActor struct LabelTests {
    /// The columns and rows holding ink (alpha above half) in a bitmap.
    private func ink(_ image: Bitmap) -> (xs: ClosedRange<Int>, ys: ClosedRange<Int>)? {
        var xs: [Int] = [], ys: [Int] = []
        for y in 0..<image.height {
            for x in 0..<image.width where image.rgba(x, y)[3] > 128 {
                xs.append(x)
                ys.append(y)
            }
        }
        guard let minX = xs.min(), let maxX = xs.max(), let minY = ys.min(), let maxY = ys.max() else { return nil }
        return (minX...maxX, minY...maxY)
    }

    @Test func sizeThatFitsMeasuresTheTextLayout() throws {
        let label = Label(text: "Hello")
        let layout = try #require(label.textLayout(width: nil))
        #expect(label.frame.size == Size(width: layout.size.width.rounded(.up), height: layout.size.height.rounded(.up)))
        #expect(label.intrinsicContentSize == label.frame.size)
        label.font = try Font.system(size: 34)
        #expect(label.sizeThatFits(.zero).height > 2 * label.frame.height * 0.9)
        #expect(Label().sizeThatFits(Size(width: 100, height: 100)) == .zero)
    }

    @Test func numberOfLinesAndLineBreakModeWrapAndTruncate() throws {
        let label = Label(frame: Rect(x: 0, y: 0, width: 60, height: 100))
        label.text = "one two three four five six"
        #expect(label.textLayout(width: 60)?.lineCount == 1 && label.textLayout(width: 60)?.isTruncated == true)
        label.numberOfLines = 0
        label.lineBreakMode = .byWordWrapping
        let wrapped = try #require(label.textLayout(width: 60))
        #expect(wrapped.lineCount > 2 && !wrapped.isTruncated)
        #expect(label.sizeThatFits(Size(width: 60, height: 0)).height == wrapped.size.height.rounded(.up))
        label.numberOfLines = 2
        label.lineBreakMode = .byTruncatingTail
        #expect(label.textLayout(width: 60)?.lineCount == 2 && label.textLayout(width: 60)?.isTruncated == true)
    }

    @Test func textIsDrawnInTheTextColourCentredVertically() throws {
        let label = Label(frame: Rect(x: 0, y: 0, width: 80, height: 40))
        label.text = "Hi"
        label.textColor = .red
        let image = try TestSupport.render(label.layer, width: 80, height: 40)
        let box = try #require(ink(image))
        #expect(box.xs.lowerBound < 4 && abs(Double(box.ys.lowerBound + box.ys.upperBound) / 2 - 20) < 5)
        let inked = (0..<40).flatMap { y in (0..<80).map { image.rgba($0, y) } }.filter { $0[3] == 255 }
        #expect(!inked.isEmpty && inked.allSatisfy { $0 == RGBA.red })
        let baseline = try #require(label.firstBaseline)
        #expect(Double(box.ys.upperBound) < baseline + 1 && Double(box.ys.upperBound) > baseline - 2)
    }

    @Test func alignmentMovesTheTextAndNaturalFollowsRightToLeft() throws {
        let label = Label(frame: Rect(x: 0, y: 0, width: 80, height: 30))
        label.text = "Hi"
        let left = try #require(ink(try TestSupport.render(label.layer, width: 80, height: 30)))
        label.textAlignment = .right
        let right = try #require(ink(try TestSupport.render(label.layer, width: 80, height: 30)))
        label.textAlignment = .center
        let centre = try #require(ink(try TestSupport.render(label.layer, width: 80, height: 30)))
        label.textAlignment = .natural
        label.traitOverrides.layoutDirection = .rightToLeft
        let natural = try #require(ink(try TestSupport.render(label.layer, width: 80, height: 30)))
        #expect(left.xs.lowerBound < 4 && right.xs.upperBound > 75)
        #expect(centre.xs.lowerBound > left.xs.lowerBound + 10 && centre.xs.upperBound < right.xs.upperBound - 10)
        #expect(natural.xs == right.xs)
    }

    @Test func fontsThatOptInScaleWithTheContentSizeCategory() throws {
        let label = Label(text: "Hello")
        let base = label.sizeThatFits(.zero)
        label.traitOverrides.preferredContentSizeCategory = .accessibilityExtraExtraExtraLarge
        label.layoutIfNeeded()
        #expect(label.sizeThatFits(.zero) == base)
        label.adjustsFontForContentSizeCategory = true
        #expect(label.sizeThatFits(.zero).width > base.width * 2.5)
    }

    @Test func dynamicTextColourFollowsTheStyle() throws {
        let label = Label(frame: Rect(x: 0, y: 0, width: 40, height: 30))
        label.text = "H"
        label.traitOverrides.userInterfaceStyle = .dark
        let image = try TestSupport.render(label.layer, width: 40, height: 30)
        let inked = (0..<30).flatMap { y in (0..<40).map { image.rgba($0, y) } }.filter { $0[3] == 255 }
        #expect(!inked.isEmpty && inked.allSatisfy { $0 == RGBA.white })
    }
}
