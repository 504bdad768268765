/// A type that you use to create custom alignment guides.
/// See [AlignmentID](https://developer.apple.com/documentation/swiftui/alignmentid).
public protocol AlignmentID {
    /// The value of the corresponding guide in the given context when not otherwise set in that context.
    static func defaultValue(in context: ViewDimensions) -> CGFloat
}

/// One alignment guide: its identity and its default value.
struct AlignmentKey: Hashable, @unchecked Sendable {
    let id: ObjectIdentifier
    let axis: Axis
    let defaultValue: (ViewDimensions) -> CGFloat

    init<ID: AlignmentID>(_ id: ID.Type, axis: Axis) {
        self.id = ObjectIdentifier(id)
        self.axis = axis
        defaultValue = { ID.defaultValue(in: $0) }
    }

    static func == (lhs: AlignmentKey, rhs: AlignmentKey) -> Bool { lhs.id == rhs.id }
    func hash(into hasher: inout Hasher) { hasher.combine(id) }
}

/// An alignment position along the horizontal axis.
/// See [HorizontalAlignment](https://developer.apple.com/documentation/swiftui/horizontalalignment).
public struct HorizontalAlignment: Equatable, Sendable {
    let key: AlignmentKey

    /// Creates a custom horizontal alignment of the specified type.
    public init(_ id: any AlignmentID.Type) { key = AlignmentKey(opening: id, axis: .horizontal) }

    /// A guide that marks the leading edge of the view.
    public static let leading = HorizontalAlignment(Leading.self)
    /// A guide that marks the horizontal center of the view.
    public static let center = HorizontalAlignment(HorizontalCenter.self)
    /// A guide that marks the trailing edge of the view.
    public static let trailing = HorizontalAlignment(Trailing.self)
    /// A guide marking the leading edge of a list row's separator; the leading edge here.
    public static let listRowSeparatorLeading = HorizontalAlignment(Leading.self)
    /// A guide marking the trailing edge of a list row's separator; the trailing edge here.
    public static let listRowSeparatorTrailing = HorizontalAlignment(Trailing.self)

    enum Leading: AlignmentID { static func defaultValue(in context: ViewDimensions) -> CGFloat { 0 } }
    enum HorizontalCenter: AlignmentID { static func defaultValue(in context: ViewDimensions) -> CGFloat { context.width / 2 } }
    enum Trailing: AlignmentID { static func defaultValue(in context: ViewDimensions) -> CGFloat { context.width } }
}

/// An alignment position along the vertical axis.
/// See [VerticalAlignment](https://developer.apple.com/documentation/swiftui/verticalalignment).
public struct VerticalAlignment: Equatable, Sendable {
    let key: AlignmentKey

    /// Creates a custom vertical alignment of the specified type.
    public init(_ id: any AlignmentID.Type) { key = AlignmentKey(opening: id, axis: .vertical) }

    /// A guide that marks the top edge of the view.
    public static let top = VerticalAlignment(Top.self)
    /// A guide that marks the vertical center of the view.
    public static let center = VerticalAlignment(VerticalCenter.self)
    /// A guide that marks the bottom edge of the view.
    public static let bottom = VerticalAlignment(Bottom.self)
    /// A guide that marks the top-most text baseline in a view (the bottom edge when it has no text).
    public static let firstTextBaseline = VerticalAlignment(FirstTextBaseline.self)
    /// A guide that marks the bottom-most text baseline in a view (the bottom edge when it has no text).
    public static let lastTextBaseline = VerticalAlignment(LastTextBaseline.self)

    enum Top: AlignmentID { static func defaultValue(in context: ViewDimensions) -> CGFloat { 0 } }
    enum VerticalCenter: AlignmentID { static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height / 2 } }
    enum Bottom: AlignmentID { static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height } }
    enum FirstTextBaseline: AlignmentID { static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height } }
    enum LastTextBaseline: AlignmentID { static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height } }
}

extension AlignmentKey {
    init(opening id: any AlignmentID.Type, axis: Axis) { self = Self.make(id, axis: axis) }
    private static func make<ID: AlignmentID>(_ id: ID.Type, axis: Axis) -> AlignmentKey { AlignmentKey(id, axis: axis) }
}

/// An alignment in both axes.
/// See [Alignment](https://developer.apple.com/documentation/swiftui/alignment).
public struct Alignment: Equatable, Sendable {
    /// The alignment on the horizontal axis.
    public var horizontal: HorizontalAlignment
    /// The alignment on the vertical axis.
    public var vertical: VerticalAlignment

    /// Creates a custom alignment value with the specified horizontal and vertical alignment guides.
    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    /// A guide that marks the center of the view.
    public static let center = Alignment(horizontal: .center, vertical: .center)
    /// A guide that marks the leading edge of the view.
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    /// A guide that marks the trailing edge of the view.
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    /// A guide that marks the top edge of the view.
    public static let top = Alignment(horizontal: .center, vertical: .top)
    /// A guide that marks the bottom edge of the view.
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    /// A guide that marks the top and leading edges of the view.
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    /// A guide that marks the top and trailing edges of the view.
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    /// A guide that marks the bottom and leading edges of the view.
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    /// A guide that marks the bottom and trailing edges of the view.
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
    /// A guide that marks the leading edge of the view and its first text baseline.
    public static let leadingFirstTextBaseline = Alignment(horizontal: .leading, vertical: .firstTextBaseline)
    /// A guide that marks the center of the view and its first text baseline.
    public static let centerFirstTextBaseline = Alignment(horizontal: .center, vertical: .firstTextBaseline)
    /// A guide that marks the trailing edge of the view and its first text baseline.
    public static let trailingFirstTextBaseline = Alignment(horizontal: .trailing, vertical: .firstTextBaseline)
    /// A guide that marks the leading edge of the view and its last text baseline.
    public static let leadingLastTextBaseline = Alignment(horizontal: .leading, vertical: .lastTextBaseline)
    /// A guide that marks the center of the view and its last text baseline.
    public static let centerLastTextBaseline = Alignment(horizontal: .center, vertical: .lastTextBaseline)
    /// A guide that marks the trailing edge of the view and its last text baseline.
    public static let trailingLastTextBaseline = Alignment(horizontal: .trailing, vertical: .lastTextBaseline)
}

/// A view's size and alignment guides in its own coordinate space.
/// See [ViewDimensions](https://developer.apple.com/documentation/swiftui/viewdimensions).
public struct ViewDimensions: Equatable {
    /// The view's width.
    public let width: CGFloat
    /// The view's height.
    public let height: CGFloat
    let explicit: (AlignmentKey) -> CGFloat?

    init(size: CGSize, explicit: @escaping (AlignmentKey) -> CGFloat? = { _ in nil }) {
        width = size.width
        height = size.height
        self.explicit = explicit
    }

    /// Gets the value of the given horizontal guide.
    public subscript(guide: HorizontalAlignment) -> CGFloat { self[guide.key] }
    /// Gets the value of the given vertical guide.
    public subscript(guide: VerticalAlignment) -> CGFloat { self[guide.key] }
    /// Gets the explicit value of the given horizontal alignment guide, or nil.
    public subscript(explicit guide: HorizontalAlignment) -> CGFloat? { explicit(guide.key) }
    /// Gets the explicit value of the given vertical alignment guide, or nil.
    public subscript(explicit guide: VerticalAlignment) -> CGFloat? { explicit(guide.key) }

    subscript(key: AlignmentKey) -> CGFloat { explicit(key) ?? key.defaultValue(self) }

    public static func == (lhs: ViewDimensions, rhs: ViewDimensions) -> Bool { lhs.width == rhs.width && lhs.height == rhs.height }
}
