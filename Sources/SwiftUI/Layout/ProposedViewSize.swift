/// A proposal for the size of a view: each dimension a size, nil for the
/// view's ideal size, zero for its minimum, or infinity for its maximum.
/// See [ProposedViewSize](https://developer.apple.com/documentation/swiftui/proposedviewsize).
public struct ProposedViewSize: Equatable, Hashable, Sendable {
    /// The proposed horizontal size measured in points.
    public var width: CGFloat?
    /// The proposed vertical size measured in points.
    public var height: CGFloat?

    /// A size proposal that contains zero in both dimensions.
    public static let zero = ProposedViewSize(width: 0, height: 0)
    /// The proposed size with both dimensions left unspecified: the ideal size.
    public static let unspecified = ProposedViewSize(width: nil, height: nil)
    /// A size proposal that contains infinity in both dimensions.
    public static let infinity = ProposedViewSize(width: .infinity, height: .infinity)

    /// Creates a new proposed size using the specified width and height.
    public init(width: CGFloat?, height: CGFloat?) {
        self.width = width
        self.height = height
    }

    /// Creates a new proposed size from a specified size.
    public init(_ size: CGSize) { self.init(width: size.width, height: size.height) }

    /// Creates a new proposal that replaces unspecified dimensions in this proposal with the corresponding dimension of the specified size (10 by 10 by default).
    public func replacingUnspecifiedDimensions(by size: CGSize = CGSize(width: 10, height: 10)) -> CGSize {
        CGSize(width: width ?? size.width, height: height ?? size.height)
    }

    /// The proposed size along `axis`.
    subscript(axis: Axis) -> CGFloat? {
        get { axis == .horizontal ? width : height }
        set { if axis == .horizontal { width = newValue } else { height = newValue } }
    }

    /// A proposal of `along` on `axis` and `across` on the other.
    init(_ axis: Axis, along: CGFloat?, across: CGFloat?) {
        self = axis == .horizontal ? ProposedViewSize(width: along, height: across) : ProposedViewSize(width: across, height: along)
    }
}

/// The horizontal or vertical dimension in a 2D coordinate system.
/// See [Axis](https://developer.apple.com/documentation/swiftui/axis).
public enum Axis: Int8, CaseIterable, Sendable {
    /// The horizontal dimension.
    case horizontal
    /// The vertical dimension.
    case vertical

    /// An efficient set of axes.
    public struct Set: OptionSet, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        /// The horizontal axis.
        public static let horizontal = Set(rawValue: 1)
        /// The vertical axis.
        public static let vertical = Set(rawValue: 2)
    }

    /// The other axis.
    var other: Axis { self == .horizontal ? .vertical : .horizontal }
}

extension CGSize {
    /// The size along `axis`.
    subscript(axis: Axis) -> CGFloat {
        get { axis == .horizontal ? width : height }
        set { if axis == .horizontal { width = newValue } else { height = newValue } }
    }

    /// A size of `along` on `axis` and `across` on the other.
    init(_ axis: Axis, along: CGFloat, across: CGFloat) {
        self = axis == .horizontal ? CGSize(width: along, height: across) : CGSize(width: across, height: along)
    }
}

extension CGPoint {
    /// The coordinate along `axis`.
    subscript(axis: Axis) -> CGFloat {
        get { axis == .horizontal ? x : y }
        set { if axis == .horizontal { x = newValue } else { y = newValue } }
    }
}

extension ProposedViewSize {
    /// The proposal less `width` and `height`, each dimension at least zero; unspecified dimensions stay so.
    func reduced(width: CGFloat, height: CGFloat) -> ProposedViewSize {
        ProposedViewSize(width: self.width.map { max(0, $0 - width) }, height: self.height.map { max(0, $0 - height) })
    }
}
