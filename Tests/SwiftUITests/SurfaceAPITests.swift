import SwiftUI
import Testing

/// A label style written as apps write one: the icon under the title.
private struct StackedLabelStyle: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack(spacing: 0) {
            configuration.title
            configuration.icon
        }
    }
}

/// A view that uses the API the surface list names, spelled as app code spells it: it must compile.
private struct SurfaceSpellings: View {
    @State private var flag = false

    var body: some View {
        let _ = Self._printChanges()
        VStack {
            Text("Spring").animation(.spring(), value: flag)
            Text("Curve").animation(.timingCurve(0.2, 0.8, 0.2, 1, duration: 0.4).speed(2), value: flag)
            Text("Bouncy").animation(.bouncy(duration: 0.3, extraBounce: 0.1), value: flag)
            Text("Lines").lineLimit(1...3)
            Text("Reserved").lineLimit(2, reservesSpace: true)
            Text(Date(timeIntervalSince1970: 0), style: .date)
            Rectangle().fill(.linearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom))
            Circle().fill(.radialGradient(colors: [.red, .blue], center: .center, startRadius: 0, endRadius: 10))
            Text("Styles").foregroundStyle(.red, .blue, .green)
            Text("Actions")
                .accessibilityAction(named: "Archive") {}
                .accessibilityActions { Button("Delete") {} }
                .accessibilityInputLabels(["Inbox", "Mail"])
                .accessibilityCustomContent("Sender", "Ann", importance: .high)
                .accessibilityCustomContent(AccessibilityCustomContentKey("Date"), Text("Today"))
                .accessibilityHeading(.h2)
                .accessibilityActivationPoint(.center)
                .accessibilityZoomAction { action in _ = action.direction == .zoomIn }
            Text("Changed").onChange(of: flag) { newValue in _ = newValue }
            Text("Scene").scenePadding(.minimum, edges: .horizontal)
            Text("Space").coordinateSpace(.named("space"))
            Text("Moved").transition(.scale(scale: 0.5)).transition(.push(from: .leading))
            Label("Stacked", systemImage: "star").labelStyle(StackedLabelStyle())
        }
        .drawingGroup()
    }
}

@Suite("SwiftUI APIs of the surface list")
@MainActor
struct SurfaceAPITests {
    @Test("the spellings app code uses compile and draw")
    func spellings() {
        let image = drawn(SurfaceSpellings(), width: 300, height: 900)
        #expect(image.width == 300)
    }

    @Test("zIndex draws a child with a higher value in front; equal values keep their order")
    func zIndex() {
        let back = drawn(
            ZStack {
                paint(1, 0, 0).frame(width: 40, height: 40).zIndex(1)
                paint(0, 0, 1).frame(width: 40, height: 40)
            }, width: 40, height: 40)
        #expect(extent(of: red, in: back) == CGRect(x: 0, y: 0, width: 40, height: 40), "the first child, raised, is in front")
        #expect(extent(of: blue, in: back) == nil)
        let tied = drawn(
            HStack(spacing: -20) {
                paint(1, 0, 0).frame(width: 40, height: 40).padding(0).zIndex(2)
                paint(0, 0, 1).frame(width: 40, height: 40).zIndex(2)
            }, width: 60, height: 40)
        #expect(extent(of: blue, in: tied) == CGRect(x: 20, y: 0, width: 40, height: 40), "ties keep their order")
    }

    @Test("a multiplied view darkens what is behind it; destinationOut in a compositing group cuts a hole in the group only")
    func blendModes() {
        let multiplied = drawn(
            ZStack {
                paint(1, 1, 0)
                paint(0, 1, 1).frame(width: 20, height: 20).blendMode(.multiply)
            }, width: 40, height: 40)
        #expect(extent(of: green, in: multiplied) == CGRect(x: 10, y: 10, width: 20, height: 20), "yellow × cyan is green")
        let cut = drawn(
            ZStack {
                paint(0, 0, 1)
                ZStack {
                    paint(1, 0, 0)
                    paint(0, 1, 0).frame(width: 20, height: 20).blendMode(.destinationOut)
                }
                .compositingGroup()
            }, width: 40, height: 40)
        #expect(extent(of: blue, in: cut) == CGRect(x: 10, y: 10, width: 20, height: 20), "the hole shows the blue behind the group")
        #expect(cut.bitmap[2, 2].r == 255)
    }

    @Test("colour filters map each pixel's colour: grayscale, brightness, contrast, saturation, hue, multiply, invert, luminance")
    func colorFilters() {
        func pixel(_ view: some View) -> (r: UInt8, g: UInt8, b: UInt8) {
            let p = drawn(view.frame(width: 10, height: 10), width: 10, height: 10).bitmap[5, 5]
            return (p.r, p.g, p.b)
        }
        #expect(pixel(paint(1, 0, 0).grayscale(1)) == (54, 54, 54), "Rec. 709 luminance of red")
        #expect(pixel(paint(1, 0, 0).grayscale(0)) == (255, 0, 0))
        #expect(pixel(paint(0, 0, 0).brightness(1)) == (255, 255, 255))
        #expect(pixel(paint(1, 0, 0).brightness(-1)) == (0, 0, 0))
        #expect(pixel(paint(1, 0, 0).contrast(0)) == (128, 128, 128))
        #expect(pixel(paint(1, 0, 0).saturation(0)) == pixel(paint(1, 0, 0).grayscale(1)))
        #expect(pixel(paint(1, 0, 0).colorInvert()) == (0, 255, 255))
        #expect(pixel(paint(1, 1, 1).colorMultiply(paint(0, 1, 0))) == (0, 255, 0))
        #expect(pixel(paint(1, 0, 0).hueRotation(.degrees(0))) == (255, 0, 0))
        let turned = pixel(paint(1, 0, 0).hueRotation(.degrees(120)))
        #expect(turned.g > turned.r && turned.g > turned.b, "red turned a third of the way round is green: \(turned)")
        #expect(pixel(paint(1, 1, 1).luminanceToAlpha()) == (0, 0, 0), "white becomes opaque black")
        #expect(pixel(paint(0, 0, 0).luminanceToAlpha()) == (255, 255, 255), "black becomes transparent: the white behind shows")
        #expect(pixel(paint(1, 0, 0).grayscale(1).colorInvert()) == (201, 201, 201), "filters apply in order")
    }

    @Test("a stroked shape filled with a style is stroked in it, as iOS 17's stroke() makes a shape of the outline")
    func strokeThenFill() {
        let image = drawn(Rectangle().stroke(lineWidth: 4).fill(paint(1, 0, 0)), width: 20, height: 20)
        #expect(image.bitmap[0, 10].r == 255 && image.bitmap[0, 10].g == 0, "the outline is red")
        #expect(image.bitmap[10, 10].g == 255, "the inside is not filled")
    }

    @Test("a line-limit range takes at least its lower bound's lines; reservesSpace takes the limit's")
    func lineLimitRanges() {
        func height(_ view: some View) -> CGFloat {
            UIHostingController(rootView: view).sizeThatFits(in: CGSize(width: 300, height: 1000)).height
        }
        let one = height(Text("One line"))
        let two = height(Text("One\nTwo")), three = height(Text("One\nTwo\nThree"))
        #expect(one > 10 && two > one && three > two)
        #expect(height(Text("One line").lineLimit(3...5)) == three, "the lower bound's lines")
        #expect(height(Text("One line").lineLimit(2, reservesSpace: true)) == two)
        #expect(height(Text("One line").lineLimit(2, reservesSpace: false)) == one)
        let long = String(repeating: "word ", count: 100)
        #expect(height(Text(long).lineLimit(1...2)) == two, "at most the upper bound")
        #expect(height(Text(long).lineLimit(3...)) > 4 * one, "no upper bound")
        #expect(height(Text(long).lineLimit(...2)) == two)
    }

    @Test("a date in a text style is formatted with the environment's time zone and locale, GMT and en_US unless set")
    func dateStyles() throws {
        let date = Date(timeIntervalSince1970: 1_000_000_000)  // 2001-09-09 01:46:40 GMT
        let image = { (text: AnyView) in drawn(text.fixedSize(), width: 300, height: 30).bitmap }
        #expect(image(AnyView(Text(date, style: .date))) == image(AnyView(Text(verbatim: "September 9, 2001"))))
        #expect(
            image(AnyView(Text(date, style: .time))) == image(AnyView(Text(verbatim: "1:46\u{202F}AM")))
                || image(AnyView(Text(date, style: .time))) == image(AnyView(Text(verbatim: "1:46 AM"))))
        let pacific = try #require(TimeZone(identifier: "America/Los_Angeles"))
        #expect(image(AnyView(Text(date, style: .date).environment(\.timeZone, pacific))) == image(AnyView(Text(verbatim: "September 8, 2001"))))
        let timer = image(AnyView(Text(Date.now.addingTimeInterval(152.5), style: .timer)))
        #expect([timer == image(AnyView(Text(verbatim: "2:32"))), timer == image(AnyView(Text(verbatim: "2:31")))].contains(true))
        let relative = image(AnyView(Text(Date.now.addingTimeInterval(2 * 3600 + 23 * 60 + 30), style: .relative)))
        #expect(relative == image(AnyView(Text(verbatim: "2 hours, 23 minutes"))))
    }

    @Test("a custom label style lays out the label's title and icon as it says")
    func customLabelStyle() {
        func size(_ view: some View) -> CGSize { UIHostingController(rootView: view).sizeThatFits(in: CGSize(width: 300, height: 300)) }
        let row = size(Label("Title", systemImage: "star"))
        let stacked = size(Label("Title", systemImage: "star").labelStyle(StackedLabelStyle()))
        #expect(stacked.height > row.height && stacked.width < row.width)
        #expect(size(Label("Title", systemImage: "star").labelStyle(.titleOnly)).width < row.width)
    }
}
