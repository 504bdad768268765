import ConstraintSolver

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
    let name: @MainActor () -> String

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
    func expression(_ attribute: LayoutAttribute, isRightToLeft: Bool, mirrored: Bool,
                    baseline: (_ first: Bool) -> (shareOfHeight: Double, offset: Double)) -> Expression {
        let value = position(attribute, isRightToLeft: isRightToLeft, baseline: baseline)
        return mirrored && attribute.axis == .horizontal && !attribute.isDimension ? -value : value
    }

    /// `attribute` as a linear expression, measured from the left and the top.
    private func position(_ attribute: LayoutAttribute, isRightToLeft: Bool,
                          baseline: (_ first: Bool) -> (shareOfHeight: Double, offset: Double)) -> Expression {
        switch attribute {
        case .left: Expression(x)
        case .right: x + width
        case .leading: isRightToLeft ? x + width : Expression(x)
        case .trailing: isRightToLeft ? Expression(x) : x + width
        case .width: Expression(width)
        case .centerX: x + width * 0.5
        case .top: Expression(y)
        case .bottom: y + height
        case .height: Expression(height)
        case .centerY: y + height * 0.5
        case .firstBaseline, .lastBaseline:
            { let (share, offset) = baseline(attribute == .firstBaseline); return y + height * share + offset }()
        case .notAnAttribute: Expression(0)
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
