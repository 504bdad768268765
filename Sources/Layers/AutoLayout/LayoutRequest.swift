import ConstraintSolver
import Geometry

/// The constraints one layout pass of a tree asks the engine for, in a
/// fixed order: for each view and guide taking part, in tree order, the
/// constraints the engine adds itself; then the active constraints of the
/// tree by creation. A view takes part when a constraint names it (or a
/// guide of it), when it does not translate its autoresizing mask, or when
/// a view below it takes part.
@MainActor
struct LayoutRequest {
    let root: View
    let views: [View]
    let sizing: LayoutEngine.Sizing
    /// The unknowns of an item.
    let frame: (any LayoutItem) -> LayoutFrame

    /// The active constraints whose items are all in the tree, by creation.
    private let constraints: [LayoutConstraint]
    /// The views taking part, by identity.
    private let taking: Set<ObjectIdentifier>
    /// The guides named by constraints (with the safe-area guides margins guides lean on), in order.
    private let guides: [LayoutGuide]

    init(root: View, views: [View], sizing: LayoutEngine.Sizing, frame: @escaping (any LayoutItem) -> LayoutFrame) {
        self.root = root
        self.views = views
        self.sizing = sizing
        self.frame = frame
        let inTree = Set(views.map(ObjectIdentifier.init))
        let isInTree = { (item: (any LayoutItem)?) in item?.layoutOwningView.map { inTree.contains(ObjectIdentifier($0)) } ?? false }
        constraints = views.flatMap(\.autoLayout.constraints)
            .filter { isInTree($0.firstItem) && ($0.secondItem == nil || isInTree($0.secondItem)) && $0.malformation == nil }
            .sorted { $0.serial < $1.serial }
        var named: [View] = views.filter { !$0.translatesAutoresizingMaskIntoConstraints }
        var guides: [LayoutGuide] = []
        for item in constraints.flatMap({ [$0.firstItem, $0.secondItem] }).compactMap({ $0 }) {
            if let guide = item as? LayoutGuide, !guides.contains(where: { $0 === guide }) { guides.append(guide) }
            if let view = item.layoutOwningView { named.append(view) }
        }
        let window = root as? Window
        for guide in guides where window != nil && guide === guide.owningView?.autoLayout.marginsGuide {
            if let owner = guide.owningView, owner.insetsLayoutMarginsFromSafeArea, !guides.contains(where: { $0 === owner.safeAreaLayoutGuide }) {
                guides.append(owner.safeAreaLayoutGuide)
            }
        }
        var taking = Set<ObjectIdentifier>()
        for view in named {
            var node: View? = view
            while let current = node, taking.insert(ObjectIdentifier(current)).inserted, current !== root { node = current.superview }
        }
        taking.insert(ObjectIdentifier(root))
        self.taking = taking
        self.guides = guides
    }

    /// Every constraint of the pass, keyed.
    func specs() -> [(LayoutEngine.Key, LayoutSpec)] {
        var specs: [(LayoutEngine.Key, LayoutSpec)] = []
        for view in views where taking.contains(ObjectIdentifier(view)) { specs += implicitSpecs(of: view) }
        for guide in guides { specs += guideSpecs(of: guide) }
        for constraint in constraints { specs.append((.constraint(ObjectIdentifier(constraint)), spec(of: constraint))) }
        return specs
    }

    /// The solver's form of `constraint`: first − (multiplier × second + constant) related to 0.
    private func spec(of constraint: LayoutConstraint) -> LayoutSpec {
        let mirrored = (constraint.firstAttribute.isDirectional || constraint.secondAttribute.isDirectional)
            && isRightToLeft(constraint.firstItem!)
        let first = expression(constraint.firstItem!, constraint.firstAttribute, mirrored: mirrored)
        let second = constraint.secondItem.map { expression($0, constraint.secondAttribute, mirrored: mirrored) * constraint.multiplier }
            ?? Expression(0)
        return LayoutSpec(expression: first - second - constraint.constant, relation: constraint.relation.solverRelation,
                          priority: constraint.priority, name: { constraint.description })
    }

    /// Whether `item` is laid out right to left.
    private func isRightToLeft(_ item: any LayoutItem) -> Bool {
        item.layoutOwningView?.traitCollection.layoutDirection == .rightToLeft
    }

    /// `attribute` of `item` as a linear expression.
    private func expression(_ item: any LayoutItem, _ attribute: LayoutAttribute, mirrored: Bool) -> Expression {
        frame(item).expression(attribute, isRightToLeft: isRightToLeft(item), mirrored: mirrored,
                               baseline: { first in (item as? View)?.layoutBaseline(first: first) ?? (1, 0) })
    }

    /// Gives each label that wraps to its solved width that width; true when any changed.
    func updateWrappingWidths(value: (Variable) -> Double) -> Bool {
        var changed = false
        for case let label as Label in views where taking.contains(ObjectIdentifier(label))
            && label.numberOfLines != 1 && label.preferredMaxLayoutWidth == 0 && !label.translatesAutoresizingMaskIntoConstraints {
            let width = value(frame(label).width)
            if label.autoLayout.solvedWidth != width {
                label.autoLayout.solvedWidth = width
                changed = true
            }
        }
        return changed
    }
}
