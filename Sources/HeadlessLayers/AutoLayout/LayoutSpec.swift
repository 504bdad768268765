import HeadlessConstraintSolver

/// Words for a constraint in a report, made only when the report is.
typealias SpecText = @MainActor () -> String

/// One linear constraint the engine wants in its solver: what it relates,
/// how strongly, and how to name it when it cannot be satisfied.
struct LayoutSpec {
    /// `expression relation 0`.
    let expression: Expression
    /// How the expression compares with zero.
    let relation: Relation
    /// The priority.
    let priority: LayoutPriority
    /// How an unsatisfiable-constraints report names it.
    let name: SpecText

    /// Whether `other` asks the solver for the same constraint.
    func matches(_ other: LayoutSpec) -> Bool {
        relation == other.relation && priority == other.priority && expression.constant == other.expression.constant
            && expression.terms.count == other.expression.terms.count
            && zip(expression.terms, other.expression.terms).allSatisfy { $0.variable === $1.variable && $0.coefficient == $1.coefficient }
    }

    /// The solver's constraint.
    func constraint() -> Constraint {
        Constraint(expression, relation, strength: Strength(priority: priority.rawValue))
    }
}

/// The four unknowns of a view or guide: its rectangle relative to the top-left corner of the tree's root.
struct LayoutFrame {
    let x: Variable, y: Variable, width: Variable, height: Variable

    /// Fresh unknowns named after `name`.
    init(_ name: String) {
        x = Variable("\(name).minX")
        y = Variable("\(name).minY")
        width = Variable("\(name).width")
        height = Variable("\(name).height")
    }

    /// `attribute` as a linear expression; `isRightToLeft` swaps leading and
    /// trailing, `baseline` places a baseline (share of the height, offset
    /// from the top). `mirrored` measures horizontal positions from the right
    /// (negated), for a constraint between leading and trailing edges in a
    /// right-to-left layout, so that its constant still moves inwards, as UIKit's does.
    func expression(
        _ attribute: LayoutAttribute, isRightToLeft: Bool, mirrored: Bool,
        baseline: (_ first: Bool) -> (shareOfHeight: Double, offset: Double)
    ) -> Expression {
        var expression = Expression()
        append(attribute, times: 1, isRightToLeft: isRightToLeft, mirrored: mirrored, baseline: baseline, to: &expression)
        return expression
    }

    /// Adds `factor` × `attribute` (as ``expression(_:isRightToLeft:mirrored:baseline:)``
    /// gives it) to `expression`, term by term, without building expressions on the way.
    func append(
        _ attribute: LayoutAttribute, times factor: Double, isRightToLeft: Bool, mirrored: Bool,
        baseline: (_ first: Bool) -> (shareOfHeight: Double, offset: Double), to expression: inout Expression
    ) {
        let sign = mirrored && attribute.axis == .horizontal && !attribute.isDimension ? -factor : factor
        func add(_ variable: Variable, _ coefficient: Double) { expression.terms.append(Term(variable, coefficient: sign * coefficient)) }
        switch attribute {
        case .left: add(x, 1)
        case .right:
            add(x, 1)
            add(width, 1)
        case .leading:
            add(x, 1)
            if isRightToLeft { add(width, 1) }
        case .trailing:
            add(x, 1)
            if !isRightToLeft { add(width, 1) }
        case .width: add(width, 1)
        case .centerX:
            add(x, 1)
            add(width, 0.5)
        case .top: add(y, 1)
        case .bottom:
            add(y, 1)
            add(height, 1)
        case .height: add(height, 1)
        case .centerY:
            add(y, 1)
            add(height, 0.5)
        case .firstBaseline, .lastBaseline:
            let (share, offset) = baseline(attribute == .firstBaseline)
            add(y, 1)
            add(height, share)
            expression.constant += sign * offset
        case .notAnAttribute: break
        }
    }
}

extension LayoutRelation {
    /// The solver's relation.
    var solverRelation: Relation {
        switch self {
        case .lessThanOrEqual: .lessThanOrEqual
        case .equal: .equal
        case .greaterThanOrEqual: .greaterThanOrEqual
        }
    }
}
