/// One `coefficient · variable` product of a linear ``Expression``.
public struct Term: Sendable, CustomStringConvertible {
    /// The unknown this term multiplies.
    public var variable: Variable
    /// The factor applied to ``variable``.
    public var coefficient: Double

    /// Creates the term `coefficient · variable`.
    public init(_ variable: Variable, coefficient: Double = 1) {
        self.variable = variable
        self.coefficient = coefficient
    }

    /// A readable rendering such as `2.0*width`.
    public var description: String {
        coefficient == 1 ? variable.name : "\(coefficient)*\(variable.name)"
    }
}

/// A linear expression `Σ coefficientᵢ · variableᵢ + constant`.
///
/// Terms are kept as written (repeated variables are combined by the solver), so building an
/// expression is cheap and allocation-light. Build expressions with the arithmetic operators
/// declared on ``Variable`` and ``Expression``, for example `2 * x + y - 10`.
public struct Expression: Sendable, CustomStringConvertible {
    /// The variable products, in the order they were written.
    public var terms: [Term]
    /// The constant part.
    public var constant: Double

    /// Creates an expression from explicit terms and a constant.
    public init(terms: [Term] = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }

    /// Creates the expression `1 · variable`.
    public init(_ variable: Variable) {
        self.init(terms: [Term(variable)])
    }

    /// Creates a constant expression.
    public init(_ constant: Double) {
        self.init(constant: constant)
    }

    /// Whether every coefficient and the constant are finite (neither NaN nor infinite).
    public var isFinite: Bool {
        constant.isFinite && terms.allSatisfy { $0.coefficient.isFinite }
    }

    /// A readable rendering such as `x + -1.0*y + 10.0`.
    public var description: String {
        let parts = terms.map(\.description) + (constant == 0 && !terms.isEmpty ? [] : ["\(constant)"])
        return parts.joined(separator: " + ")
    }
}

/// A value usable on either side of a ``Constraint``: a variable, term, expression or number.
public protocol ExpressionConvertible: Sendable {
    /// The value as a linear expression.
    var linearExpression: Expression { get }
}

extension Variable: ExpressionConvertible {
    /// The expression `1 · self`.
    public var linearExpression: Expression { Expression(self) }
}

extension Term: ExpressionConvertible {
    /// The single-term expression.
    public var linearExpression: Expression { Expression(terms: [self]) }
}

extension Expression: ExpressionConvertible {
    /// The expression itself.
    public var linearExpression: Expression { self }
}

extension Double: ExpressionConvertible {
    /// The constant expression.
    public var linearExpression: Expression { Expression(self) }
}

extension Int: ExpressionConvertible {
    /// The constant expression (converted to `Double`).
    public var linearExpression: Expression { Expression(Double(self)) }
}
