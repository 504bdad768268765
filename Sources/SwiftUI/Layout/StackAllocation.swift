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
        var gaps: [CGFloat] = []
        gaps.reserveCapacity(max(0, subviews.count - 1))
        for index in subviews.indices.dropFirst() {
            let previous = subviews[index - 1], next = subviews[index]
            if let spacing {
                gaps.append(spacing)
            } else if previous.node.isSpacer || next.node.isSpacer {
                gaps.append(0)
            } else {
                gaps.append(previous.spacing.distance(to: next.spacing, along: axis))
            }
        }
        self.gaps = gaps
    }

    // Loops rather than closures where subviews are asked: in Swift 6 a
    // closure formed on the main actor checks its executor each time it is
    // called, and stacks ask their subviews on every layout.

    /// The proposal each subview gets, and the length it takes, when the stack is offered `proposal`.
    func proposals(for proposal: ProposedViewSize) -> [ProposedViewSize] {
        let across = proposal[axis.other]
        guard let length = proposal[axis] else {
            return Array(repeating: ProposedViewSize(axis, along: nil, across: across), count: subviews.count)
        }
        var remaining = length - Self.total(gaps)
        var proposals = Array(repeating: ProposedViewSize(axis, along: 0, across: across), count: subviews.count)
        var minimums: [CGFloat] = [], maximums: [CGFloat] = [], tiers: [Tier] = []
        for subview in subviews {
            minimums.append(subview.sizeThatFits(ProposedViewSize(axis, along: 0, across: across))[axis])
        }
        for subview in subviews {
            maximums.append(subview.sizeThatFits(ProposedViewSize(axis, along: .infinity, across: across))[axis])
            // Spacers are served after the other views of their priority, so text beside a spacer is not cut short.
            tiers.append(Tier(priority: subview.priority, isSpacer: subview.node.isSpacer))
        }
        for tier in Self.servingOrder(of: tiers) {
            let group = Self.members(of: tier, in: tiers, minimums: minimums, maximums: maximums)
            var available = remaining - Self.reserve(below: tier, in: tiers, minimums: minimums)
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

    /// The sum of `lengths`, in order.
    private nonisolated static func total(_ lengths: [CGFloat]) -> CGFloat { lengths.reduce(0, +) }

    /// The distinct tiers, first served first.
    private nonisolated static func servingOrder(of tiers: [Tier]) -> [Tier] { Set(tiers).sorted(by: >) }

    /// The indices of the subviews in `tier`, least flexible first.
    private nonisolated static func members(of tier: Tier, in tiers: [Tier], minimums: [CGFloat], maximums: [CGFloat]) -> [Int] {
        tiers.indices.filter { tiers[$0] == tier }
            .sorted { maximums[$0] - minimums[$0] < maximums[$1] - minimums[$1] }
    }

    /// The minimum lengths the subviews of lower tiers keep in reserve.
    private nonisolated static func reserve(below tier: Tier, in tiers: [Tier], minimums: [CGFloat]) -> CGFloat {
        tiers.indices.filter { tiers[$0] < tier }.map { minimums[$0] }.reduce(0, +)
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
