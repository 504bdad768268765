/// How hard the solver tries to satisfy a constraint, on UIKit's 1...1000 priority scale.
///
/// Priority 1000 (``required``) makes a constraint hard: it holds exactly or is refused. Any lower
/// priority makes it optional. Optional constraints are compared *lexicographically* by priority:
/// the solver first minimises the total error of the highest priority present, then, without
/// worsening that, the next one, and so on. A higher priority therefore always dominates any number
/// of lower-priority errors (there is no weight overflow as with scaled weights). Every distinct
/// priority value is its own level, so `750` and `750.5` are different levels. Errors within one
/// level are summed with equal weight; error differences below about 1e-8 are treated as ties.
package struct Strength: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The priority, valid in `1...1000`.
    package let priority: Float

    /// Creates a strength from a UIKit-style priority.
    ///
    /// Any value can be stored; the solver refuses priorities outside `1...1000` (including NaN)
    /// with ``SolverError/invalidPriority(_:)`` when the strength is used.
    package init(priority: Float) {
        self.priority = priority
    }

    /// A hard constraint (priority 1000).
    package static let required = Strength(priority: 1000)
    /// UIKit's `defaultHigh` (750), typical for compression resistance.
    package static let defaultHigh = Strength(priority: 750)
    /// UIKit's `defaultLow` (250), typical for content hugging.
    package static let defaultLow = Strength(priority: 250)
    /// UIKit's `fittingSizeLevel` (50).
    package static let fittingSizeLevel = Strength(priority: 50)

    /// Whether this is the hard priority 1000.
    package var isRequired: Bool {
        priority == 1000
    }

    /// Whether the priority lies in the accepted range `1...1000`.
    package var isValid: Bool {
        priority >= 1 && priority <= 1000
    }

    /// Orders strengths by priority.
    package static func < (lhs: Strength, rhs: Strength) -> Bool {
        lhs.priority < rhs.priority
    }

    /// The priority as text.
    package var description: String {
        "\(priority)"
    }
}
