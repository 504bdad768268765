/// Runs view animations that can be paused, scrubbed and stopped, on the
/// virtual media clock: starting applies the animation blocks' changes as
/// animations (as ``UIView/animate(withDuration:delay:options:animations:completion:)``),
/// pausing holds them where they are, ``fractionComplete`` moves a paused
/// animator to any point, and the completions run with the position it ended at.
/// [Apple's documentation](https://developer.apple.com/documentation/uikit/uiviewpropertyanimator)
@preconcurrency @MainActor
open class UIViewPropertyAnimator: NSObject {
    /// How long the animations take, in seconds.
    public let duration: TimeInterval
    /// The timing of the animations.
    private let timing: ViewAnimation
    /// The animation blocks, in order.
    private var animations: [() -> Void] = []
    /// The completion blocks, in order.
    private var completions: [(UIViewAnimatingPosition) -> Void] = []
    /// The changes animated since starting.
    private var changes: [PropertyChange] = []
    /// The fraction a paused animator holds.
    private var pausedFraction: CGFloat = 0
    /// The media time the animations started at.
    private var startTime: CFTimeInterval = 0
    /// The animator's state: inactive, active (running or paused) or stopped.
    open private(set) var state: UIViewAnimatingState = .inactive
    /// Whether the animations are running (started and not paused).
    open private(set) var isRunning = false
    /// Whether the animations run backwards; kept.
    open var isReversed = false
    /// Whether the animator may be interrupted; kept.
    open var isInterruptible = true
    /// Whether the animator stays active at its end (kept; it finishes here).
    open var pausesOnCompletion = false

    /// An animator with one of UIKit's curves.
    public init(duration: TimeInterval, curve: UIView.AnimationCurve, animations: (() -> Void)? = nil) {
        self.duration = duration
        timing = ViewAnimation(duration: duration, timingFunction: CAMediaTimingFunction(name: curve.timingFunctionName))
        super.init()
        if let animations { self.animations.append(animations) }
    }

    /// An animator with a cubic Bézier curve through two control points.
    public init(duration: TimeInterval, controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint, animations: (() -> Void)? = nil) {
        self.duration = duration
        let function = CAMediaTimingFunction(controlPoints: Float(point1.x), Float(point1.y), Float(point2.x), Float(point2.y))
        timing = ViewAnimation(duration: duration, timingFunction: function)
        super.init()
        if let animations { self.animations.append(animations) }
    }

    /// An animator with a spring of `ratio` damping (1 comes to rest without overshooting).
    public init(duration: TimeInterval, dampingRatio ratio: CGFloat, animations: (() -> Void)? = nil) {
        self.duration = duration
        timing = ViewAnimation(duration: duration, spring: (ratio, 0))
        super.init()
        if let animations { self.animations.append(animations) }
    }

    /// Starts a new animator with `animations` after `delay`.
    @discardableResult
    open class func runningPropertyAnimator(
        withDuration duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions = [],
        animations: @escaping () -> Void, completion: ((UIViewAnimatingPosition) -> Void)? = nil
    ) -> UIViewPropertyAnimator {
        let animator = UIViewPropertyAnimator(duration: duration, curve: options.curve, animations: animations)
        if let completion { animator.addCompletion(completion) }
        animator.startAnimation(afterDelay: delay)
        return animator
    }

    /// Adds animations: run when the animator starts, or at once when it is running.
    open func addAnimations(_ animation: @escaping () -> Void) {
        guard state == .active else { return animations.append(animation) }
        changes += timing.run(animation, completion: nil)
    }

    /// Adds animations that start `delayFactor` of the way through; they start with the others here.
    open func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) { addAnimations(animation) }

    /// Adds a completion, run with the position the animations end at.
    open func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) { completions.append(completion) }

    /// How far the animations are, 0 to 1; setting it moves a paused (or
    /// not yet started) animator there.
    open var fractionComplete: CGFloat {
        get {
            guard state == .active else { return state == .inactive ? 0 : pausedFraction }
            guard isRunning, duration > 0 else { return pausedFraction }
            return CGFloat(max(0, min(1, (CACurrentMediaTime() - startTime) / duration)))
        }
        set {
            if state == .inactive { pauseAnimation() }
            guard state == .active, !isRunning else { return }
            pausedFraction = newValue.isFinite ? max(0, min(1, newValue)) : 0
            forEachAnimation { animation, layer in
                animation.timeOffset = Double(pausedFraction) * animation.duration
                animation.beginTime = layer.convertTime(CACurrentMediaTime(), from: nil)
            }
        }
    }

    /// Starts the animations, or resumes them from where they were paused.
    open func startAnimation() {
        switch state {
        case .inactive:
            (state, isRunning, startTime) = (.active, true, CACurrentMediaTime())
            let blocks = animations
            animations = []
            changes = timing.run({ blocks.forEach { $0() } }, completion: { [weak self] finished in if finished { self?.finish(at: .end) } })
        case .active where !isRunning:
            isRunning = true
            startTime = CACurrentMediaTime() - Double(pausedFraction) * duration
            forEachAnimation { animation, layer in
                let elapsed = animation.timeOffset
                (animation.speed, animation.timeOffset) = (1, 0)
                animation.beginTime = layer.convertTime(CACurrentMediaTime(), from: nil) - elapsed
            }
        default: break
        }
    }

    /// Starts the animations after `delay` seconds of the media clock.
    open func startAnimation(afterDelay delay: TimeInterval) {
        guard delay > 0, delay.isFinite else { return startAnimation() }
        MediaClock.schedule(at: CACurrentMediaTime() + delay) { [weak self] in self?.startAnimation() }
    }

    /// Pauses the animations where they are (starting them paused at 0 when inactive).
    open func pauseAnimation() {
        if state == .inactive {
            startAnimation()
        } else {
            pausedFraction = fractionComplete
        }
        guard state == .active, isRunning else { return }
        isRunning = false
        forEachAnimation { animation, layer in
            animation.timeOffset = Double(pausedFraction) * animation.duration
            animation.speed = 0
            animation.beginTime = layer.convertTime(CACurrentMediaTime(), from: nil)
        }
    }

    /// Stops the animations where they are: the views keep the values shown
    /// now. Without finishing, the animator becomes inactive and no completion
    /// runs; otherwise it waits, stopped, for ``finishAnimation(at:)``.
    open func stopAnimation(_ withoutFinishing: Bool) {
        guard state == .active else { return }
        let shown = changes.map { ($0, $0.layer.presentation()?.value(forKeyPath: $0.keyPath)) }
        changes.forEach { $0.layer.removeAnimation(forKey: $0.keyPath) }
        for (change, value) in shown { change.layer.setValue(value, forKeyPath: change.keyPath) }
        isRunning = false
        state = withoutFinishing ? .inactive : .stopped
    }

    /// Ends a stopped animator at `finalPosition` (the views set to the
    /// changes' start or end values, or left where they stopped) and runs the completions.
    open func finishAnimation(at finalPosition: UIViewAnimatingPosition) {
        guard state == .stopped else { return }
        for change in changes where finalPosition != .current {
            change.layer.setValue(finalPosition == .start ? change.fromValue : change.toValue, forKeyPath: change.keyPath)
        }
        finish(at: finalPosition)
    }

    /// Becomes inactive and runs the completions with `position`.
    private func finish(at position: UIViewAnimatingPosition) {
        (state, isRunning, changes) = (.inactive, false, [])
        let completions = self.completions
        self.completions = []
        completions.forEach { $0(position) }
    }

    /// Calls `body` with each running animation of the animator and its layer.
    private func forEachAnimation(_ body: (CAAnimation, CALayer) -> Void) {
        for change in changes {
            if let animation = change.layer.animation(forKey: change.keyPath) { body(animation, change.layer) }
        }
    }
}

/// The states of an animator.
public enum UIViewAnimatingState: Int, Sendable {
    /// Not started, or finished.
    case inactive
    /// Started: running or paused.
    case active
    /// Stopped, waiting to be finished.
    case stopped
}

/// Where an animation ended.
public enum UIViewAnimatingPosition: Int, Sendable {
    /// At its end.
    case end
    /// At its start.
    case start
    /// Where it was stopped.
    case current
}

extension UIView.AnimationOptions {
    /// The curve the options name.
    var curve: UIView.AnimationCurve {
        switch rawValue & (3 << 16) {
        case UIView.AnimationOptions.curveEaseIn.rawValue: .easeIn
        case UIView.AnimationOptions.curveEaseOut.rawValue: .easeOut
        case UIView.AnimationOptions.curveLinear.rawValue: .linear
        default: .easeInOut
        }
    }
}

extension UIView.AnimationCurve {
    /// Core Animation's name for the curve.
    var timingFunctionName: CAMediaTimingFunctionName {
        switch self {
        case .easeInOut: .easeInEaseOut
        case .easeIn: .easeIn
        case .easeOut: .easeOut
        case .linear: .linear
        }
    }
}

extension UIView {
    /// UIKit's timing curves.
    public enum AnimationCurve: Int, Sendable {
        /// Slow at both ends.
        case easeInOut
        /// Slow at the start.
        case easeIn
        /// Slow at the end.
        case easeOut
        /// Constant speed.
        case linear
    }
}
