/// The comparison a ``Constraint`` makes between its expression and zero.
package enum Relation: Sendable, CustomStringConvertible {
    /// `expression == 0`
    case equal
    /// `expression <= 0`
    case lessThanOrEqual
    /// `expression >= 0`
    case greaterThanOrEqual

    /// The comparison symbol.
    package var description: String {
        switch self {
        case .equal: "=="
        case .lessThanOrEqual: "<="
        case .greaterThanOrEqual: ">="
        }
    }
}

/// A linear relation `expression (== | <= | >=) 0` with a ``Strength``.
///
/// Constraints are immutable and identity-based: the solver tracks each instance separately, so
/// removing a constraint needs the very instance that was added. Build one from two sides with
/// `Constraint(x + 10, .equal, y)`, which stores `x + 10 - y == 0`.
package final class Constraint: Hashable, Sendable, CustomStringConvertible {
    /// The left side minus the right side.
    package let expression: Expression
    /// How ``expression`` compares with zero.
    package let relation: Relation
    /// The priority of the constraint.
    package let strength: Strength

    /// Creates `expression relation 0`.
    package init(_ expression: Expression, _ relation: Relation, strength: Strength = .required) {
        self.expression = expression
        self.relation = relation
        self.strength = strength
    }

    /// Creates `lhs relation rhs`, for example `Constraint(view.width, .greaterThanOrEqual, 44)`.
    package convenience init(
        _ lhs: some ExpressionConvertible,
        _ relation: Relation,
        _ rhs: some ExpressionConvertible,
        strength: Strength = .required
    ) {
        self.init(lhs.linearExpression - rhs.linearExpression, relation, strength: strength)
    }

    /// Identity comparison: a constraint equals only itself.
    package static func == (lhs: Constraint, rhs: Constraint) -> Bool {
        lhs === rhs
    }

    /// Hashes the object identity (used for look-ups only, never for ordering).
    package func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(self))
    }

    /// A readable rendering such as `x + -1.0*y + 10.0 == 0 @1000.0`.
    package var description: String {
        "\(expression) \(relation) 0 @\(strength)"
    }
}
