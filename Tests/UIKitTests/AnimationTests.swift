import HeadlessLayers
import Testing
import UIKit

@Suite("QuartzCore: animations on the media clock")
@MainActor
struct AnimationTests {
    @Test("an added animation is a copy kept under its key; a still snapshot draws the model values")
    func addedAnimations() throws {
        let ring = RingView(frame: CGRect(x: 0, y: 0, width: 80, height: 80))
        let fill = CABasicAnimation(keyPath: "strokeEnd")
        fill.fromValue = 0
        fill.toValue = 0.4
        fill.duration = 0.8
        fill.timingFunction = CAMediaTimingFunction(name: .easeOut)
        fill.fillMode = .forwards
        fill.isRemovedOnCompletion = false
        ring.progress.add(fill, forKey: "fill")
        fill.toValue = 1
        let kept = ring.progress.animation(forKey: "fill") as? CABasicAnimation
        #expect(kept !== fill && kept?.toValue as? Double == 0.4 && kept?.keyPath == "strokeEnd")
        #expect(ring.progress.animationKeys() == ["fill"])
        let animated = try ring.backing.drawHierarchy()
        ring.progress.removeAllAnimations()
        #expect(ring.progress.animationKeys() == nil)
        #expect(try ring.backing.drawHierarchy() == animated)
    }

    @Test("timing functions have Core Animation's control points")
    func timingFunctions() {
        var point: [Float] = [0, 0]
        CAMediaTimingFunction(name: .easeInEaseOut).getControlPoint(at: 1, values: &point)
        #expect(point == [0.42, 0])
        CAMediaTimingFunction(name: .default).getControlPoint(at: 2, values: &point)
        #expect(point == [0.25, 1])
    }

    @Test("a transaction's completion runs when it is committed; UIView.animate sets the model at once and completes on the clock")
    func transactionsAndViewAnimations() {
        var log: [String] = []
        CATransaction.begin()
        CATransaction.setCompletionBlock { log.append("done") }
        CATransaction.setDisableActions(true)
        #expect(log.isEmpty)
        CATransaction.commit()
        #expect(log == ["done"])
        let view = UIView()
        UIView.animate(withDuration: 0.3, animations: { view.alpha = 0.5 }) { finished in log.append("finished \(finished)") }
        #expect(view.alpha == 0.5 && log == ["done"])
        MediaClock.advance(by: 0.2)
        #expect(log == ["done"])
        MediaClock.advance(by: 0.1)
        #expect(log == ["done", "finished true"])
    }
}

@Suite("UIKit: app, device and property animators")
@MainActor
struct AppAndDeviceTests {
    @Test("a property animator applies its animations and completes at the end when started")
    func propertyAnimator() {
        let view = UIView()
        var positions: [UIViewAnimatingPosition] = []
        let animator = UIViewPropertyAnimator(duration: 0.3, curve: .easeOut) { view.alpha = 0.2 }
        animator.addAnimations { view.backgroundColor = .systemRed }
        animator.addCompletion { positions.append($0) }
        #expect(view.alpha == 1)
        animator.startAnimation()
        #expect(view.alpha == 0.2 && view.backgroundColor == .systemRed && positions.isEmpty)
        MediaClock.finishAnimations()
        #expect(positions == [.end] && animator.state == .inactive)
        UIViewPropertyAnimator.runningPropertyAnimator(withDuration: 1, delay: 0, animations: { view.alpha = 1 })
        #expect(view.alpha == 1)
        UIView.animateKeyframes(withDuration: 1, delay: 0, options: .calculationModeLinear) {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { view.alpha = 0.5 }
            UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { view.alpha = 0.25 }
        }
        #expect(view.alpha == 0.25)
    }

    @Test("the device and screen are the snapshot device's; the app has the default settings")
    func deviceAndApp() {
        #expect(UIDevice.current.userInterfaceIdiom == .phone && UIDevice.current.orientation.isPortrait)
        #expect(UIDevice.current.name == "iPhone 15" && !UIDevice.current.systemVersion.isEmpty)
        #expect(UIApplication.shared.preferredContentSizeCategory == .large)
        #expect(!UIAccessibility.isVoiceOverRunning)
        UIAccessibility.post(notification: .announcement, argument: "Saved")
    }
}
