/// Runs view animations; as ``UIView/animate(withDuration:delay:options:animations:completion:)``
/// a snapshot shows their end, so starting one applies its animations at
/// once and runs its completions with `.end`.
/// [Apple's documentation](https://developer.apple.com/documentation/uikit/uiviewpropertyanimator)
@preconcurrency @MainActor
open class UIViewPropertyAnimator: NSObject {
    /// How long the animations would take.
    public let duration: TimeInterval
    /// The animation blocks, in order.
    private var animations: [() -> Void] = []
    /// The completion blocks, in order.
    private var completions: [(UIViewAnimatingPosition) -> Void] = []
    /// Whether the animator has run.
    open private(set) var isRunning = false
    /// How far the animations are, 0 to 1.
    open var fractionComplete: CGFloat = 0

    /// An animator with a timing curve.
    public init(duration: TimeInterval, curve: UIView.AnimationCurve, animations: (() -> Void)? = nil) {
        self.duration = duration
        super.init()
        if let animations { self.animations.append(animations) }
    }

    /// An animator with a spring of `ratio` damping.
    public convenience init(duration: TimeInterval, dampingRatio ratio: CGFloat, animations: (() -> Void)? = nil) {
        self.init(duration: duration, curve: .easeInOut, animations: animations)
    }

    /// Starts a new animator that applies `animations` and finishes at once.
    @discardableResult
    open class func runningPropertyAnimator(
        withDuration duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions = [],
        animations: @escaping () -> Void, completion: ((UIViewAnimatingPosition) -> Void)? = nil
    ) -> UIViewPropertyAnimator {
        let animator = UIViewPropertyAnimator(duration: duration, curve: .easeInOut, animations: animations)
        if let completion { animator.addCompletion(completion) }
        animator.startAnimation()
        return animator
    }

    /// Adds animations, run when the animator starts.
    open func addAnimations(_ animation: @escaping () -> Void) { animations.append(animation) }

    /// Adds a completion, run when the animator ends.
    open func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) { completions.append(completion) }

    /// Applies the animations and runs the completions with `.end`.
    open func startAnimation() {
        isRunning = true
        animations.forEach { $0() }
        fractionComplete = 1
        isRunning = false
        completions.forEach { $0(.end) }
    }

    /// Starts after `delay`; at once in a snapshot.
    open func startAnimation(afterDelay delay: TimeInterval) { startAnimation() }

    /// Pauses; nothing runs in a snapshot.
    open func pauseAnimation() {}

    /// Stops; the animations applied stay applied.
    open func stopAnimation(_ withoutFinishing: Bool) {}
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
