internal import Foundation

/// Why an animation shows nothing at a moment: what a snapshot at that
/// moment reports instead of drawing something the code did not mean.
package struct AnimationProblem: Error, Equatable, CustomStringConvertible {
    /// The message, naming the animation, its key path and what is wrong.
    package let description: String

    /// The key path names no property Core Animation animates on the layer.
    static func unknownKeyPath(_ keyPath: String, animation: CAAnimation) -> AnimationProblem {
        AnimationProblem(
            description: "\(name(of: animation)) animates key path \"\(keyPath)\", which is not an animatable property of this layer "
                + "(opacity, position, bounds, transform and its rotation, scale and translation, colours, borders, shadows, "
                + "strokeStart, strokeEnd, path, colors, locations…)")
    }

    /// A value given to the animation is not of the property's type.
    static func wrongType(field: String, given: Any, expected: AnimatedValue.Kind, keyPath: String, animation: CAAnimation)
        -> AnimationProblem
    {
        AnimationProblem(
            description: "\(name(of: animation)) of \"\(keyPath)\": \(field) is a \(type(of: given)) (\(given)), "
                + "but \"\(keyPath)\" takes \(expected.described)")
    }

    /// The values cannot be interpolated (paths of different shapes, arrays of different lengths) or are not finite.
    static func unusableValue(_ keyPath: String, animation: CAAnimation) -> AnimationProblem {
        AnimationProblem(
            description: "\(name(of: animation)) of \"\(keyPath)\" has values that cannot be interpolated: paths must have "
                + "the same elements, arrays the same length, and every number must be finite")
    }

    /// The animation's timing cannot be followed.
    static func invalidTiming(_ what: String, animation: CAAnimation) -> AnimationProblem {
        AnimationProblem(description: "\(name(of: animation)) has \(what)")
    }

    /// The animation's class name.
    private static func name(of animation: CAAnimation) -> String { "A \(type(of: animation))" }
}

extension AnimatedValue.Kind {
    /// The Swift types a key path of this kind takes.
    var described: String {
        switch self {
        case .number: "a number (CGFloat, Double, Float, Int or NSNumber)"
        case .point: "a CGPoint"
        case .size: "a CGSize"
        case .rect: "a CGRect"
        case .transform: "a CATransform3D"
        case .color: "a CGColor (UIColor's cgColor)"
        case .path: "a CGPath"
        case .numbers: "an array of numbers"
        case .colors: "an array of CGColors"
        }
    }
}
