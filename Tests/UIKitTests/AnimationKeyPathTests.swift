import HeadlessLayers
import Testing
import UIKit

@Suite("QuartzCore: key paths and bad animation input")
@MainActor
struct AnimationKeyPathTests {
    @Test("key-value coding reads and writes Core Animation's key paths, and keeps the app's own keys")
    func keyValueCoding() throws {
        let layer = CALayer()
        layer.frame = CGRect(x: 10, y: 20, width: 100, height: 50)
        #expect(layer.value(forKeyPath: "position.x") as? NSNumber == 60)
        #expect(layer.value(forKeyPath: "bounds.size") as? CGSize == CGSize(width: 100, height: 50))
        layer.transform = CATransform3DScale(CATransform3DMakeRotation(.pi / 6, 0, 0, 1), 2, 2, 1)
        let angle = try #require(layer.value(forKeyPath: "transform.rotation.z") as? NSNumber).doubleValue
        #expect(abs(angle - .pi / 6) < 1e-12)
        #expect(abs(try #require(layer.value(forKeyPath: "transform.scale.x") as? NSNumber).doubleValue - 2) < 1e-12)
        layer.setValue(Double.pi / 2, forKeyPath: "transform.rotation.z")
        #expect(abs(layer.transform.m11) < 1e-12 && abs(layer.transform.m12 - 2) < 1e-12, "turned a quarter, scale kept")
        layer.setValue(CGSize(width: 5, height: 7), forKeyPath: "transform.translation")
        #expect(layer.transform.m41 == 5 && layer.transform.m42 == 7)
        layer.setValue(0.25, forKey: "opacity")
        #expect(layer.opacity == 0.25)
        layer.setValue("card", forKey: "role")
        #expect(layer.value(forKey: "role") as? String == "card" && layer.value(forKey: "nothing") == nil)
        layer.setValue(UIColor.red, forKey: "backgroundColor")
        #expect(layer.backgroundColor == nil, "a UIColor is not a CGColor: refused and reported")
    }

    @Test("points, sizes and rectangles boxed in NSValue, as older code passes them, animate")
    func boxedValues() throws {
        let layer = CALayer()
        let move = CABasicAnimation(keyPath: "position")
        (move.fromValue, move.toValue, move.duration) = (NSValue(cgPoint: .zero), NSValue(cgPoint: CGPoint(x: 100, y: 50)), 1)
        layer.add(move, forKey: "move")
        MediaClock.advance(by: 0.5)
        // The clock's sums round by ulps of whatever time earlier tests left it at.
        let position = try #require(layer.presentation()?.position)
        #expect(abs(position.x - 50) < 1e-9 && abs(position.y - 25) < 1e-9)
        #expect(NSValue(cgRect: CGRect(x: 1, y: 2, width: 3, height: 4)).cgRectValue == CGRect(x: 1, y: 2, width: 3, height: 4))
        layer.removeAllAnimations()
    }

    @Test("transform.rotation.z to 2π turns once round; a whole transform takes the shorter way")
    func rotation() throws {
        let layer = CALayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
        let spin = CABasicAnimation(keyPath: "transform.rotation.z")
        (spin.fromValue, spin.toValue, spin.duration) = (0, 2 * Double.pi, 1)
        layer.add(spin, forKey: "spin")
        func transform(at moment: Double) -> CATransform3D { shown(layer, at: moment, on: CALayer()).transform }
        let half = transform(at: 0.5)
        #expect(abs(half.m11 + 1) < 1e-9 && abs(half.m12) < 1e-9, "half a turn at half time")
        let quarter = transform(at: 0.75)
        #expect(abs(quarter.m11) < 1e-9 && abs(quarter.m12 + 1) < 1e-9, "three quarters of a turn")
        layer.removeAllAnimations()
        let whole = CABasicAnimation(keyPath: "transform")
        (whole.fromValue, whole.toValue, whole.duration) = (CATransform3DIdentity, CATransform3DMakeRotation(.pi / 2, 0, 0, 1), 1)
        layer.add(whole, forKey: "turn")
        let midway = transform(at: 0.5)
        #expect(abs(midway.m11 - cos(.pi / 4)) < 1e-9 && abs(midway.m12 - sin(.pi / 4)) < 1e-9)
        layer.removeAllAnimations()
    }

    @Test("a path animates point by point when the shapes match; gradient colours and locations interpolate")
    func pathsAndGradients() throws {
        let shape = CAShapeLayer()
        shape.path = CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10), transform: nil)
        let morph = CABasicAnimation(keyPath: "path")
        (morph.toValue, morph.duration) = (CGPath(rect: CGRect(x: 0, y: 0, width: 30, height: 10), transform: nil), 1)
        shape.add(morph, forKey: "morph")
        let shimmer = CABasicAnimation(keyPath: "locations")
        (shimmer.fromValue, shimmer.toValue, shimmer.duration) = ([-1.0, -0.5], [1.0, 1.5], 1)
        let gradient = CAGradientLayer()
        gradient.colors = [UIColor.black.cgColor, UIColor.white.cgColor]
        gradient.add(shimmer, forKey: "shimmer")
        MediaClock.advance(by: 0.5)
        // The clock's sums round by ulps of whatever time earlier tests left it at.
        let box = try #require(shape.presentation()?.path?.boundingBoxOfPath)
        #expect(box.minX == 0 && box.minY == 0 && abs(box.width - 20) < 1e-9 && box.height == 10)
        let locations = try #require(gradient.presentation()?.locations).map(\.doubleValue)
        #expect(locations.count == 2 && abs(locations[0]) < 1e-9 && abs(locations[1] - 0.5) < 1e-9)
        shape.removeAllAnimations()
        gradient.removeAllAnimations()
    }

    @Test(
        "bad input gives a clear message, never a crash or hang",
        arguments: [
            ("unknown key path", "not an animatable property"), ("UIColor for a CGColor", "takes a CGColor"),
            ("path of another shape", "cannot be interpolated"), ("NaN duration", "duration that is not a number"),
            ("negative repeat count", "repeat count of -1"), ("text for a number", "takes a number"),
        ])
    func badInput(_ name: String, _ message: String) throws {
        let layer = CAShapeLayer()
        layer.path = CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10), transform: nil)
        let animation = CABasicAnimation(keyPath: "strokeEnd")
        (animation.fromValue, animation.toValue) = (0, 1)
        switch name {
        case "unknown key path": animation.keyPath = "strokeEnds"
        case "UIColor for a CGColor": (animation.keyPath, animation.toValue) = ("strokeColor", UIColor.red)
        case "path of another shape":
            (animation.keyPath, animation.fromValue, animation.toValue) = (
                "path", nil, CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 5, height: 5), transform: nil)
            )
        case "NaN duration": animation.duration = .nan
        case "negative repeat count": animation.repeatCount = -1
        default: animation.toValue = "full"
        }
        layer.add(animation, forKey: "bad")
        let host = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        host.layer.addSublayer(layer)
        let error = #expect(throws: RenderError.self) { _ = try pixels(of: host, at: 0.1) }
        #expect(error?.description.contains(message) == true, "\(String(describing: error))")
        #expect(layer.strokeEnd == 1 && layer.path?.boundingBoxOfPath.width == 10, "the model values are put back")
        #expect(try host.backing.drawHierarchy().width > 0, "a still snapshot draws the model values")
        layer.removeAllAnimations()
    }

    @Test("the clock refuses NaN and infinite moves, and animations that start new ones as they end cannot keep it from finishing")
    func clockBounds() {
        let before = MediaClock.now
        MediaClock.advance(by: .nan)
        MediaClock.advance(by: .infinity)
        MediaClock.advance(by: -1)
        #expect(MediaClock.now == before)
        let view = UIView()
        var pulses = 0
        var pulsing = true
        func pulse() {
            UIView.animate(withDuration: 0.5, animations: { view.alpha = view.alpha == 1 ? 0.5 : 1 }) { _ in
                pulses += 1
                if pulsing { pulse() }
            }
        }
        pulse()
        MediaClock.advance(by: 10)
        #expect(pulses == 20)
        MediaClock.finishAnimations()
        #expect(pulses == 21, "finishing runs to the end of the animations running when asked, not of those they start")
        pulsing = false
        MediaClock.finishAnimations()
        let endless = CABasicAnimation(keyPath: "opacity")
        (endless.toValue, endless.repeatCount) = (0, .infinity)
        view.layer.add(endless, forKey: "endless")
        let now = MediaClock.now
        MediaClock.finishAnimations()
        #expect(MediaClock.now == now && view.layer.animationKeys() == ["endless"], "an endless animation keeps running")
        view.layer.removeAllAnimations()
    }
}
