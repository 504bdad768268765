import HeadlessLayers
import HeadlessRaster
import HeadlessSnapshot
import Testing
import UIKit

/// The y of the cubic Bézier timing curve (0,0)-(x1,y1)-(x2,y2)-(1,1) at
/// time `x`, by bisection on the curve's parameter: computed here, apart
/// from the library's solver. The control points are Core Animation's
/// `Float`s, as `CAMediaTimingFunction` keeps them.
func bezierTiming(_ x1: Float, _ y1: Float, _ x2: Float, _ y2: Float, at x: Double) -> Double {
    let (x1, y1, x2, y2) = (Double(x1), Double(y1), Double(x2), Double(y2))
    func coordinate(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
        3 * (1 - s) * (1 - s) * s * p1 + 3 * (1 - s) * s * s * p2 + s * s * s
    }
    var (low, high) = (0.0, 1.0)
    for _ in 0..<200 {
        let mid = (low + high) / 2
        if coordinate(mid, x1, x2) < x { low = mid } else { high = mid }
    }
    return coordinate((low + high) / 2, y1, y2)
}

/// A fresh `copy` showing what `layer`'s animations show `moment` seconds
/// from now (each property the animations leave alone at the copy's
/// default); an animation that cannot be shown records an issue.
@MainActor
func shown<Copy: CALayer>(_ layer: CALayer, at moment: Double, on copy: Copy) -> Copy {
    shown(layer, atGlobalTime: MediaClock.now + moment, on: copy)
}

/// A fresh `copy` showing what `layer`'s animations show at global media time `time`.
@MainActor
func shown<Copy: CALayer>(_ layer: CALayer, atGlobalTime time: Double, on copy: Copy) -> Copy {
    var problems: [AnimationProblem] = []
    layer.applyAnimations(to: copy.backing, atGlobalTime: time, problems: &problems)
    #expect(problems.isEmpty, "\(problems)")
    return copy
}

/// The pixels of `view` as its animations show it `moment` seconds from now.
@MainActor
func pixels(of view: UIView, at moment: Double) throws -> Bitmap {
    try AnimationStage.during(moment) { () throws(RenderError) in try view.backing.drawHierarchy() }
}

@Suite("QuartzCore: what animations show at a moment")
@MainActor
struct AnimationMomentTests {
    /// A 100-point ring, stroked 10 wide around a circle of radius 40 from
    /// twelve o'clock clockwise, with butt caps so its end is where `strokeEnd` says.
    func ring() -> RingView {
        let ring = RingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        ring.progress.lineCap = .butt
        ring.progress.strokeColor = UIColor.red.cgColor
        ring.track.strokeColor = UIColor.blue.cgColor
        ring.layoutIfNeeded()
        return ring
    }

    /// Whether the ring's stroke is red (the progress) `angle` radians clockwise from twelve o'clock.
    func isProgress(_ image: Bitmap, atAngle angle: Double) -> Bool {
        let scale = Double(image.width) / 100
        let x = Int(((50 + 40 * sin(angle)) * scale).rounded(.down)), y = Int(((50 - 40 * cos(angle)) * scale).rounded(.down))
        let pixel = image[x, y]
        return pixel.r > 200 && pixel.b < 60
    }

    /// A strokeEnd animation from 0 to 1 over one second.
    func fill(_ timing: CAMediaTimingFunctionName?) -> CABasicAnimation {
        let fill = CABasicAnimation(keyPath: "strokeEnd")
        (fill.fromValue, fill.toValue, fill.duration) = (0, 1, 1)
        fill.timingFunction = timing.map(CAMediaTimingFunction.init(name:))
        return fill
    }

    @Test("a progress ring shows at 0.25 s the arc Core Animation's timing gives: linear 0.25, ease-in-ease-out the Bézier's value")
    func progressRing() throws {
        let eased = bezierTiming(0.42, 0, 0.58, 1, at: 0.25)
        #expect(abs(eased - 0.129) < 0.001)
        for (timing, expected) in [(nil, 0.25), (CAMediaTimingFunctionName.easeInEaseOut, eased)] {
            let ring = ring()
            ring.progress.add(fill(timing), forKey: "fill")
            let image = try pixels(of: ring, at: 0.25)
            let end = 2 * Double.pi * expected
            #expect(isProgress(image, atAngle: end - 0.08), "\(String(describing: timing)): inside the arc")
            #expect(!isProgress(image, atAngle: end + 0.08), "\(String(describing: timing)): past the arc's end")
            #expect(try pixels(of: ring, at: 0.25) == image, "the same moment draws the same pixels")
            MediaClock.advance(by: 0.25)
            let shown = try #require(ring.progress.presentation())
            #expect(shown !== ring.progress && abs(Double(shown.strokeEnd) - expected) < 1e-9)
            #expect(ring.progress.strokeEnd == 0.4, "the model value is untouched")
            MediaClock.advance(by: 1)
            #expect(ring.progress.animationKeys() == nil, "removed on completion")
        }
    }

    @Test("repeat, autoreverse, fill modes, speed, time offset and begin time follow CAMediaTiming")
    func mediaTiming() throws {
        let layer = CAShapeLayer()
        // Each animation begins at 1024 s, so that begin + moment is exact whatever the clock shows.
        func strokeEnd(at moment: Double, _ configure: (CABasicAnimation) -> Void) -> Double {
            layer.removeAllAnimations()
            let animation = fill(nil)
            animation.beginTime = 1024
            configure(animation)
            layer.add(animation, forKey: "a")
            return Double(shown(layer, atGlobalTime: 1024 + moment, on: CAShapeLayer()).strokeEnd)
        }
        #expect(strokeEnd(at: 0.5) { _ in } == 0.5)
        #expect(strokeEnd(at: 1.5) { _ in } == 1, "after the end the model value (1) shows again")
        #expect(strokeEnd(at: 1.25) { $0.repeatCount = 2 } == 0.25)
        #expect(strokeEnd(at: 1.25) { $0.autoreverses = true } == 0.75)
        #expect(strokeEnd(at: 5) { ($0.repeatCount, $0.autoreverses) = (2, true) } == 1, "ended: the model value")
        #expect(strokeEnd(at: 5) { ($0.repeatCount, $0.fillMode) = (2.5, .forwards) } == 0.5, "a half repeat ends half way")
        #expect(strokeEnd(at: -0.5) { ($0.beginTime, $0.fillMode) = (1025, .backwards) } == 0)
        #expect(strokeEnd(at: 0.5) { $0.speed = 2 } == 1)
        #expect(strokeEnd(at: 0.25) { $0.speed = 0.5 } == 0.125)
        #expect(strokeEnd(at: 0.25) { $0.timeOffset = 0.5 } == 0.75)
        #expect(abs(strokeEnd(at: 0.75) { $0.timeOffset = 0.5 } - 0.25) < 1e-12, "the offset wraps round")
        #expect(strokeEnd(at: 3.5) { ($0.isCumulative, $0.repeatCount) = (true, 4) } == 3.5)
        #expect(strokeEnd(at: 0.5) { ($0.isAdditive, $0.fromValue, $0.toValue) = (true, 0, 0.5) } == 1.25, "added to the model's 1")
        #expect(strokeEnd(at: 0.5) { ($0.fromValue, $0.toValue, $0.byValue) = (nil, 0.5, 0.5) } == 0.25)
        #expect(abs(strokeEnd(at: 0.5) { ($0.fromValue, $0.toValue, $0.byValue) = (0.2, nil, nil) } - 0.6) < 1e-12, "to the model value")
        layer.removeAllAnimations()
    }

    @Test("groups run their animations on the group's time and cut them at its duration")
    func groups() {
        let layer = CAShapeLayer()
        let grow = fill(nil)
        grow.beginTime = 0.5
        let group = CAAnimationGroup()
        (group.animations, group.duration) = ([grow], 1)
        group.beginTime = 1024  // so that begin + moment is exact whatever the clock shows
        layer.add(group, forKey: "g")
        func strokeEnd(at moment: Double) -> CGFloat { shown(layer, atGlobalTime: 1024 + moment, on: CAShapeLayer()).strokeEnd }
        #expect(strokeEnd(at: 0.25) == 1, "before its begin time in the group: the model value")
        #expect(strokeEnd(at: 0.75) == 0.25)
        #expect(strokeEnd(at: 1.25) == 1, "the group has ended")
        layer.removeAllAnimations()
    }

    @Test("keyframes: values at key times, discrete, paced, timing functions per segment, and a path")
    func keyframes() throws {
        let layer = CALayer()
        func value(_ keyPath: String, at fraction: Double, _ configure: (CAKeyframeAnimation) -> Void) -> Any? {
            layer.removeAllAnimations()
            let animation = CAKeyframeAnimation(keyPath: keyPath)
            animation.duration = 1
            configure(animation)
            animation.beginTime = 1024  // so that begin + fraction is exact whatever the clock shows
            layer.add(animation, forKey: "k")
            return shown(layer, atGlobalTime: 1024 + fraction, on: CALayer()).value(forKeyPath: keyPath)
        }
        func number(_ v: Any?) -> Double { (v as? NSNumber)?.doubleValue ?? .nan }
        #expect(number(value("opacity", at: 0.25) { $0.values = [0, 1, 0] }) == 0.5)
        #expect(number(value("opacity", at: 0.25) { ($0.values, $0.keyTimes) = ([0, 1, 0], [0, 0.5, 1]) }) == 0.5)
        #expect(number(value("opacity", at: 0.25) { ($0.values, $0.keyTimes) = ([0, 1, 0], [0, 0.25, 1]) }) == 1)
        #expect(number(value("opacity", at: 0.5) { ($0.values, $0.calculationMode) = ([0.2, 0.6, 1], .discrete) }) == 0.6)
        #expect(number(value("opacity", at: 0.9) { ($0.values, $0.calculationMode) = ([0.2, 0.6, 1], .discrete) }) == 1)
        #expect(number(value("opacity", at: 0.5) { ($0.values, $0.calculationMode) = ([0, 0.9, 1], .paced) }) == 0.5)
        let easedHalf = bezierTiming(0.42, 0, 1, 1, at: 0.5)
        let easedValue = number(value("opacity", at: 0.25) { ($0.values, $0.timingFunctions) = ([0, 1, 0], [CAMediaTimingFunction(name: .easeIn)]) })
        #expect(abs(easedValue - easedHalf) < 1e-9)
        let square = CGMutablePath()
        square.move(to: .zero)
        square.addLine(to: CGPoint(x: 100, y: 0))
        square.addLine(to: CGPoint(x: 100, y: 100))
        let point = value("position", at: 0.75) { $0.path = square } as? CGPoint
        #expect(point == CGPoint(x: 100, y: 50))
        layer.removeAllAnimations()
    }

    @Test("a spring follows the damped oscillator's closed form and settles when Apple's documentation says")
    func spring() {
        let spring = CASpringAnimation(keyPath: "position.x")
        (spring.mass, spring.stiffness, spring.damping, spring.initialVelocity) = (1, 100, 5, 0)
        // Integrate m x'' = -k (x - 1) - c x' numerically, apart from the closed form.
        var (x, v, t) = (0.0, 0.0, 0.0)
        let step = 1e-5
        var samples: [(Double, Double)] = []
        while t < 2 {
            let a = -100 * (x - 1) - 5 * v
            v += a * step
            x += v * step
            t += step
            if samples.count < Int(t * 4) { samples.append((t, x)) }
        }
        for (time, position) in samples { #expect(abs(spring.springPosition(at: time) - position) < 2e-3, "at \(time) s") }
        #expect(abs(spring.settlingDuration - 2.85) < 0.15, "Apple: about 2.85 s with damping 5")
        spring.damping = 15
        #expect(spring.settlingDuration > 0.9 && spring.settlingDuration < 1.2, "Apple: just over a second with damping 15")
    }

    @Test("UIView.animate of a frame and alpha halfway shows the interpolated values; the completion runs once, at the end")
    func viewAnimationHalfway() throws {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        container.backgroundColor = .white
        let box = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        box.backgroundColor = .red
        container.addSubview(box)
        var completions: [Bool] = []
        UIView.animate(
            withDuration: 1, animations: { (box.frame, box.alpha) = (CGRect(x: 100, y: 0, width: 50, height: 50), 0.2) },
            completion: { completions.append($0) })
        #expect(box.frame == CGRect(x: 100, y: 0, width: 50, height: 50) && box.alpha == 0.2, "the model changes at once")
        let image = try pixels(of: container, at: 0.5)
        // Halfway on the symmetric ease-in-ease-out curve: the frame (50, 12.5, 75, 75)… the
        // bounds and position move separately: centre (87.5, 37.5), size 75 × 75, alpha 0.6.
        let scale = image.width / 200
        let inside = image[90 * scale, 40 * scale], outside = image[45 * scale, 40 * scale]
        #expect(abs(Int(inside.g) - Int((255 * 0.4).rounded())) <= 1 && inside.r == 255, "red at 60 % over white")
        #expect(outside == image[5 * scale, 95 * scale] && outside.g == 255, "white outside the frame")
        #expect(image[Int(50.5 * Double(scale)), 40 * scale].g < 255 && image[Int(49.5 * Double(scale)), 40 * scale].g == 255)
        #expect(completions.isEmpty)
        MediaClock.advance(by: 0.5)
        let shown = try #require(box.layer.presentation())
        // Core Animation's ease-in-ease-out control points are Floats, so halfway is 0.5 to within 1e-7.
        #expect(abs(shown.frame.minX - 50) < 1e-4 && abs(shown.frame.minY) < 1e-4 && abs(shown.frame.width - 75) < 1e-4)
        #expect(abs(shown.frame.height - 75) < 1e-4 && abs(shown.opacity - 0.6) < 1e-4)
        #expect(completions.isEmpty)
        MediaClock.advance(by: 0.5)
        #expect(completions == [true])
        MediaClock.advance(by: 5)
        #expect(completions == [true])
    }

    @Test("a still snapshot lets running animations finish first, so completions have run; endless ones keep running")
    func stillSnapshotsSettle() throws {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        var finished = 0
        UIView.animate(withDuration: 30, animations: { view.alpha = 0.5 }, completion: { _ in finished += 1 })
        UIView.animate(withDuration: 1, delay: 0, options: [.repeat, .autoreverse], animations: { view.backgroundColor = .red })
        _ = try view.backing.drawHierarchy()
        #expect(finished == 1 && view.layer.animationKeys() == ["backgroundColor"])
        view.layer.removeAllAnimations()
    }

    @Test("an animation block's delay holds the start value (fill backwards); keyframe blocks pass through each keyframe")
    func delaysAndKeyframeBlocks() throws {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        UIView.animate(withDuration: 1, delay: 1, options: .curveLinear, animations: { view.alpha = 0 })
        let alpha = { (moment: Double) -> Double in Double(shown(view.layer, at: moment, on: CALayer()).opacity) }
        #expect(alpha(0.5) == 1 && alpha(1.5) == 0.5 && alpha(3) == 1)
        view.layer.removeAllAnimations()
        view.alpha = 1
        UIView.animateKeyframes(withDuration: 1, delay: 0) {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { view.alpha = 0.5 }
            UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { view.alpha = 0.25 }
        }
        #expect(view.alpha == 0.25)
        #expect(abs(alpha(0.25) - 0.75) < 1e-6 && abs(alpha(0.5) - 0.5) < 1e-6 && abs(alpha(0.75) - 0.375) < 1e-6)
        view.layer.removeAllAnimations()
    }

    @Test("a property animator pauses, scrubs, resumes and stops where it is")
    func propertyAnimator() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        var positions: [UIViewAnimatingPosition] = []
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.alpha = 0 }
        animator.addCompletion { positions.append($0) }
        animator.pauseAnimation()
        animator.fractionComplete = 0.25
        #expect(abs(Double(view.layer.presentation()?.opacity ?? 0) - 0.75) < 1e-6 && animator.state == .active && !animator.isRunning)
        MediaClock.advance(by: 10)
        #expect(positions.isEmpty && abs(Double(view.layer.presentation()?.opacity ?? 0) - 0.75) < 1e-6, "paused: time does not move it")
        animator.startAnimation()
        MediaClock.advance(by: 0.25)
        #expect(abs(Double(animator.fractionComplete) - 0.5) < 1e-6)
        animator.stopAnimation(false)
        #expect(animator.state == .stopped && abs(view.alpha - 0.5) < 1e-6 && view.layer.animationKeys() == nil)
        animator.finishAnimation(at: .current)
        #expect(positions == [.current] && animator.state == .inactive)
    }
}

@Suite("QuartzCore: transactions on the media clock")
@MainActor
struct TransactionClockTests {
    @Test("a transaction's completion block runs when the animations added inside it have finished")
    func completionAfterAnimations() {
        var log: [String] = []
        let layer = CALayer()
        CATransaction.begin()
        CATransaction.setCompletionBlock { log.append("done") }
        let fade = CABasicAnimation(keyPath: "opacity")
        (fade.toValue, fade.duration) = (0, 1)
        layer.add(fade, forKey: "fade")
        CATransaction.commit()
        #expect(log.isEmpty)
        MediaClock.advance(by: 0.5)
        #expect(log.isEmpty)
        MediaClock.advance(by: 0.5)
        #expect(log == ["done"])
    }
}

@Suite("QuartzCore: replicated animations")
@MainActor
struct ReplicatorDelayTests {
    @Test("each copy of a replicator runs its sublayers' animations instanceDelay later than the one before")
    func instanceDelay() throws {
        let host = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        host.backgroundColor = .white
        let replicator = CAReplicatorLayer()
        replicator.frame = host.bounds
        (replicator.instanceCount, replicator.instanceDelay) = (3, 0.28)
        replicator.instanceTransform = CATransform3DMakeTranslation(100, 0, 0)
        let dot = CALayer()
        (dot.frame, dot.cornerRadius, dot.backgroundColor) = (CGRect(x: 20, y: 20, width: 60, height: 60), 30, UIColor.black.cgColor)
        replicator.addSublayer(dot)
        host.layer.addSublayer(replicator)
        let shrink = CABasicAnimation(keyPath: "transform.scale")
        (shrink.fromValue, shrink.toValue, shrink.duration, shrink.fillMode) = (1, 0.3, 0.8, .backwards)
        dot.add(shrink, forKey: "shrink")
        let image = try pixels(of: host, at: 0.4)
        let scale = image.width / 300
        func diameter(ofCopy copy: Int) -> Double {
            let dark = (copy * 100 * scale..<(copy + 1) * 100 * scale).filter { image[$0, 50 * scale].r < 128 }
            return Double(dark.count) / Double(scale)
        }
        // Copy 0 is 0.4 s in (scale 0.65), copy 1 0.12 s in (0.895), copy 2 not yet started (filled backwards: 1).
        for (copy, expected) in [(0, 0.65), (1, 0.895), (2, 1.0)] {
            #expect(abs(diameter(ofCopy: copy) - 60 * expected) <= 1, "copy \(copy): \(diameter(ofCopy: copy))")
        }
        #expect(dot.transform == CATransform3DIdentity, "the model is put back")
        dot.removeAllAnimations()
    }

    @Test("a copy whose delay has not run out, with no backwards fill, shows the model value, not the first copy's")
    func copyBeforeItsDelay() throws {
        let host = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        host.backgroundColor = .white
        let replicator = CAReplicatorLayer()
        replicator.frame = host.bounds
        (replicator.instanceCount, replicator.instanceDelay) = (2, 1)
        replicator.instanceTransform = CATransform3DMakeTranslation(100, 0, 0)
        let dot = CALayer()
        (dot.frame, dot.backgroundColor) = (CGRect(x: 20, y: 20, width: 60, height: 60), UIColor.black.cgColor)
        replicator.addSublayer(dot)
        host.layer.addSublayer(replicator)
        let fade = CABasicAnimation(keyPath: "opacity")
        (fade.fromValue, fade.toValue, fade.duration, fade.repeatCount) = (0.2, 0.2, 2, HUGE)
        dot.add(fade, forKey: "fade")
        let image = try pixels(of: host, at: 0.5)
        let scale = image.width / 200
        // Copy 0 is faded to 0.2 over white (204); copy 1 starts in half a second, so it is black.
        #expect(abs(Int(image[50 * scale, 50 * scale].r) - 204) <= 2)
        #expect(image[150 * scale, 50 * scale].r < 10, "copy 1: \(image[150 * scale, 50 * scale])")
        dot.removeAllAnimations()
    }
}

@Suite("QuartzCore: default durations")
@MainActor
struct DefaultDurationTests {
    @Test("an animation with no duration, added in a transaction that sets one, runs for the transaction's duration")
    func transactionDuration() {
        let layer = CALayer()
        CATransaction.begin()
        CATransaction.setAnimationDuration(2)
        #expect(CATransaction.animationDuration() == 2)
        let grow = CABasicAnimation(keyPath: "opacity")
        (grow.fromValue, grow.toValue, grow.beginTime) = (0, 1, 1024)
        layer.add(grow, forKey: "grow")
        CATransaction.commit()
        #expect(CATransaction.animationDuration() == 0.25, "outside a transaction: Core Animation's default")
        #expect(layer.animation(forKey: "grow")?.duration == 2)
        #expect(grow.duration == 0, "the caller's animation is left as it was")
        #expect(abs(shown(layer, atGlobalTime: 1025, on: CALayer()).opacity - 0.5) < 1e-6)
    }

    @Test("a group's animation with no duration runs for the whole group")
    func groupChildDuration() {
        let layer = CALayer()
        let fade = CABasicAnimation(keyPath: "opacity")
        (fade.fromValue, fade.toValue) = (1, 0)
        let group = CAAnimationGroup()
        (group.animations, group.duration, group.beginTime) = ([fade], 2, 1024)
        layer.add(group, forKey: "group")
        #expect(abs(shown(layer, atGlobalTime: 1025, on: CALayer()).opacity - 0.5) < 1e-6)
        #expect(abs(shown(layer, atGlobalTime: 1024.5, on: CALayer()).opacity - 0.75) < 1e-6)
        #expect(fade.duration == 0, "the caller's animations are left as they were")
    }
}

@Suite("UIKit: animating Auto Layout and transforms")
@MainActor
struct LayoutAnimationTests {
    @Test("a constraint changed and laid out inside UIView.animate moves the view along the curve; a transform scales about the centre")
    func constraintAndTransform() throws {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        let panel = UIView()
        panel.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(panel)
        let leading = panel.leadingAnchor.constraint(equalTo: container.leadingAnchor)
        NSLayoutConstraint.activate([
            leading, panel.topAnchor.constraint(equalTo: container.topAnchor),
            panel.widthAnchor.constraint(equalToConstant: 100), panel.heightAnchor.constraint(equalToConstant: 50),
        ])
        container.layoutIfNeeded()
        leading.constant = 200
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear) {
            container.layoutIfNeeded()
            panel.transform = CGAffineTransform(scaleX: 0.5, y: 0.5)
        }
        #expect(panel.frame.origin.x == 225, "the model is laid out at once (scaled about the centre)")
        MediaClock.advance(by: 0.25)
        let shown = try #require(panel.layer.presentation())
        #expect(abs(shown.position.x - 100) < 1e-9, "a quarter of the way from 50 to 250")
        let scale = try #require(shown.value(forKeyPath: "transform.scale.x") as? NSNumber).doubleValue
        #expect(abs(scale - 0.875) < 1e-9)
        MediaClock.finishAnimations()
    }
}

@Suite("HeadlessSnapshot: strategies at a moment")
@MainActor
struct EngineMomentStrategyTests {
    @Test("the engine's image strategy at a moment draws the tree staged there and names the moment")
    func engineStrategyAtAMoment() throws {
        let ring = RingView(frame: CGRect(x: 0, y: 0, width: 60, height: 60))
        let fill = CABasicAnimation(keyPath: "strokeEnd")
        (fill.fromValue, fill.toValue, fill.duration) = (0, 1, 1)
        ring.progress.add(fill, forKey: "fill")
        let strategy = Snapshotting<View, Bitmap>.image(device: .iPhone15).at(0.25)
        #expect(strategy.nameParts.last == "at-0.25s")
        let expected = try AnimationStage.during(0.25) { () throws(RenderError) in try ring.backing.drawHierarchy(device: .iPhone15) }
        #expect(try strategy.snapshot(ring.backing) == expected)
        #expect(try strategy.snapshot(ring.backing) != (try ring.backing.drawHierarchy(device: .iPhone15)))
        #expect(throws: RenderError.self) { try Snapshotting<View, Bitmap>.image.at(.nan).snapshot(ring.backing) }
        ring.progress.removeAllAnimations()
    }
}
