import HeadlessGeometry

/// The natural sizes of a stack view's views, in axis terms: "length" is
/// along the axis, "thickness" across it.
@MainActor
struct StackArrangement {
    let axis: StackAxis
    let spacing: Double
    /// Each view's natural size: its intrinsic size, or its frame's in a dimension without one.
    let natural: [Size]
    /// The view that takes the space left over (or missing) in a fill
    /// distribution: the one that hugs its content least, as in UIKit; among
    /// those, the last without an intrinsic length (views with one hug their
    /// content harder), else the last.
    let flexibleIndex: Int
    /// The natural lengths along the axis, added up.
    let totalLength: Double

    init(stack: StackView, views: [View]) {
        axis = stack.axis
        spacing = stack.spacing
        let intrinsic = views.map(\.effectiveIntrinsicContentSize)
        natural = zip(views, intrinsic).map { view, size in
            Size(width: size.width >= 0 ? size.width : view.bounds.width, height: size.height >= 0 ? size.height : view.bounds.height)
        }
        let axis = stack.axis
        let hasIntrinsicLength = intrinsic.map { (axis == .horizontal ? $0.width : $0.height) >= 0 }
        let hugging = views.map { $0.contentHuggingPriority(for: axis == .horizontal ? .horizontal : .vertical) }
        let loosest = hugging.min() ?? .defaultLow
        let candidates = hugging.indices.filter { hugging[$0] == loosest }
        flexibleIndex = candidates.last { !hasIntrinsicLength[$0] } ?? candidates.last ?? views.count - 1
        totalLength = natural.reduce(0) { $0 + (axis == .horizontal ? $1.width : $1.height) }
    }

    /// A size's length along the axis.
    func length(_ size: Size) -> Double { axis == .horizontal ? size.width : size.height }
    /// A size's thickness across the axis.
    func thickness(_ size: Size) -> Double { axis == .horizontal ? size.height : size.width }
    /// The spacing between all the views.
    var totalSpacing: Double { spacing * Double(max(0, natural.count - 1)) }

    /// The natural lengths with spacing along the axis, the thickest view across it.
    var naturalSize: Size {
        let along = totalLength + totalSpacing
        let across = natural.map(thickness).max() ?? 0
        return axis == .horizontal ? Size(width: along, height: across) : Size(width: across, height: along)
    }
}
