import HeadlessConstraintSolver
import HeadlessGeometry

/// The constraints a stack view arranges its views with, as `UIStackView`
/// makes them: along the axis a chain from the container's start to its end
/// sized by the distribution, across it the alignment.
extension LayoutRequest {
    /// How strongly an arranged view keeps its natural size.
    static let naturalSizePriority = LayoutPriority(999)
    /// The weakest pull: the view that takes the space left keeps its natural
    /// length no more than this, and baseline-aligned views rise to the top by it.
    static let weakestPriority = LayoutPriority(1)

    /// The edges of views and of the container along one axis, as expressions,
    /// measured from the right where a right-to-left layout mirrors the axis.
    private struct Edges {
        let start: (LayoutFrame) -> Expression
        let end: (LayoutFrame) -> Expression
        let containerStart: Expression
        let containerEnd: Expression

        func length(_ f: LayoutFrame) -> Expression { end(f) - start(f) }
        func center(_ f: LayoutFrame) -> Expression { (start(f) + end(f)) * 0.5 }
    }

    /// The edges along x (`mirrored`: from the right) or y of `stack`'s views and container.
    private func edges(of stack: StackView, horizontal: Bool, mirrored: Bool) -> Edges {
        let s = stack.layoutVariables
        let m = stack.isLayoutMarginsRelativeArrangement ? stack.layoutMargins : .zero
        if !horizontal {
            return Edges(
                start: { Expression($0.y) }, end: { $0.y + $0.height },
                containerStart: s.y + m.top, containerEnd: s.y + s.height - m.bottom)
        }
        if mirrored {
            return Edges(
                start: { -($0.x + $0.width) }, end: { -Expression($0.x) },
                containerStart: -(s.x + s.width) + m.right, containerEnd: -Expression(s.x) - m.left)
        }
        return Edges(
            start: { Expression($0.x) }, end: { $0.x + $0.width },
            containerStart: s.x + m.left, containerEnd: s.x + s.width - m.right)
    }

    /// The constraints `stack` places its visible arranged views with.
    func stackSpecs(of stack: StackView) -> [(LayoutEngine.Key, LayoutSpec)] {
        let views = stack.visibleArrangedSubviews
        guard !views.isEmpty else { return [] }
        let arrangement = StackArrangement(stack: stack, views: views)
        let rightToLeft = stack.traitCollection.layoutDirection == .rightToLeft
        let horizontal = stack.axis == .horizontal
        let along = edges(of: stack, horizontal: horizontal, mirrored: rightToLeft)
        let across = edges(of: stack, horizontal: !horizontal, mirrored: rightToLeft)
        var specs: [(LayoutEngine.Key, LayoutSpec)] = []
        func add(_ expression: Expression, _ relation: Relation, _ priority: LayoutPriority, _ text: @escaping SpecText) {
            specs.append(spec(stack, .stackArrangement, specs.count, expression, relation, priority, text()))
        }
        let frames = views.map(\.layoutVariables)
        let lengths = arrangement.natural.map(arrangement.length)
        for (index, (f, length)) in zip(frames, lengths).enumerated() {
            for (constraint, relation, priority, text) in alongSpecs(stack, arrangement, along, frames, index, f, length) {
                add(constraint, relation, priority, text)
            }
            let thickness = arrangement.thickness(arrangement.natural[index])
            for (constraint, relation, priority, text) in acrossSpecs(stack, across, horizontal, views[index], first: views[0], f, thickness) {
                add(constraint, relation, priority, text)
            }
        }
        return specs
    }

    /// One view's constraints along the axis: its place in the chain and its length.
    private func alongSpecs(
        _ stack: StackView, _ arrangement: StackArrangement, _ along: Edges, _ frames: [LayoutFrame],
        _ index: Int, _ f: LayoutFrame, _ length: Double
    ) -> [(Expression, Relation, LayoutPriority, SpecText)] {
        let last = frames.count - 1
        let spacing = arrangement.spacing, natural = Self.naturalSizePriority
        let spaced = stack.distribution == .equalSpacing || stack.distribution == .equalCentering
        var specs: [(Expression, Relation, LayoutPriority, SpecText)] = []
        if index == 0 { specs.append((along.start(f) - along.containerStart, .equal, .required, { "first view at the start" })) }
        if index == last && (!spaced || last > 0) {
            specs.append((along.end(f) - along.containerEnd, .equal, .required, { "last view at the end" }))
        }
        if index > 0 {
            let gap = along.start(f) - along.end(frames[index - 1])
            if spaced {
                specs.append((gap - spacing, .greaterThanOrEqual, .required, { "spacing at least \(spacing)" }))
            } else {
                specs.append((gap - spacing, .equal, .required, { "spacing \(spacing)" }))
            }
        }
        switch stack.distribution {
        case .fill:
            let priority = index == arrangement.flexibleIndex ? Self.weakestPriority : natural
            specs.append((along.length(f) - length, .equal, priority, { "natural length \(length)" }))
        case .fillEqually:
            if index > 0 { specs.append((along.length(f) - along.length(frames[0]), .equal, .required, { "length of the first view" })) }
        case .fillProportionally:
            let total = arrangement.totalLength
            let share = total > 0 ? length / total : 1 / Double(frames.count)
            let free = along.containerEnd - along.containerStart - arrangement.totalSpacing
            specs.append((along.length(f) - free * share, .equal, .required, { "share \(share) of the length" }))
        case .equalSpacing:
            specs.append((along.length(f) - length, .equal, natural, { "natural length \(length)" }))
            if index > 1 {
                let gap = along.start(f) - along.end(frames[index - 1])
                specs.append((gap - (along.start(frames[1]) - along.end(frames[0])), .equal, .required, { "spacing of the first pair" }))
            }
        case .equalCentering:
            specs.append((along.length(f) - length, .equal, natural, { "natural length \(length)" }))
            if index > 1 {
                let step = along.center(f) - along.center(frames[index - 1])
                specs.append(
                    (
                        step - (along.center(frames[1]) - along.center(frames[0])), .equal, .required,
                        { "centre distance of the first pair" }
                    ))
            }
        }
        return specs
    }

    /// One view's constraints across the axis, by the stack's alignment.
    private func acrossSpecs(
        _ stack: StackView, _ across: Edges, _ horizontal: Bool, _ view: View, first: View, _ f: LayoutFrame,
        _ thickness: Double
    ) -> [(Expression, Relation, LayoutPriority, SpecText)] {
        let natural: (Expression, Relation, LayoutPriority, SpecText) =
            (across.length(f) - thickness, .equal, Self.naturalSizePriority, { "natural thickness \(thickness)" })
        let start = across.start(f) - across.containerStart, end = across.end(f) - across.containerEnd
        switch stack.alignment {
        case .fill:
            return [(start, .equal, .required, { "fills across" }), (end, .equal, .required, { "fills across" })]
        case .leading:
            return [(start, .equal, .required, { "at the leading edge" }), (end, .lessThanOrEqual, .required, { "inside" }), natural]
        case .trailing:
            return [(end, .equal, .required, { "at the trailing edge" }), (start, .greaterThanOrEqual, .required, { "inside" }), natural]
        case .center:
            let middle = across.center(f) - (across.containerStart + across.containerEnd) * 0.5
            return [(middle, .equal, .required, { "centred" }), (start, .greaterThanOrEqual, .required, { "inside" }), natural]
        case .firstBaseline, .lastBaseline:
            guard horizontal, first !== view else {
                if horizontal {
                    return [
                        (start, .greaterThanOrEqual, .required, { "inside" }), natural,
                        (start, .equal, Self.weakestPriority, { "rises to the top" }),
                    ]
                }
                return [(start, .equal, .required, { "at the leading edge" }), (end, .lessThanOrEqual, .required, { "inside" }), natural]
            }
            let isFirst = stack.alignment == .firstBaseline
            let baseline = f.expression(
                isFirst ? .firstBaseline : .lastBaseline, isRightToLeft: false, mirrored: false,
                baseline: view.layoutBaseline)
            let reference = first.layoutVariables.expression(
                isFirst ? .firstBaseline : .lastBaseline, isRightToLeft: false,
                mirrored: false, baseline: first.layoutBaseline)
            return [
                (start, .greaterThanOrEqual, .required, { "inside" }), natural, (baseline - reference, .equal, .required, { "baseline" }),
                (start, .equal, Self.weakestPriority, { "rises to the top" }),
            ]
        }
    }
}
