/// An animation of a layer, with Core Animation's timing properties.
///
/// Animations run on the virtual ``MediaClock``: a still snapshot draws the
/// layer's model values, as `CALayer.render(in:)` does on iOS, and a snapshot
/// at a moment draws what the animations show then. The delegate is told
/// when the clock passes the animation's start and end.
/// [Apple's documentation](https://developer.apple.com/documentation/quartzcore/caanimation)
open class CAAnimation: NSObject, NSCopying {
    /// When the animation starts, in the layer's time; 0 starts it when added.
    open var beginTime: CFTimeInterval = 0
    /// How long one repetition lasts, in seconds; 0 means 0.25.
    open var duration: CFTimeInterval = 0
    /// How fast time passes for the animation; 1 by default.
    open var speed: Float = 1
    /// How far into the animation time starts.
    open var timeOffset: CFTimeInterval = 0
    /// How many times the animation repeats; `.infinity` for ever.
    open var repeatCount: Float = 0
    /// How long the animation repeats for, in seconds.
    open var repeatDuration: CFTimeInterval = 0
    /// Whether each repetition runs back after running forward.
    open var autoreverses = false
    /// What the animation shows outside its active time; removed by default.
    open var fillMode = CAMediaTimingFillMode.removed
    /// The pacing of the animation; linear when nil.
    open var timingFunction: CAMediaTimingFunction?
    /// Whether the animation is removed from the layer when it ends; true by default.
    open var isRemovedOnCompletion = true
    /// Told when the animation starts and stops; held strongly, as Core Animation does.
    open var delegate: (any CAAnimationDelegate)?
    /// Run when the animation stops, with whether it reached its end (UIKit's completions).
    package var stopHandlers: [(Bool) -> Void] = []

    /// Runs the stop handlers once.
    package func stopped(finished: Bool) {
        let handlers = stopHandlers
        stopHandlers = []
        handlers.forEach { $0(finished) }
    }

    /// An animation with the default timing.
    public required override init() { super.init() }

    /// A new animation of the class's default values.
    open class func animation() -> Self { Self() }

    /// A copy of the animation with the same values, of the same class.
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = type(of: self).init()
        copyValues(to: copy)
        return copy
    }

    /// Copies this animation's values to `copy`, an instance of the same class.
    func copyValues(to copy: CAAnimation) {
        (copy.beginTime, copy.duration, copy.speed, copy.timeOffset) = (beginTime, duration, speed, timeOffset)
        (copy.repeatCount, copy.repeatDuration, copy.autoreverses) = (repeatCount, repeatDuration, autoreverses)
        (copy.fillMode, copy.timingFunction, copy.isRemovedOnCompletion, copy.delegate) =
            (fillMode, timingFunction, isRemovedOnCompletion, delegate)
        copy.stopHandlers = stopHandlers
    }
}

/// Told when an animation starts and stops.
public protocol CAAnimationDelegate: AnyObject {
    /// The animation started.
    func animationDidStart(_ anim: CAAnimation)
    /// The animation stopped; `flag` is true when it ran to its end.
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool)
}

extension CAAnimationDelegate {
    /// Nothing, by default.
    public func animationDidStart(_ anim: CAAnimation) {}
    /// Nothing, by default.
    public func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {}
}

/// What an animation shows outside its active time.
public struct CAMediaTimingFillMode: RawRepresentable, Hashable, Sendable {
    /// Core Animation's name for the mode.
    public let rawValue: String
    /// A mode from its name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Nothing: the model value.
    public static let removed = CAMediaTimingFillMode(rawValue: "removed")
    /// The last value, after the end.
    public static let forwards = CAMediaTimingFillMode(rawValue: "forwards")
    /// The first value, before the start.
    public static let backwards = CAMediaTimingFillMode(rawValue: "backwards")
    /// Both.
    public static let both = CAMediaTimingFillMode(rawValue: "both")
}
