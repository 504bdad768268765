/// UIKit's animation calls. A snapshot shows the model values, so the
/// changes are applied at once and the completion runs with `true`, before
/// the call returns.
extension UIView {
    /// Applies `animations` now.
    public static func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: nil)
    }

    /// Applies `animations` now, then calls `completion` with `true`.
    public static func animate(
        withDuration duration: TimeInterval, animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: completion)
    }

    /// Applies `animations` now, then calls `completion` with `true`.
    public static func animate(
        withDuration duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions = [],
        animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        animations()
        completion?(true)
    }

    /// Applies `animations` now (a spring ends where its changes do), then calls `completion` with `true`.
    public static func animate(
        withDuration duration: TimeInterval, delay: TimeInterval, usingSpringWithDamping dampingRatio: CGFloat,
        initialSpringVelocity velocity: CGFloat, options: UIView.AnimationOptions = [], animations: @escaping () -> Void,
        completion: ((Bool) -> Void)? = nil
    ) {
        animate(withDuration: duration, delay: delay, options: options, animations: animations, completion: completion)
    }

    /// Applies the keyframes `animations` adds (with ``addKeyframe(withRelativeStartTime:relativeDuration:animations:)``)
    /// in order, at once, then calls `completion` with `true`.
    public static func animateKeyframes(
        withDuration duration: TimeInterval, delay: TimeInterval, options: KeyframeAnimationOptions = [],
        animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        animations()
        completion?(true)
    }

    /// Applies a keyframe's changes at once, inside ``animateKeyframes(withDuration:delay:options:animations:completion:)``.
    public static func addKeyframe(
        withRelativeStartTime frameStartTime: Double, relativeDuration frameDuration: Double, animations: @escaping () -> Void
    ) {
        animations()
    }

    /// Runs `actionsWithoutAnimation`; changes are never animated in a snapshot.
    public static func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
        actionsWithoutAnimation()
    }

    /// Applies `animations` now, then calls `completion` with `true`.
    public static func transition(
        with view: UIView, duration: TimeInterval, options: UIView.AnimationOptions = [], animations: (() -> Void)?,
        completion: ((Bool) -> Void)? = nil
    ) {
        animations?()
        completion?(true)
    }

    /// Options of keyframe animations.
    public struct KeyframeAnimationOptions: OptionSet, Hashable, Sendable {
        /// The options as UIKit's bits.
        public let rawValue: UInt
        /// Options from UIKit's bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Lays out subviews as part of the animation.
        public static let layoutSubviews = KeyframeAnimationOptions(rawValue: 1 << 0)
        /// Repeats for ever.
        public static let `repeat` = KeyframeAnimationOptions(rawValue: 1 << 3)
        /// Runs backwards and forwards.
        public static let autoreverse = KeyframeAnimationOptions(rawValue: 1 << 4)
        /// Straight lines between keyframes.
        public static let calculationModeLinear = KeyframeAnimationOptions(rawValue: 0 << 10)
        /// No interpolation between keyframes.
        public static let calculationModeDiscrete = KeyframeAnimationOptions(rawValue: 1 << 10)
        /// An even pace.
        public static let calculationModePaced = KeyframeAnimationOptions(rawValue: 2 << 10)
        /// A smooth curve through the keyframes.
        public static let calculationModeCubic = KeyframeAnimationOptions(rawValue: 3 << 10)
    }

    /// Options of UIKit's animation calls: curves, repetition and transitions.
    public struct AnimationOptions: OptionSet, Hashable, Sendable {
        /// The options as UIKit's bits.
        public let rawValue: UInt
        /// Options from UIKit's bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Lays out subviews as part of the animation.
        public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
        /// Lets the views take touches while animating.
        public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
        /// Starts from the current presentation state.
        public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
        /// Repeats for ever.
        public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
        /// Runs backwards and forwards.
        public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
        /// Ease in and out (the default curve).
        public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
        /// Ease in.
        public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
        /// Ease out.
        public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
        /// Linear.
        public static let curveLinear = AnimationOptions(rawValue: 3 << 16)
        /// A cross-dissolve transition.
        public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)
    }
}
