/// How a stack divides its length among its subviews, by the rules of
/// [HStack](https://developer.apple.com/documentation/swiftui/hstack) and
/// Apple's "Building layouts with stack views": the spacing between
/// neighbours is set aside first (the default spacing, none beside a spacer); then subviews of higher layout priority are
/// served before lower ones (which keep their minimum lengths in reserve), and
/// spacers after the other views of their priority, and
/// among equal priorities the least flexible (the smallest difference between
/// its largest and smallest length) is offered its share first, each taking
/// what it needs of an equal share of what is left.
@MainActor
struct StackAllocation {
    let axis: Axis
    let subviews: LayoutSubviews
    /// The distances between neighbours, `count - 1` of them.
    let gaps: [CGFloat]

    init(axis: Axis, subviews: LayoutSubviews, spacing: CGFloat?) {
        self.axis = axis
        self.subviews = subviews
        gaps = zip(subviews, subviews.dropFirst()).map { previous, next in
            if let spacing { return spacing }
            if previous.node.isSpacer || next.node.isSpacer { return 0 }
            return previous.spacing.distance(to: next.spacing, along: axis)
        }
    }

    /// The proposal each subview gets, and the length it takes, when the stack is offered `proposal`.
    func proposals(for proposal: ProposedViewSize) -> [ProposedViewSize] {
        let across = proposal[axis.other]
        guard let length = proposal[axis] else {
            return subviews.map { _ in ProposedViewSize(axis, along: nil, across: across) }
        }
        var remaining = length - gaps.reduce(0, +)
        var proposals = Array(repeating: ProposedViewSize(axis, along: 0, across: across), count: subviews.count)
        let minimums = subviews.map { $0.sizeThatFits(ProposedViewSize(axis, along: 0, across: across))[axis] }
        let maximums = subviews.map { $0.sizeThatFits(ProposedViewSize(axis, along: .infinity, across: across))[axis] }
        // Spacers are served after the other views of their priority, so text beside a spacer is not cut short.
        let tiers = subviews.map { Tier(priority: $0.priority, isSpacer: $0.node.isSpacer) }
        for tier in Set(tiers).sorted(by: >) {
            let group = subviews.indices.filter { tiers[$0] == tier }
                .sorted { maximums[$0] - minimums[$0] < maximums[$1] - minimums[$1] }
            let reserved = subviews.indices.filter { tiers[$0] < tier }.map { minimums[$0] }.reduce(0, +)
            var available = remaining - reserved
            for (served, index) in group.enumerated() {
                let share = max(0, available / CGFloat(group.count - served))
                let offer = ProposedViewSize(axis, along: share, across: across)
                let taken = subviews[index].sizeThatFits(offer)[axis]
                proposals[index] = offer
                available -= taken
                remaining -= taken
            }
        }
        return proposals
    }
}

/// The order a stack serves its subviews in: higher priorities first, and spacers after the views of their priority.
struct Tier: Hashable, Comparable {
    let priority: Double
    let isSpacer: Bool

    static func < (lhs: Tier, rhs: Tier) -> Bool {
        lhs.priority != rhs.priority ? lhs.priority < rhs.priority : lhs.isSpacer && !rhs.isSpacer
    }
}
