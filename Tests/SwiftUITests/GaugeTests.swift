import SwiftUI
import Testing

/// A gauge style an app writes: a red bar as long as the value, blue when there is a current value label.
private struct BarGaugeStyle: GaugeStyle {
    func makeBody(configuration: Configuration) -> some View {
        let color = configuration.currentValueLabel == nil ? paint(1, 0, 0) : paint(0, 0, 1)
        color.frame(width: 100 * configuration.value, height: 10)
    }
}

@Suite("Gauge: linear and circular gauges drawn as iOS draws them")
@MainActor
struct GaugeTests {
    /// A red-tinted gauge of `value` in `bounds` in the default style, `width` points wide.
    private func linear(_ value: Double, in bounds: ClosedRange<Double> = 0...1, width: CGFloat = 200) -> CGImage {
        drawn(Gauge(value: value, in: bounds) { Text("Level") }.tint(paint(1, 0, 0)), width: width, height: 60)
    }

    @Test("the default gauge fills a grey 4-point capsule in the tint colour up to the value")
    func linearCapacity() throws {
        let image = linear(0.5)
        let fill = try #require(extent(of: red, in: image))
        #expect(fill.minX <= 1 && abs(fill.maxX - 100) <= 1 && fill.height <= 4, "half the width: \(fill)")
        let track = image.bitmap[150, Int(fill.midY)]
        #expect(track.r > 200 && track.r < 250 && track.b >= track.r, "the rest of the track is system fill grey: \(track)")
        #expect(image.bitmap[150, Int(fill.midY) - 4].r == 255, "the track is 4 points tall: white above it")
        #expect(try #require(extent(of: red, in: linear(0.25))).width < fill.width)
        #expect(
            extent(of: red, in: linear(0.5).self)
                == extent(
                    of: red,
                    in: drawn(
                        Gauge(value: 0.5) { Text("Level") }.gaugeStyle(.linearCapacity).tint(paint(1, 0, 0)), width: 200, height: 60)))
    }

    @Test("values are clamped to the range; NaN and a range with no width draw an empty gauge")
    func badValues() throws {
        #expect(try #require(extent(of: red, in: linear(150, in: 0...100))).width >= 198)
        #expect(extent(of: red, in: linear(-5, in: 0...100)) == nil)
        #expect(extent(of: red, in: linear(.nan)) == nil)
        #expect(extent(of: red, in: linear(5, in: 5...5)) == nil)
        #expect(extent(of: red, in: linear(.infinity, in: 0...Double.infinity)) == nil)
        #expect(try #require(extent(of: red, in: linear(.infinity))).width >= 198)
    }

    @Test("a custom style is given the value as a fraction of the range, and the labels given")
    func customStyle() {
        let plain = drawn(Gauge(value: 30, in: 0...100) { Text("Level") }.gaugeStyle(BarGaugeStyle()), width: 200, height: 20)
        #expect(extent(of: red, in: plain)?.width == 30)
        let labelled = Gauge(value: 4, in: 2...6) {
            Text("Level")
        } currentValueLabel: {
            Text("4")
        }
        #expect(extent(of: blue, in: drawn(labelled.gaugeStyle(BarGaugeStyle()), width: 200, height: 20))?.width == 50)
    }

    @Test("an accessory linear gauge marks the value with a tint dot on the bar")
    func accessoryLinear() throws {
        let gauge = Gauge(value: 0.5) { Text("Level") }.gaugeStyle(.accessoryLinear).tint(paint(1, 0, 0))
        let dot = try #require(extent(of: red, in: drawn(gauge, width: 200, height: 40)))
        #expect(abs(dot.midX - 100) <= 1 && dot.width <= 8 && dot.width >= 6, "an 8-point dot at the middle: \(dot)")
    }

    @Test("an accessory circular gauge is an open ring with a tint dot at the value")
    func accessoryCircular() {
        func ring(_ value: Double) -> CGImage {
            drawn(Gauge(value: value) { Text("") }.gaugeStyle(.accessoryCircular).tint(paint(1, 0, 0)), width: 60, height: 60)
        }
        let empty = ring(0), full = ring(1)
        #expect(empty.bitmap[11, 49] == full.bitmap[49, 49] && empty.bitmap[11, 49].r == 255 && empty.bitmap[11, 49].g == 0)
        #expect(empty.bitmap[49, 49].g > 200 && full.bitmap[11, 49].g > 200, "the dot is at one end only")
        let top = empty.bitmap[30, 3]
        #expect(top.r > 200 && top.r < 250, "grey ring at the top: \(top)")
        #expect(empty.bitmap[30, 58].g == 255 && empty.bitmap[30, 58].b == 255, "open at the bottom: \(empty.bitmap[30, 58])")
    }

    @Test("an accessory circular capacity gauge fills a closed ring clockwise from the top")
    func accessoryCircularCapacity() {
        func ring(_ value: Double) -> CGImage {
            drawn(Gauge(value: value) { Text("") }.gaugeStyle(.accessoryCircularCapacity).tint(paint(1, 0, 0)), width: 60, height: 60)
        }
        let quarter = ring(0.25)
        #expect(quarter.bitmap[49, 11].r == 255 && quarter.bitmap[49, 11].g == 0, "filled at the top right: \(quarter.bitmap[49, 11])")
        #expect(quarter.bitmap[11, 49].g > 200 && quarter.bitmap[11, 49].g < 250, "grey at the bottom left: \(quarter.bitmap[11, 49])")
        #expect(quarter.bitmap[30, 57].g > 200 && quarter.bitmap[30, 57].g < 250, "closed at the bottom: \(quarter.bitmap[30, 57])")
        #expect(extent(of: red, in: ring(.nan)) == nil && extent(of: red, in: ring(0)) == nil)
    }
}
