import HeadlessConstraintSolver
import HeadlessGeometry

/// The constraints one layout pass of a tree asks the engine for, in a
/// fixed order: for each view and guide taking part, in tree order, the
/// constraints the engine adds itself; then the active constraints of the
/// tree, in the order they were made. A view
/// takes part when a constraint names it (or a guide of it), when it does
/// not translate its autoresizing mask, or when a view below it takes part.
@MainActor
struct LayoutRequest {
    /// A constraint the pass asks for, in a form cheap to compare with the last pass's.
    enum Wanted {
        /// An active constraint, with what its solver form depends on.
        case constraint(LayoutConstraint, Signature)
        /// A constraint the engine adds, built.
        case implicit(LayoutSpec)

        /// Whether `other` asks for the same solver constraint.
        func matches(_ other: Wanted) -> Bool {
            switch (self, other) {
            case (.constraint(let a, let x), .constraint(let b, let y)): a === b && x == y
            case (.implicit(let x), .implicit(let y)): x.matches(y)
            default: false
            }
        }
    }

    /// What an active constraint's solver form depends on besides its items' unknowns.
    struct Signature: Equatable {
        var constant: Double
        var priority: LayoutPriority
        /// Whether it is measured from the right (leading and trailing in a right-to-left layout).
        var mirrored = false
        /// Whether the second item is laid out right to left, where leading or trailing is named.
        var secondRightToLeft = false
        /// The first and second items' baselines (share of height, offset), where a baseline is named.
        var baselines = SIMD4<Double>()
    }

    /// The root of the tree. Not retained: the request is kept between passes by the root's own engine.
    unowned let root: View
    /// The views below the root, in tree order.
    let descendants: [View]
    let sizing: LayoutEngine.Sizing

    /// The root and the views below it, in tree order.
    var views: [View] { [root] + descendants }

    /// The active constraints of the tree, in the order they were made.
    private let constraints: [LayoutConstraint]
    /// The views taking part, by identity.
    private let taking: Set<ObjectIdentifier>
    /// The guides named by constraints (with the safe-area guides margins guides lean on), in order.
    let guides: [LayoutGuide]
    /// The views taking part whose frames are fixed as set (they translate their autoresizing masks), but the root.
    let fixedViews: [View]

    init(root: View, views: [View], sizing: LayoutEngine.Sizing) {
        self.root = root
        descendants = views.filter { $0 !== root }
        self.sizing = sizing
        // In the order they were made: a constraint on a view's own size (installed on the view) is
        // solved with its neighbours, as written, not after every constraint of the views above it.
        constraints = views.flatMap(\.autoLayout.constraints).sorted { $0.serial < $1.serial }
        var named: [View] = views.filter { !$0.translatesAutoresizingMaskIntoConstraints }
        var guides: [LayoutGuide] = []
        var guideIdentities = Set<ObjectIdentifier>()
        /// Notes what an item brings: a view of fixed frame (the others are named already), a guide and its view.
        func note(_ item: (any LayoutItem)?) {
            if let view = item as? View {
                if view.translatesAutoresizingMaskIntoConstraints { named.append(view) }
            } else if let guide = item as? LayoutGuide {
                if guideIdentities.insert(ObjectIdentifier(guide)).inserted { guides.append(guide) }
                if let owner = guide.owningView { named.append(owner) }
            }
        }
        for constraint in constraints {
            note(constraint.firstItem)
            note(constraint.secondItem)
        }
        if root is Window {
            for guide in guides where guide === guide.owningView?.autoLayout.marginsGuide {
                guard let owner = guide.owningView, owner.insetsLayoutMarginsFromSafeArea else { continue }
                let safe = owner.safeAreaLayoutGuide
                if guideIdentities.insert(ObjectIdentifier(safe)).inserted { guides.append(safe) }
            }
        }
        var taking: Set<ObjectIdentifier> = [ObjectIdentifier(root)]
        for view in named {
            var node: View? = view
            while let current = node, taking.insert(ObjectIdentifier(current)).inserted { node = current.superview }
        }
        self.taking = taking
        self.guides = guides
        fixedViews = views.filter { $0 !== root && $0.translatesAutoresizingMaskIntoConstraints && taking.contains(ObjectIdentifier($0)) }
    }

    /// Every constraint of the pass, keyed.
    func wanted() -> [(LayoutEngine.Key, Wanted)] {
        let views = self.views
        var wanted: [(LayoutEngine.Key, Wanted)] = []
        for view in views where taking.contains(ObjectIdentifier(view)) {
            wanted += implicitSpecs(of: view).map { ($0.0, .implicit($0.1)) }
            if let stack = view as? StackView { wanted += stackSpecs(of: stack).map { ($0.0, .implicit($0.1)) } }
        }
        for guide in guides { wanted += guideSpecs(of: guide).map { ($0.0, .implicit($0.1)) } }
        // Directions are looked up per constraint only when some view of the tree is right to left.
        let anyRightToLeft = views.contains { $0.traitCollection.layoutDirection == .rightToLeft }
        for constraint in constraints {
            wanted.append((.constraint(constraint.serial), .constraint(constraint, signature(of: constraint, anyRightToLeft: anyRightToLeft))))
        }
        return wanted
    }

    /// The solver's form of what `wanted` asks for.
    func spec(for wanted: Wanted) -> LayoutSpec {
        switch wanted {
        case .constraint(let constraint, let signature): spec(of: constraint, signature)
        case .implicit(let spec): spec
        }
    }

    /// What `constraint`'s solver form depends on (`anyRightToLeft`: whether any view of the tree is right to left).
    private func signature(of constraint: LayoutConstraint, anyRightToLeft: Bool) -> Signature {
        var signature = Signature(constant: constraint.constant, priority: constraint.priority)
        let (first, second) = (constraint.firstAttribute, constraint.secondAttribute)
        let directional = anyRightToLeft && (first.isDirectional || second.isDirectional)
        guard directional || first.isBaseline || second.isBaseline else { return signature }
        if directional {
            signature.mirrored = constraint.firstItem.map(isRightToLeft) ?? false
            signature.secondRightToLeft = constraint.secondItem.map(isRightToLeft) ?? false
        }
        for (index, item, attribute) in [(0, constraint.firstItem, first), (2, constraint.secondItem, second)] where attribute.isBaseline {
            let place = (item as? View)?.layoutBaseline(first: attribute == .firstBaseline) ?? (1, 0)
            signature.baselines[index] = place.0
            signature.baselines[index + 1] = place.1
        }
        return signature
    }

    /// The solver's form of `constraint`: first − (multiplier × second + constant) related to 0.
    private func spec(of constraint: LayoutConstraint, _ signature: Signature) -> LayoutSpec {
        // An installed constraint's items are in the tree (leaving it deactivates the constraint), so alive.
        guard let firstItem = constraint.firstItem else {
            return LayoutSpec(expression: Expression(0), relation: .equal, priority: .required, name: { constraint.description })
        }
        var expression = Expression(terms: [], constant: -signature.constant)
        expression.terms.reserveCapacity(4)
        append(firstItem, constraint.firstAttribute, times: 1, mirrored: signature.mirrored, to: &expression)
        if let secondItem = constraint.secondItem {
            append(secondItem, constraint.secondAttribute, times: -constraint.multiplier, mirrored: signature.mirrored, to: &expression)
        }
        return LayoutSpec(
            expression: expression, relation: constraint.relation.solverRelation,
            priority: signature.priority, name: { constraint.description })
    }

    /// Whether `item` is laid out right to left.
    private func isRightToLeft(_ item: any LayoutItem) -> Bool {
        item.layoutOwningView?.traitCollection.layoutDirection == .rightToLeft
    }

    /// Adds `factor` × `attribute` of `item` to `expression`.
    private func append(
        _ item: any LayoutItem, _ attribute: LayoutAttribute, times factor: Double, mirrored: Bool,
        to expression: inout Expression
    ) {
        item.layoutVariables.append(
            attribute, times: factor, isRightToLeft: attribute.isDirectional && isRightToLeft(item),
            mirrored: mirrored, baseline: { first in (item as? View)?.layoutBaseline(first: first) ?? (1, 0) },
            to: &expression)
    }

    /// Gives each label that wraps to its solved width that width; true when any changed.
    func updateWrappingWidths(value: (Variable) -> Double) -> Bool {
        var changed = false
        for case let label as Label in views
        where label.numberOfLines != 1 && label.preferredMaxLayoutWidth == 0
            && !label.translatesAutoresizingMaskIntoConstraints && taking.contains(ObjectIdentifier(label))
        {
            let width = value(label.layoutVariables.width)
            if label.autoLayout.solvedWidth != width {
                label.autoLayout.solvedWidth = width
                changed = true
            }
        }
        return changed
    }
}
