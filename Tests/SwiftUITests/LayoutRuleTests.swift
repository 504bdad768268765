import SwiftUI
import Testing

/// Layout cases computed by hand from SwiftUI's documented rules: stacks
/// offer space to the least flexible child first and set default spacing
/// (8 points) between views; frames propose and take their dimensions;
/// `fixedSize` proposes nil; `layoutPriority` serves higher priorities first.
@Suite("SwiftUI layout rules, computed by hand")
@MainActor
struct LayoutRuleTests {
    @Test("an HStack of a fixed and two flexible views: the fixed one takes its width, the others share the rest equally")
    func fixedAndTwoFlexible() {
        let image = drawn(
            HStack {
                paint(1, 0, 0).frame(width: 50)
                paint(0, 1, 0)
                paint(0, 0, 1)
            }, width: 350, height: 100)
        // 350 - 2 × 8 spacing - 50 = 284, 142 each.
        #expect(extent(of: red, in: image) == CGRect(x: 0, y: 0, width: 50, height: 100))
        #expect(extent(of: green, in: image) == CGRect(x: 58, y: 0, width: 142, height: 100))
        #expect(extent(of: blue, in: image) == CGRect(x: 208, y: 0, width: 142, height: 100))
    }

    @Test("a frame(maxWidth: .infinity) beside a fixedSize text takes all the width the text leaves")
    func infiniteFrameBesideFixedText() {
        let text = Text("Hello, world").fixedSize()
        let textWidth = UIHostingController(rootView: text).sizeThatFits(in: CGSize(width: 1000, height: 1000)).width
        #expect(textWidth > 40, "text is measured, never zero-sized")
        let image = drawn(
            HStack(spacing: 0) {
                text
                paint(1, 0, 0).frame(maxWidth: .infinity, maxHeight: 20)
            }, width: 300, height: 40)
        let bar = extent(of: red, in: image)
        #expect(bar?.height == 20)
        #expect(bar.map { abs($0.minX - textWidth) <= 1 && $0.maxX == 300 } == true, "\(String(describing: bar)) after \(textWidth)")
    }

    @Test("a ZStack of flexible views between two texts takes all the width they leave")
    func flexibleZStackBetweenTexts() {
        let image = drawn(
            HStack(spacing: 0) {
                paint(1, 0, 0).frame(width: 40)
                ZStack {
                    paint(0, 1, 0)
                    paint(0, 0, 1).frame(width: 10)
                }
                paint(1, 0, 0).frame(width: 40)
            }, width: 300, height: 20)
        // Probed with an infinite width, the ZStack answers infinity, not NaN: it is as flexible as its green child.
        #expect(extent(of: green, in: image) == CGRect(x: 40, y: 0, width: 220, height: 20))
        #expect(extent(of: blue, in: image) == CGRect(x: 145, y: 0, width: 10, height: 20))
    }

    @Test("a text before a fixed view keeps its ideal width when it fits: a text's minimum width is none of it")
    func textBeforeFixedView() {
        func size(_ view: some View) -> CGSize { UIHostingController(rootView: view).sizeThatFits(in: CGSize(width: 335, height: 1000)) }
        let text = Text("1 notification per week")
        let ideal = size(text)
        let row = size(
            HStack {
                text
                paint(1, 0, 0).frame(width: 94, height: 10)
            })
        #expect(row == CGSize(width: ideal.width + 8 + 94, height: ideal.height), "one line, not wrapped at half the row")
        let minimum = UIHostingController(rootView: text).sizeThatFits(in: CGSize(width: 0, height: 1000))
        #expect(minimum == CGSize(width: 0, height: ideal.height), "squeezed, a text truncates to nothing, one line high")
    }

    @Test("nested spacers divide the free space equally")
    func nestedSpacers() {
        let image = drawn(
            HStack(spacing: 0) {
                Spacer()
                paint(1, 0, 0).frame(width: 20, height: 20)
                HStack {
                    Spacer()
                    Spacer()
                }
                paint(0, 0, 1).frame(width: 20, height: 20)
            }, width: 300, height: 20)
        // 300 - 40 of squares = 260 of spacers: the first spacer and the inner stack take 130 each.
        #expect(extent(of: red, in: image) == CGRect(x: 130, y: 0, width: 20, height: 20))
        #expect(extent(of: blue, in: image) == CGRect(x: 280, y: 0, width: 20, height: 20))
    }

    @Test("layoutPriority serves the higher priority first, after the lower keep their minimum")
    func layoutPriority() {
        let image = drawn(
            HStack(spacing: 0) {
                paint(1, 0, 0).frame(minWidth: 30, maxWidth: 200)
                paint(0, 0, 1).frame(minWidth: 40, maxWidth: 150).layoutPriority(1)
            }, width: 180, height: 10)
        // Blue is offered 180 - 30 (red's minimum) = 150 and takes it; red takes the 30 left.
        #expect(extent(of: blue, in: image) == CGRect(x: 30, y: 0, width: 150, height: 10))
        #expect(extent(of: red, in: image) == CGRect(x: 0, y: 0, width: 30, height: 10))
    }

    @Test("alignment guides move a view in its stack")
    func alignmentGuides() {
        let image = drawn(
            VStack(alignment: .leading, spacing: 0) {
                paint(1, 0, 0).frame(width: 100, height: 10)
                paint(0, 0, 1).frame(width: 40, height: 10).alignmentGuide(.leading) { d in d[.trailing] - 100 }
            }, width: 200, height: 20)
        // Blue's leading guide is 60 points left of its own leading edge: it ends under red's trailing edge... at 100 + 60.
        let redBox = extent(of: red, in: image)
        let blueBox = extent(of: blue, in: image)
        #expect(redBox?.size == CGSize(width: 100, height: 10))
        #expect(blueBox.flatMap { box in redBox.map { box.minX - $0.minX } } == 60)
    }

    @Test("a fixed frame proposes its size and aligns its content; padding insets it")
    func framesAndPadding() {
        let image = drawn(
            paint(1, 0, 0).frame(width: 30, height: 30).padding(10).frame(width: 100, height: 100, alignment: .bottomTrailing)
                .background(paint(0, 0, 1)), width: 100, height: 100)
        #expect(extent(of: red, in: image) == CGRect(x: 60, y: 60, width: 30, height: 30))
    }

    @Test("a ZStack is as large as its largest child and aligns the others")
    func zStack() {
        let image = drawn(
            ZStack(alignment: .topTrailing) {
                paint(0, 0, 1).frame(width: 80, height: 60)
                paint(1, 0, 0).frame(width: 20, height: 20)
            }, width: 80, height: 60)
        #expect(extent(of: red, in: image) == CGRect(x: 60, y: 0, width: 20, height: 20))
    }

    @Test("a list at the bottom of a stack reaches under the home indicator, its rows where they were")
    func listUnderTheHomeIndicator() {
        let screen = drawnInWindow(
            VStack(spacing: 0) {
                paint(1, 0, 0).frame(height: 40)
                List { Text("Row") }
            })
        let safe = screen.bounds.inset(by: screen.safeArea)
        #expect(screen.safeArea.bottom > 0)
        let bottom = screen.image.bitmap[10, Int(screen.bounds.maxY) - 2]
        #expect((bottom.r, bottom.g, bottom.b) == (242, 242, 247), "the grouped background below the safe area")
        #expect(extent(of: red, in: screen.image) == CGRect(x: 0, y: safe.minY, width: safe.width, height: 40))
    }

    @Test(
        "a colour that ignores the safe area reaches the screen's edges from a ZStack, a background or the root; one padded or not ignoring stays in")
    func ignoringTheSafeArea() {
        let zstack = drawnInWindow(
            ZStack {
                paint(1, 0, 0).ignoresSafeArea()
                paint(0, 0, 1).frame(width: 10, height: 10)
            })
        let whole = zstack.bounds, safe = zstack.bounds.inset(by: zstack.safeArea)
        #expect(safe.minY > 0 && safe.maxY < whole.maxY)
        #expect(extent(of: red, in: zstack.image) == whole)
        #expect(extent(of: blue, in: zstack.image)?.midY == safe.midY)
        let top = drawnInWindow(VStack { Spacer() }.frame(maxWidth: .infinity).background(paint(0, 1, 0).ignoresSafeArea(edges: .top)))
        #expect(extent(of: green, in: top.image) == CGRect(x: 0, y: 0, width: whole.width, height: safe.maxY))
        #expect(extent(of: red, in: drawnInWindow(paint(1, 0, 0).ignoresSafeArea()).image) == whole)
        #expect(extent(of: red, in: drawnInWindow(ZStack { paint(1, 0, 0) }).image) == safe)
        let padded = drawnInWindow(ZStack { paint(1, 0, 0).ignoresSafeArea().padding(10) })
        #expect(extent(of: red, in: padded.image) == safe.insetBy(dx: 10, dy: 10))
    }

    @Test("a stack holding a geometry reader is as flexible as it is: it takes what the fixed views beside it leave")
    func flexibleThroughAStack() {
        let image = drawn(
            VStack {
                paint(1, 0, 0).frame(width: 50, height: 100)
                HStack {
                    paint(0, 0, 1).frame(width: 50, height: 50)
                    GeometryReader { _ in paint(0, 1, 0) }
                }
                paint(1, 0, 0).frame(width: 50, height: 20)
            }, width: 300, height: 600)
        // 600 - 100 - 20 - 2 × 8 spacing = 464 for the row, from y = 108; the reader is 300 - 50 - 8 wide.
        #expect(extent(of: green, in: image) == CGRect(x: 58, y: 108, width: 242, height: 464))
    }

    @Test("the host centres content smaller than itself")
    func hostCentres() {
        let image = drawn(paint(1, 0, 0).frame(width: 20, height: 10), width: 100, height: 50)
        #expect(extent(of: red, in: image) == CGRect(x: 40, y: 20, width: 20, height: 10))
    }
}
