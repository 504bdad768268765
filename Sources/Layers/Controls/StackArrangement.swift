import Geometry

/// The arithmetic of a stack view's layout, in axis terms: "length" is along
/// the axis, "thickness" across it.
@MainActor
struct StackArrangement {
    let axis: StackAxis
    let spacing: Double
    let alignment: StackAlignment
    let distribution: StackDistribution
    let isRightToLeft: Bool
    /// Each view's natural size.
    let natural: [Size]
    /// Whether each view has an intrinsic length along the axis.
    let hasIntrinsicLength: [Bool]
    /// Each view's first or last baseline from its top at its natural height, for baseline alignment.
    let baselines: [Double]

    init(stack: StackView, views: [View]) {
        axis = stack.axis
        spacing = stack.spacing
        alignment = stack.alignment
        distribution = stack.distribution
        isRightToLeft = stack.traitCollection.layoutDirection == .rightToLeft
        natural = views.map { view in
            let intrinsic = view.intrinsicContentSize
            return Size(width: intrinsic.width >= 0 ? intrinsic.width : view.bounds.width,
                        height: intrinsic.height >= 0 ? intrinsic.height : view.bounds.height)
        }
        let first = stack.alignment == .firstBaseline
        baselines = zip(views, natural).map { view, size in
            let place = view.layoutBaseline(first: first)
            return place.shareOfHeight * size.height + place.offset
        }
        let axis = stack.axis
        hasIntrinsicLength = views.map { view in
            let intrinsic = view.intrinsicContentSize
            return (axis == .horizontal ? intrinsic.width : intrinsic.height) >= 0
        }
    }

    private func length(_ size: Size) -> Double { axis == .horizontal ? size.width : size.height }
    private func thickness(_ size: Size) -> Double { axis == .horizontal ? size.height : size.width }

    private var totalSpacing: Double { spacing * Double(max(0, natural.count - 1)) }

    /// The natural lengths with spacing along the axis, the thickest view across it.
    var naturalSize: Size {
        let along = natural.reduce(0) { $0 + length($1) } + totalSpacing
        let across = natural.map(thickness).max() ?? 0
        return axis == .horizontal ? Size(width: along, height: across) : Size(width: across, height: along)
    }

    /// The views' frames in the stack's coordinate space, laid out in `container`.
    func frames(in container: Rect) -> [Rect] {
        let count = natural.count
        guard count > 0 else { return [] }
        let available = axis == .horizontal ? container.width : container.height
        let lengths = self.lengths(available: available)
        let starts = self.starts(lengths: lengths, available: available)
        return (0..<count).map { index in
            frame(along: (starts[index], lengths[index]), across: crossPlacement(of: index, in: container), in: container)
        }
    }

    /// Where each view starts along the axis.
    private func starts(lengths: [Double], available: Double) -> [Double] {
        let count = lengths.count
        switch distribution {
        case .equalCentering where count > 1:
            // Centres `step` apart from the first view's to the last's, no two views closer than the spacing.
            let first = lengths[0] / 2
            let fitting = (available - first - lengths[count - 1] / 2) / Double(count - 1)
            let closest = zip(lengths, lengths.dropFirst()).map { (pair: (Double, Double)) -> Double in
                (pair.0 + pair.1) / 2 + spacing
            }.max() ?? 0
            let step = max(fitting, closest)
            return lengths.indices.map { (index: Int) -> Double in first + Double(index) * step - lengths[index] / 2 }
        default:
            var gap = spacing
            if distribution == .equalSpacing, count > 1 {
                gap = max(spacing, (available - lengths.reduce(0, +)) / Double(count - 1))
            }
            var offset = 0.0
            return lengths.map { length in
                defer { offset += length + gap }
                return offset
            }
        }
    }

    /// Each view's length along the axis.
    private func lengths(available: Double) -> [Double] {
        let count = Double(natural.count)
        let naturalLengths = natural.map(length)
        let free = available - totalSpacing
        switch distribution {
        case .fillEqually:
            return Array(repeating: max(0, free / count), count: natural.count)
        case .fillProportionally:
            let sum = naturalLengths.reduce(0, +)
            guard sum > 0 else { return Array(repeating: max(0, free / count), count: natural.count) }
            return naturalLengths.map { max(0, free * $0 / sum) }
        case .equalSpacing, .equalCentering:
            return naturalLengths
        case .fill:
            var result = naturalLengths
            let extra = free - naturalLengths.reduce(0, +)
            let flexible = hasIntrinsicLength.lastIndex(of: false) ?? natural.count - 1
            result[flexible] = max(0, result[flexible] + extra)
            return result
        }
    }

    /// A view's start and thickness across the axis.
    private func crossPlacement(of index: Int, in container: Rect) -> (start: Double, thickness: Double) {
        let space = axis == .horizontal ? container.height : container.width
        let own = min(thickness(natural[index]), space)
        // A vertical stack's leading edge is on the right in a right-to-left layout.
        let mirrored = axis == .vertical && isRightToLeft
        switch alignment {
        case .fill: return (0, space)
        case .center: return ((space - own) / 2, own)
        case .leading: return (mirrored ? space - own : 0, own)
        case .trailing: return (mirrored ? 0 : space - own, own)
        case .firstBaseline, .lastBaseline:
            guard axis == .horizontal else { return (mirrored ? space - own : 0, own) }
            return ((baselines.max() ?? 0) - baselines[index], thickness(natural[index]))
        }
    }

    /// A frame from axis placements; a horizontal stack mirrors in a right-to-left layout.
    private func frame(along: (start: Double, length: Double), across: (start: Double, thickness: Double),
                       in container: Rect) -> Rect {
        switch axis {
        case .horizontal:
            let x = isRightToLeft ? container.maxX - along.start - along.length : container.minX + along.start
            return Rect(x: x, y: container.minY + across.start, width: along.length, height: across.thickness)
        case .vertical:
            return Rect(x: container.minX + across.start, y: container.minY + along.start,
                        width: across.thickness, height: along.length)
        }
    }
}
