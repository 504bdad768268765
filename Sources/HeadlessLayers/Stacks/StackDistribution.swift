/// How a ``StackView`` sizes its views along its axis, as `UIStackView.Distribution`.
public enum StackDistribution: Hashable, Sendable, CaseIterable {
    /// Natural sizes; the space left over (or missing) goes to the last view
    /// without a natural size along the axis (views with one hug their
    /// content harder, as in UIKit), else to the last view.
    case fill
    /// Every view the same size.
    case fillEqually
    /// Sizes proportional to the natural sizes, filling the axis.
    case fillProportionally
    /// Natural sizes, with the space left over shared equally between them
    /// (never less than the spacing).
    case equalSpacing
    /// Natural sizes, with the centres of the views equally far apart, the
    /// first view at the start and the last at the end (views never closer than the spacing).
    case equalCentering
}
