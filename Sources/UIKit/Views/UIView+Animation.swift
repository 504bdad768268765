/// UIKit's animation calls, on the virtual media clock (`MediaClock`): the
/// changes a block makes to animatable properties (frame, bounds, center,
/// transform, alpha, background colour and the layer's own) become Core
/// Animation animations from the old values to the new, which a snapshot at
/// a moment draws part way; the model values are the new ones at once, as on
/// iOS, and a still snapshot draws them. Completions run once, when the clock
/// passes the end of the block's animations (a still snapshot first lets
/// them finish).
/// [Apple's documentation](https://developer.apple.com/documentation/uikit/uiview/animate(withduration:delay:options:animations:completion:))
extension UIView {
    /// Animates the changes `animations` makes over `duration` seconds, ease in and out.
    public static func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: nil)
    }

    /// Animates the changes `animations` makes, then calls `completion`.
    public static func animate(
        withDuration duration: TimeInterval, animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: completion)
    }

    /// Animates the changes `animations` makes after `delay` seconds, with the
    /// options' curve (ease in and out by default), repetition and reversal;
    /// `completion` gets whether the animations ran to their end.
    public static func animate(
        withDuration duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions = [],
        animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        ViewAnimation(duration: duration, delay: delay, options: options).run(animations, completion: completion)
    }

    /// Animates the changes along a damped spring of `dampingRatio` (1 comes to
    /// rest without overshooting) starting at `velocity` (changes per second),
    /// coming to rest at `duration`.
    public static func animate(
        withDuration duration: TimeInterval, delay: TimeInterval, usingSpringWithDamping dampingRatio: CGFloat,
        initialSpringVelocity velocity: CGFloat, options: UIView.AnimationOptions = [], animations: @escaping () -> Void,
        completion: ((Bool) -> Void)? = nil
    ) {
        ViewAnimation(duration: duration, delay: delay, options: options, spring: (dampingRatio, velocity))
            .run(animations, completion: completion)
    }

    /// Animates the keyframes `animations` adds (with ``addKeyframe(withRelativeStartTime:relativeDuration:animations:)``):
    /// each property passes through the values its keyframes give, at their times.
    public static func animateKeyframes(
        withDuration duration: TimeInterval, delay: TimeInterval, options: KeyframeAnimationOptions = [],
        animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        KeyframeViewAnimation(duration: duration, delay: delay, options: options).run(animations, completion: completion)
    }

    /// Adds a keyframe inside ``animateKeyframes(withDuration:delay:options:animations:completion:)``:
    /// the changes `animations` makes happen from `frameStartTime` for
    /// `frameDuration` (fractions of the whole); outside a keyframe block they are made at once.
    public static func addKeyframe(
        withRelativeStartTime frameStartTime: Double, relativeDuration frameDuration: Double, animations: @escaping () -> Void
    ) {
        KeyframeViewAnimation.addKeyframe(start: frameStartTime, duration: frameDuration, animations)
    }

    /// Runs `actionsWithoutAnimation` with animations turned off: its changes are not animated.
    public static func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
        let enabled = ViewAnimation.enabled
        ViewAnimation.enabled = false
        defer { ViewAnimation.enabled = enabled }
        actionsWithoutAnimation()
    }

    /// Turns the animation of changes in animation blocks on or off.
    public static func setAnimationsEnabled(_ enabled: Bool) { ViewAnimation.enabled = enabled }

    /// Whether changes in animation blocks animate; true unless turned off.
    public static var areAnimationsEnabled: Bool { ViewAnimation.enabled }

    /// Makes the changes `animations` makes as a transition of `view`. The
    /// changes are made at once (a snapshot part way shows the new state; the
    /// transition's cross-dissolve or flip is not drawn), and `completion`
    /// runs when the clock passes `duration`.
    public static func transition(
        with view: UIView, duration: TimeInterval, options: UIView.AnimationOptions = [], animations: (() -> Void)?,
        completion: ((Bool) -> Void)? = nil
    ) {
        ViewAnimation(duration: 0, delay: duration, options: options).run({ animations?() }, completion: completion)
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
