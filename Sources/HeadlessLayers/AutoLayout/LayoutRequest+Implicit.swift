import HeadlessConstraintSolver
import HeadlessGeometry

/// The constraints the engine adds itself: the root's frame, the fixed
/// frames of views that translate their autoresizing masks, intrinsic sizes,
/// and the margins, safe-area and scroll view guides.
extension LayoutRequest {
    /// How strongly a safe-area guide keeps to its view's edges where the screen's safe area allows.
    static let safeAreaPull = LayoutPriority(999.5)

    /// The constraints `view` brings as the root, as a view of fixed frame, or by its intrinsic size.
    func implicitSpecs(of view: View) -> [(LayoutEngine.Key, LayoutSpec)] {
        let f = view.layoutVariables
        if view === root {
            var specs = [(f.x, 0.0), (f.y, 0.0)].map { fixed(view, .rootFrame, $0.0, Expression($0.1)) }
            switch sizing {
            case .fixed:
                specs += [
                    fixed(view, .rootFrame, f.width, Expression(view.bounds.width)),
                    fixed(view, .rootFrame, f.height, Expression(view.bounds.height)),
                ]
            case .fitting(let target, let horizontal, let vertical):
                specs += [
                    spec(view, .rootFrame, 2, f.width - target.width, .equal, horizontal, "width == \(target.width)"),
                    spec(view, .rootFrame, 3, f.height - target.height, .equal, vertical, "height == \(target.height)"),
                ]
                specs += intrinsicSpecs(of: view)
            }
            return specs
        }
        guard view.translatesAutoresizingMaskIntoConstraints, let superview = view.superview else { return intrinsicSpecs(of: view) }
        let s = superview.layoutVariables, rect = view.frame, origin = superview.bounds.origin
        return [
            fixed(view, .autoresizingFrame, f.x, s.x + (rect.minX - origin.x)),
            fixed(view, .autoresizingFrame, f.y, s.y + (rect.minY - origin.y)),
            fixed(view, .autoresizingFrame, f.width, Expression(rect.width)),
            fixed(view, .autoresizingFrame, f.height, Expression(rect.height)),
        ]
    }

    /// `width <= intrinsic` at the hugging priority and `>=` at the
    /// compression resistance priority, and the same for the height, in each
    /// axis where the view has an intrinsic size.
    private func intrinsicSpecs(of view: View) -> [(LayoutEngine.Key, LayoutSpec)] {
        let size = view.effectiveIntrinsicContentSize
        guard size.width >= 0 || size.height >= 0 else { return [] }  // most views have none: nothing to build
        let f = view.layoutVariables
        var specs: [(LayoutEngine.Key, LayoutSpec)] = []
        for (part, axis, length, variable) in [
            (0, LayoutConstraintAxis.horizontal, size.width, f.width),
            (2, .vertical, size.height, f.height),
        ] where length >= 0 && length.isFinite {
            let hug = Self.valid(view.contentHuggingPriority(for: axis), or: .defaultLow)
            let resist = Self.valid(view.contentCompressionResistancePriority(for: axis), or: .defaultHigh)
            let name = axis == .horizontal ? "width" : "height"
            specs.append(
                spec(
                    view, .intrinsicSize, part, variable - length, .lessThanOrEqual, hug,
                    "\(name) <= \(length) hug=\(hug)", kind: "NSContentSizeLayoutConstraint"))
            specs.append(
                spec(
                    view, .intrinsicSize, part + 1, variable - length, .greaterThanOrEqual, resist,
                    "\(name) >= \(length) compressionResistance=\(resist)", kind: "NSContentSizeLayoutConstraint"))
        }
        return specs
    }

    /// The constraints that place a margins or safe-area guide; none for a guide of the app's own.
    func guideSpecs(of guide: LayoutGuide) -> [(LayoutEngine.Key, LayoutSpec)] {
        guard let owner = guide.owningView else { return [] }
        if let scroll = owner as? ScrollView, let specs = scrollGuideSpecs(of: guide, in: scroll) { return specs }
        let g = guide.layoutVariables, v = owner.layoutVariables
        if guide === owner.autoLayout.marginsGuide {
            let insetsFromSafeArea = root is Window && owner.insetsLayoutMarginsFromSafeArea
            let base = insetsFromSafeArea ? owner.safeAreaLayoutGuide.layoutVariables : v, m = owner.effectiveLayoutMargins
            return [
                (g.x - base.x - m.left, "left"), (g.y - base.y - m.top, "top"),
                (g.x + g.width - base.x - base.width + m.right, "right"),
                (g.y + g.height - base.y - base.height + m.bottom, "bottom"),
            ].enumerated().map { part, edge in
                spec(guide, .marginsGuide, part, edge.0, .equal, .required, "\(edge.1) margin")
            }
        }
        guard guide === owner.autoLayout.safeAreaGuide else { return [] }
        guard let window = root as? Window else {
            return [(g.x - v.x, "left"), (g.y - v.y, "top"), (g.width - v.width, "width"), (g.height - v.height, "height")]
                .enumerated().map { spec(guide, .safeAreaGuide, $0, $1.0, .equal, .required, "\($1.1) == view.\($1.1)") }
        }
        let safe = window.safeRect, adding = owner.viewsAddingSafeArea
        // Each view adding insets (a controller's root view) adds them to the safe area above it,
        // and to its own edges: the guide keeps to the largest sum on each side.
        let added = adding.map(\.autoLayout.additionalSafeAreaInsets)
        let totals = added.indices.map { added[$0...].reduce(EdgeInsets.zero, +) }
        let all = totals.first ?? .zero
        let edges: [(Expression, Expression, Double, Relation, String)] = [
            (Expression(g.x), Expression(v.x), safe.minX + all.left, .greaterThanOrEqual, "left"),
            (Expression(g.y), Expression(v.y), safe.minY + all.top, .greaterThanOrEqual, "top"),
            (g.x + g.width, v.x + v.width, safe.maxX - all.right, .lessThanOrEqual, "right"),
            (g.y + g.height, v.y + v.height, safe.maxY - all.bottom, .lessThanOrEqual, "bottom"),
        ]
        let own = edges.enumerated().flatMap { index, edge in
            let (guideEdge, viewEdge, limit, relation, name) = edge
            return [
                spec(guide, .safeAreaGuide, 3 * index, guideEdge - viewEdge, relation, .required, "\(name) within the view"),
                spec(guide, .safeAreaGuide, 3 * index + 1, guideEdge - limit, relation, .required, "\(name) within the safe area"),
                spec(guide, .safeAreaGuide, 3 * index + 2, guideEdge - viewEdge, .equal, Self.safeAreaPull, "\(name) == view.\(name)"),
            ]
        }
        let byAdders = zip(adding, totals).enumerated().flatMap { level, pair in
            let (view, total) = pair, a = view.layoutVariables
            let limits: [(Expression, Relation, String)] = [
                (g.x - a.x - total.left, .greaterThanOrEqual, "left"), (g.y - a.y - total.top, .greaterThanOrEqual, "top"),
                (g.x + g.width - a.x - a.width + total.right, .lessThanOrEqual, "right"),
                (g.y + g.height - a.y - a.height + total.bottom, .lessThanOrEqual, "bottom"),
            ]
            return limits.enumerated().map { index, limit in
                spec(guide, .safeAreaGuide, 12 + 4 * level + index, limit.0, limit.1, .required, "\(limit.2) within the added safe area")
            }
        }
        return own + byAdders
    }

    /// A required `variable == value` for `item`, keyed by the variable's place in its frame.
    private func fixed(
        _ item: any LayoutItem, _ kind: LayoutEngine.Implicit, _ variable: Variable,
        _ value: Expression
    ) -> (LayoutEngine.Key, LayoutSpec) {
        let f = item.layoutVariables
        let part = [f.x, f.y, f.width, f.height].firstIndex { $0 === variable } ?? 0
        let name = ["minX", "minY", "width", "height"][part]
        return spec(
            item, kind, part, variable - value, .equal, .required, "\(name) == \(value)",
            kind: "NSAutoresizingMaskLayoutConstraint")
    }

    /// A keyed spec named in UIKit's style. The name is made only when a
    /// report asks for it: describing items and numbers on every layout pass
    /// cost more than the rest of a stack's constraints.
    func spec(
        _ item: any LayoutItem, _ implicit: LayoutEngine.Implicit, _ part: Int, _ expression: Expression,
        _ relation: Relation, _ priority: LayoutPriority, _ text: @autoclosure @escaping SpecText,
        kind: String = "NSLayoutConstraint"
    ) -> (LayoutEngine.Key, LayoutSpec) {
        (
            .implicit(ObjectIdentifier(item), implicit, part),
            LayoutSpec(
                expression: expression, relation: relation, priority: priority,
                name: { [weak item] in
                    "<\(kind) \(item?.layoutName ?? "(released item)").\(text())\(priority.isRequired ? "" : " @\(priority)")>"
                })
        )
    }

    /// `priority` when a constraint may have it, else `fallback`.
    private static func valid(_ priority: LayoutPriority, or fallback: LayoutPriority) -> LayoutPriority {
        priority.isValid ? priority : fallback
    }
}
