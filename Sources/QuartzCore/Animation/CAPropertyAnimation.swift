internal import Foundation

/// An animation of one property of a layer, named by its key path
/// (`"opacity"`, `"strokeEnd"`, `"transform.rotation.z"`).
/// [Apple's documentation](https://developer.apple.com/documentation/quartzcore/capropertyanimation)
open class CAPropertyAnimation: CAAnimation {
    /// The key path of the animated property.
    open var keyPath: String?
    /// Whether the animated value is added to the model value.
    open var isAdditive = false
    /// Whether repetitions build on the previous one's end value.
    open var isCumulative = false

    /// An animation of the property at `path`.
    public convenience init(keyPath path: String?) {
        self.init()
        keyPath = path
    }

    override func copyValues(to copy: CAAnimation) {
        super.copyValues(to: copy)
        guard let copy = copy as? CAPropertyAnimation else { return }
        (copy.keyPath, copy.isAdditive, copy.isCumulative) = (keyPath, isAdditive, isCumulative)
    }
}

/// An animation of a property from one value to another.
/// [Apple's documentation](https://developer.apple.com/documentation/quartzcore/cabasicanimation)
open class CABasicAnimation: CAPropertyAnimation {
    /// The value at the start; the current value when nil.
    open var fromValue: Any? { didSet { readValues = nil } }
    /// The value at the end.
    open var toValue: Any? { didSet { readValues = nil } }
    /// The change over the animation, when one of the other two is nil.
    open var byValue: Any? { didSet { readValues = nil } }
    /// The three values read for a property kind, kept until one changes.
    var readValues: (kind: AnimatedValue.Kind, from: AnimatedValue?, to: AnimatedValue?, by: AnimatedValue?)?

    override func copyValues(to copy: CAAnimation) {
        super.copyValues(to: copy)
        guard let copy = copy as? CABasicAnimation else { return }
        (copy.fromValue, copy.toValue, copy.byValue) = (fromValue, toValue, byValue)
    }
}

/// An animation of a property through a series of values or along a path.
/// [Apple's documentation](https://developer.apple.com/documentation/quartzcore/cakeyframeanimation)
open class CAKeyframeAnimation: CAPropertyAnimation {
    /// The values passed through.
    open var values: [Any]?
    /// When each value is reached, 0 to 1.
    open var keyTimes: [NSNumber]?
    /// The pacing between values.
    open var timingFunctions: [CAMediaTimingFunction]?
    /// A path a point property follows, in place of ``values``.
    open var path: CGPath?
    /// How values in between are computed; linear by default.
    open var calculationMode = CAAnimationCalculationMode.linear

    override func copyValues(to copy: CAAnimation) {
        super.copyValues(to: copy)
        guard let copy = copy as? CAKeyframeAnimation else { return }
        (copy.values, copy.keyTimes, copy.timingFunctions) = (values, keyTimes, timingFunctions)
        (copy.path, copy.calculationMode) = (path, calculationMode)
    }
}

/// A basic animation that follows a damped spring.
/// [Apple's documentation](https://developer.apple.com/documentation/quartzcore/caspringanimation)
open class CASpringAnimation: CABasicAnimation {
    /// The mass on the spring; 1 by default.
    open var mass: CGFloat = 1
    /// The spring's stiffness; 100 by default.
    open var stiffness: CGFloat = 100
    /// The damping; 10 by default.
    open var damping: CGFloat = 10
    /// The speed at the start; 0 by default.
    open var initialVelocity: CGFloat = 0

    /// How long the spring takes to come to rest, in seconds: for a spring
    /// that oscillates, when the envelope of its oscillation falls to 0.08 %
    /// of the change; otherwise when it comes within 0.08 % for good
    /// (sampled each 1/600 s, for up to ten minutes). The threshold is the one
    /// that gives Apple's documented figures: about 2.85 s with a damping of
    /// 5 (and the default mass and stiffness), just over a second with 15.
    /// [Apple's documentation](https://developer.apple.com/documentation/quartzcore/caspringanimation/settlingduration)
    open var settlingDuration: CFTimeInterval {
        let epsilon = 0.0008
        let m = max(Double(mass), 1e-9), k = max(Double(stiffness), 1e-9), c = max(Double(damping), 0)
        let omega = (k / m).squareRoot(), zeta = c / (2 * (k * m).squareRoot())
        if zeta > 0, zeta < 1 {
            let decay = zeta * omega, omegaD = omega * (1 - zeta * zeta).squareRoot()
            let b = (decay - Double(initialVelocity)) / omegaD
            return max(0, Foundation.log((1 + b * b).squareRoot() / epsilon) / decay)
        }
        let step = 1.0 / 600
        var (lastOutside, t) = (0.0, 0.0)
        while t < 600, t - lastOutside <= 10 {
            if abs(springPosition(at: t) - 1) >= epsilon { lastOutside = t }
            t += step
        }
        return lastOutside + step
    }

    override func copyValues(to copy: CAAnimation) {
        super.copyValues(to: copy)
        guard let copy = copy as? CASpringAnimation else { return }
        (copy.mass, copy.stiffness, copy.damping, copy.initialVelocity) = (mass, stiffness, damping, initialVelocity)
    }
}

/// Several animations run together.
/// [Apple's documentation](https://developer.apple.com/documentation/quartzcore/caanimationgroup)
open class CAAnimationGroup: CAAnimation {
    /// The animations of the group.
    open var animations: [CAAnimation]?

    override func copyValues(to copy: CAAnimation) {
        super.copyValues(to: copy)
        (copy as? CAAnimationGroup)?.animations = animations
    }
}

/// How a keyframe animation computes the values between its keyframes.
public struct CAAnimationCalculationMode: RawRepresentable, Hashable, Sendable {
    /// Core Animation's name for the mode.
    public let rawValue: String
    /// A mode from its name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Straight lines between values.
    public static let linear = CAAnimationCalculationMode(rawValue: "linear")
    /// No interpolation: each value until the next.
    public static let discrete = CAAnimationCalculationMode(rawValue: "discrete")
    /// An even pace, ignoring key times.
    public static let paced = CAAnimationCalculationMode(rawValue: "paced")
    /// A smooth curve through the values.
    public static let cubic = CAAnimationCalculationMode(rawValue: "cubic")
    /// A smooth curve at an even pace.
    public static let cubicPaced = CAAnimationCalculationMode(rawValue: "cubicPaced")
}
