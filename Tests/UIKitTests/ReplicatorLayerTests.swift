import HeadlessSnapshot
import Testing
import UIKit

@Suite("QuartzCore: replicator layers")
@MainActor
struct ReplicatorLayerTests {
    /// A 100 x 100 replicator on white holding one 10 x 10 black dot at the top centre.
    private func dots(count: Int) -> CAReplicatorLayer {
        let replicator = CAReplicatorLayer()
        replicator.bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
        replicator.backgroundColor = UIColor.white.cgColor
        let dot = CALayer()
        dot.frame = CGRect(x: 45, y: 5, width: 10, height: 10)
        dot.backgroundColor = UIColor.black.cgColor
        replicator.addSublayer(dot)
        replicator.instanceCount = count
        replicator.instanceTransform = CATransform3DMakeRotation(2 * .pi / CGFloat(count), 0, 0, 1)
        return replicator
    }

    @Test("copies turn about the centre of the replicator's bounds")
    func dotsAroundTheCentre() {
        let pixels = renderedPixels(of: dots(count: 8))
        // Copy k is the dot turned k eighths clockwise about (50, 50).
        for (x, y) in [(50, 10), (78, 22), (90, 50), (50, 90), (10, 50), (22, 22)] {
            #expect(red(pixels, x, y) < 10, "no dot at (\(x), \(y))")
        }
        #expect(red(pixels, 70, 50) == 255 && red(pixels, 50, 50) == 255)
    }

    @Test("colour offsets step from copy to copy; the instance colour multiplies")
    func colourSteps() {
        let replicator = CAReplicatorLayer()
        replicator.bounds = CGRect(x: 0, y: 0, width: 80, height: 20)
        let bar = CALayer()
        bar.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
        bar.backgroundColor = UIColor.red.cgColor
        replicator.addSublayer(bar)
        replicator.instanceCount = 4
        replicator.instanceTransform = CATransform3DMakeTranslation(20, 0, 0)
        replicator.instanceAlphaOffset = -0.25
        let faded = renderedPixels(of: replicator)
        // Red at alpha 1, 0.75, 0.5, 0.25 over white: green 0, 64, 128, 191.
        for (copy, green) in [0, 64, 128, 191].enumerated() {
            #expect(abs(Int(faded.bitmap[copy * 20 + 10, 10].g) - green) <= 1, "copy \(copy)")
            #expect(faded.bitmap[copy * 20 + 10, 10].r == 255)
        }
        replicator.instanceAlphaOffset = 0
        bar.backgroundColor = UIColor.white.cgColor
        replicator.backgroundColor = UIColor.black.cgColor
        replicator.instanceColor = UIColor.blue.cgColor
        replicator.instanceRedOffset = 0.5
        let tinted = renderedPixels(of: replicator).bitmap
        // White times blue, then times (0.5, 0, 1), then (1, 0, 1).
        #expect(tinted[10, 10].r == 0 && tinted[10, 10].b == 255)
        #expect(abs(Int(tinted[30, 10].r) - 128) <= 1 && tinted[30, 10].b == 255)
        #expect(tinted[50, 10].r == 255 && tinted[70, 10].g == 0)
    }

    @Test("no copies, or more than can be drawn, are bounded")
    func counts() {
        let none = dots(count: 8)
        none.instanceCount = 0
        #expect(red(renderedPixels(of: none), 50, 10) == 255)
        let many = dots(count: 8)
        many.instanceCount = .max
        #expect(red(renderedPixels(of: many), 50, 10) < 10)
        #expect(CAReplicatorLayer(layer: many).instanceCount == .max)
    }

    @Test("an activity indicator of fading dots")
    func activityIndicator() async {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 80, height: 80))
        view.backgroundColor = .systemBackground
        let replicator = CAReplicatorLayer()
        replicator.frame = view.bounds
        let dot = CALayer()
        dot.frame = CGRect(x: 36, y: 8, width: 8, height: 8)
        dot.cornerRadius = 4
        dot.backgroundColor = UIColor.systemBlue.cgColor
        replicator.addSublayer(dot)
        replicator.instanceCount = 12
        replicator.instanceTransform = CATransform3DMakeRotation(.pi / 6, 0, 0, 1)
        replicator.instanceAlphaOffset = -1 / 12
        view.layer.addSublayer(replicator)
        await assertSnapshot(of: view, named: "activityIndicator")
    }
}
