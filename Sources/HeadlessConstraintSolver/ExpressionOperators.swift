// Arithmetic for building linear expressions. Every overload takes concrete types (no generics, no
// literal-convertible custom types) so the type checker resolves mixed expressions quickly.

extension Expression {
    /// The sum of two expressions.
    package static func + (lhs: Expression, rhs: Expression) -> Expression {
        Expression(terms: lhs.terms + rhs.terms, constant: lhs.constant + rhs.constant)
    }

    /// The difference of two expressions.
    package static func - (lhs: Expression, rhs: Expression) -> Expression {
        lhs + -rhs
    }

    /// The expression scaled by a factor.
    package static func * (lhs: Expression, rhs: Double) -> Expression {
        let scaled = lhs.terms.map { Term($0.variable, coefficient: $0.coefficient * rhs) }
        return Expression(terms: scaled, constant: lhs.constant * rhs)
    }

    /// The expression scaled by a factor.
    package static func * (lhs: Double, rhs: Expression) -> Expression {
        rhs * lhs
    }

    /// The expression divided by a number. Dividing by zero yields non-finite coefficients, which
    /// the solver refuses with ``SolverError/nonFiniteConstraint(_:)`` rather than trapping.
    package static func / (lhs: Expression, rhs: Double) -> Expression {
        lhs * (1 / rhs)
    }

    /// The negated expression.
    package static prefix func - (operand: Expression) -> Expression {
        operand * -1
    }

    /// The expression plus a constant.
    package static func + (lhs: Expression, rhs: Double) -> Expression {
        lhs + Expression(rhs)
    }

    /// A constant plus the expression.
    package static func + (lhs: Double, rhs: Expression) -> Expression {
        Expression(lhs) + rhs
    }

    /// The expression minus a constant.
    package static func - (lhs: Expression, rhs: Double) -> Expression {
        lhs - Expression(rhs)
    }

    /// A constant minus the expression.
    package static func - (lhs: Double, rhs: Expression) -> Expression {
        Expression(lhs) - rhs
    }

    /// The expression plus a variable.
    package static func + (lhs: Expression, rhs: Variable) -> Expression {
        lhs + Expression(rhs)
    }

    /// The expression minus a variable.
    package static func - (lhs: Expression, rhs: Variable) -> Expression {
        lhs - Expression(rhs)
    }
}

extension Variable {
    /// The sum of two variables.
    package static func + (lhs: Variable, rhs: Variable) -> Expression {
        Expression(lhs) + Expression(rhs)
    }

    /// The difference of two variables.
    package static func - (lhs: Variable, rhs: Variable) -> Expression {
        Expression(lhs) - Expression(rhs)
    }

    /// The variable plus an expression.
    package static func + (lhs: Variable, rhs: Expression) -> Expression {
        Expression(lhs) + rhs
    }

    /// The variable minus an expression.
    package static func - (lhs: Variable, rhs: Expression) -> Expression {
        Expression(lhs) - rhs
    }

    /// The variable plus a constant.
    package static func + (lhs: Variable, rhs: Double) -> Expression {
        Expression(lhs) + rhs
    }

    /// A constant plus the variable.
    package static func + (lhs: Double, rhs: Variable) -> Expression {
        lhs + Expression(rhs)
    }

    /// The variable minus a constant.
    package static func - (lhs: Variable, rhs: Double) -> Expression {
        Expression(lhs) - rhs
    }

    /// A constant minus the variable.
    package static func - (lhs: Double, rhs: Variable) -> Expression {
        lhs - Expression(rhs)
    }

    /// The variable scaled by a factor.
    package static func * (lhs: Variable, rhs: Double) -> Expression {
        Expression(lhs) * rhs
    }

    /// The variable scaled by a factor.
    package static func * (lhs: Double, rhs: Variable) -> Expression {
        Expression(rhs) * lhs
    }

    /// The variable divided by a number (division by zero is refused later by the solver).
    package static func / (lhs: Variable, rhs: Double) -> Expression {
        Expression(lhs) / rhs
    }

    /// The negated variable.
    package static prefix func - (operand: Variable) -> Expression {
        -Expression(operand)
    }
}
