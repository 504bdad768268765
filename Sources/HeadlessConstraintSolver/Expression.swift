/// One `coefficient · variable` product of a linear ``Expression``.
package struct Term: Sendable, CustomStringConvertible {
    /// The unknown this term multiplies.
    package var variable: Variable
    /// The factor applied to ``variable``.
    package var coefficient: Double

    /// Creates the term `coefficient · variable`.
    package init(_ variable: Variable, coefficient: Double = 1) {
        self.variable = variable
        self.coefficient = coefficient
    }

    /// A readable rendering such as `2.0*width`.
    package var description: String {
        coefficient == 1 ? variable.name : "\(coefficient)*\(variable.name)"
    }
}

/// A linear expression `Σ coefficientᵢ · variableᵢ + constant`.
///
/// Terms are kept as written (repeated variables are combined by the solver), so building an
/// expression is cheap and allocation-light. Build expressions with the arithmetic operators
/// declared on ``Variable`` and ``Expression``, for example `2 * x + y - 10`.
package struct Expression: Sendable, CustomStringConvertible {
    /// The variable products, in the order they were written.
    package var terms: [Term]
    /// The constant part.
    package var constant: Double

    /// Creates an expression from explicit terms and a constant.
    package init(terms: [Term] = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }

    /// Creates the expression `1 · variable`.
    package init(_ variable: Variable) {
        self.init(terms: [Term(variable)])
    }

    /// Creates a constant expression.
    package init(_ constant: Double) {
        self.init(constant: constant)
    }

    /// Whether every coefficient and the constant are finite (neither NaN nor infinite).
    package var isFinite: Bool {
        constant.isFinite && terms.allSatisfy { $0.coefficient.isFinite }
    }

    /// A readable rendering such as `x + -1.0*y + 10.0`.
    package var description: String {
        let parts = terms.map(\.description) + (constant == 0 && !terms.isEmpty ? [] : ["\(constant)"])
        return parts.joined(separator: " + ")
    }
}

/// A value usable on either side of a ``Constraint``: a variable, term, expression or number.
package protocol ExpressionConvertible: Sendable {
    /// The value as a linear expression.
    var linearExpression: Expression { get }
}

extension Variable: ExpressionConvertible {
    /// The expression `1 · self`.
    package var linearExpression: Expression { Expression(self) }
}

extension Term: ExpressionConvertible {
    /// The single-term expression.
    package var linearExpression: Expression { Expression(terms: [self]) }
}

extension Expression: ExpressionConvertible {
    /// The expression itself.
    package var linearExpression: Expression { self }
}

extension Double: ExpressionConvertible {
    /// The constant expression.
    package var linearExpression: Expression { Expression(self) }
}

extension Int: ExpressionConvertible {
    /// The constant expression (converted to `Double`).
    package var linearExpression: Expression { Expression(Double(self)) }
}
