internal import Foundation

/// One of UIKit's animation blocks: the changes its closure makes to views'
/// and layers' animatable properties become Core Animation animations from
/// the old values to the new ones, on the virtual media clock, with the
/// block's timing; its completion runs once, when the last of them ends.
@MainActor
struct ViewAnimation {
    /// Whether changes in animation blocks animate (`UIView.setAnimationsEnabled(_:)`).
    static var enabled = true

    /// How long the changes take, in seconds.
    var duration: TimeInterval
    /// How long before they start.
    var delay: TimeInterval = 0
    /// The curve, repetition and reversal.
    var options: UIView.AnimationOptions = []
    /// The pacing: the options' curve when nil.
    var timingFunction: CAMediaTimingFunction?
    /// A spring's damping ratio and initial velocity, for the spring forms.
    var spring: (dampingRatio: CGFloat, velocity: CGFloat)?

    /// Runs `changes` as an animation, then `completion` when the animations
    /// end (after the delay and duration when nothing animated); returns the
    /// changes animated (each added under its key path).
    @discardableResult
    func run(_ changes: () -> Void, completion: ((Bool) -> Void)?) -> [PropertyChange] {
        var animated: [PropertyChange] = []
        AnimationCompletionGroup(completion: completion).collect(orCompleteAfter: max(0, delay) + max(0, duration)) {
            guard Self.enabled, duration > 0, duration.isFinite else { return changes() }
            animated = CALayer.recordingChanges(changes)
            for change in animated {
                change.layer.add(animation(of: change), forKey: change.keyPath)
            }
        }
        return animated
    }

    /// The animation of one change.
    func animation(of change: PropertyChange) -> CABasicAnimation {
        let animation =
            spring.map { springAnimation(keyPath: change.keyPath, $0.dampingRatio, $0.velocity) } ?? CABasicAnimation(keyPath: change.keyPath)
        if spring == nil { animation.timingFunction = timingFunction ?? options.timingFunction }
        (animation.fromValue, animation.toValue, animation.duration) = (change.fromValue, change.toValue, duration)
        configure(animation, on: change.layer)
        return animation
    }

    /// Sets an animation's start, fill and repetition from the block's delay and options.
    func configure(_ animation: CAAnimation, on layer: CALayer) {
        if delay > 0, delay.isFinite {
            animation.beginTime = layer.convertTime(CACurrentMediaTime() + delay, from: nil)
            animation.fillMode = .backwards
        }
        if options.contains(.repeat) { animation.repeatCount = .infinity }
        animation.autoreverses = options.contains(.autoreverse)
    }

    /// A spring of `dampingRatio` (clamped to 0.01...1) that settles, to within
    /// 0.1 % of the change, at the block's duration: UIKit does not publish
    /// how it fits its spring to the duration, so this is the spring whose
    /// envelope e^(−ζωt) reaches 0.001 then, with unit mass.
    private func springAnimation(keyPath: String, _ dampingRatio: CGFloat, _ velocity: CGFloat) -> CASpringAnimation {
        let zeta = Double(min(1, max(0.01, dampingRatio.isNaN ? 1 : dampingRatio)))
        let omega = Foundation.log(1000) / (zeta * duration)
        let animation = CASpringAnimation(keyPath: keyPath)
        (animation.mass, animation.stiffness, animation.damping) = (1, omega * omega, 2 * zeta * omega)
        animation.initialVelocity = velocity.isFinite ? velocity : 0
        return animation
    }
}

extension UIView.AnimationOptions {
    /// The curve the options name: ease in and out unless another is set.
    var timingFunction: CAMediaTimingFunction { CAMediaTimingFunction(name: curve.timingFunctionName) }
}
