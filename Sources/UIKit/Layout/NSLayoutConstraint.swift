package import HeadlessLayers

/// A relation between two layout attributes, `first = multiplier × second +
/// constant` (or `<=`, `>=`), solved by this package's Auto Layout engine.
///
/// As in UIKit, nothing throws: a constraint that cannot be activated
/// (items in different trees, a non-finite constant) stays inactive and is
/// reported in the tree's layout issues and on standard error, and
/// conflicting constraints are broken as UIKit breaks them and logged.
/// [Apple's documentation](https://developer.apple.com/documentation/uikit/nslayoutconstraint)
@preconcurrency @MainActor
open class NSLayoutConstraint: NSObject {
    /// The engine constraint.
    package let backing: LayoutConstraint

    /// A face on an engine constraint.
    package init(backing: LayoutConstraint) {
        self.backing = backing
        super.init()
    }

    /// `item.attribute relation multiplier × toItem.attribute + constant`;
    /// inactive until activated. Items are views and layout guides; any
    /// other item makes a constraint that refuses to activate.
    public convenience init(
        item view1: Any, attribute attr1: NSLayoutConstraint.Attribute, relatedBy relation: NSLayoutConstraint.Relation,
        toItem view2: Any?, attribute attr2: NSLayoutConstraint.Attribute, multiplier: CGFloat, constant c: CGFloat
    ) {
        let first = NSLayoutConstraint.layoutItem(view1) ?? UnknownLayoutItem()
        self.init(
            backing: LayoutConstraint(
                item: first, attribute: attr1.engine, relatedBy: relation.engine,
                toItem: view2.flatMap(NSLayoutConstraint.layoutItem), attribute: attr2.engine,
                multiplier: Double(multiplier), constant: Double(c)))
    }

    /// The engine item for a view or layout guide.
    static func layoutItem(_ item: Any) -> (any LayoutItem)? {
        switch item {
        case let view as UIView: view.backing
        case let guide as UILayoutGuide: guide.backing
        default: nil
        }
    }

    /// Activates every constraint: each is installed on its items' nearest
    /// common ancestor; one that cannot be is reported and left inactive.
    open class func activate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.isActive = true }
    }

    /// Deactivates every constraint.
    open class func deactivate(_ constraints: [NSLayoutConstraint]) {
        LayoutConstraint.deactivate(constraints.map(\.backing))
    }

    /// Whether the constraint takes part in layout.
    open var isActive: Bool {
        get { backing.isActive }
        set { backing.isActive = newValue }
    }

    /// The added length; may be changed while active.
    open var constant: CGFloat {
        get { CGFloat(backing.constant) }
        set { backing.constant = Double(newValue) }
    }

    /// How much the constraint matters; a required one (1000) must hold.
    open var priority: UILayoutPriority {
        get { UILayoutPriority(backing.priority.rawValue) }
        set { backing.priority = LayoutPriority(newValue.rawValue) }
    }

    /// A name shown in descriptions and in reports of conflicts.
    open var identifier: String? {
        get { backing.identifier }
        set { backing.identifier = newValue }
    }

    /// The factor the second attribute is multiplied by.
    open var multiplier: CGFloat { CGFloat(backing.multiplier) }

    /// The relation between the two sides.
    open var relation: NSLayoutConstraint.Relation { Relation(backing.relation) }

    /// The first item's attribute.
    open var firstAttribute: NSLayoutConstraint.Attribute { Attribute(backing.firstAttribute) }

    /// The second item's attribute (`notAnAttribute` for a constant).
    open var secondAttribute: NSLayoutConstraint.Attribute { Attribute(backing.secondAttribute) }

    /// The first item: a view or layout guide.
    open var firstItem: AnyObject? { backing.firstItem.flatMap(NSLayoutConstraint.face(of:)) }

    /// The second item, nil for a constant.
    open var secondItem: AnyObject? { backing.secondItem.flatMap(NSLayoutConstraint.face(of:)) }

    /// The face on an engine item.
    private static func face(of item: any LayoutItem) -> AnyObject? {
        switch item {
        case let view as View: UIView.face(of: view)
        case let guide as LayoutGuide: UILayoutGuide(backing: guide)
        default: nil
        }
    }

    /// UIKit's description: `<NSLayoutConstraint Label.leading == View.leading + 16 (active)>`.
    open override var description: String { MainActor.assumeIsolated { backing.description } }

    /// The relation of a constraint's two sides.
    public enum Relation: Int, Sendable {
        /// `<=`.
        case lessThanOrEqual = -1
        /// `==`.
        case equal = 0
        /// `>=`.
        case greaterThanOrEqual = 1

        /// The engine's relation.
        var engine: LayoutRelation {
            switch self {
            case .lessThanOrEqual: .lessThanOrEqual
            case .equal: .equal
            case .greaterThanOrEqual: .greaterThanOrEqual
            }
        }

        /// The engine's relation as UIKit's.
        init(_ relation: LayoutRelation) {
            switch relation {
            case .lessThanOrEqual: self = .lessThanOrEqual
            case .equal: self = .equal
            case .greaterThanOrEqual: self = .greaterThanOrEqual
            }
        }
    }

    /// A layout attribute: an edge, a centre, a size or a baseline.
    public enum Attribute: Int, Sendable {
        /// The left edge.
        case left = 1
        /// The right edge.
        case right
        /// The top edge.
        case top
        /// The bottom edge.
        case bottom
        /// The leading edge (left in a left-to-right layout).
        case leading
        /// The trailing edge.
        case trailing
        /// The width.
        case width
        /// The height.
        case height
        /// The horizontal centre.
        case centerX
        /// The vertical centre.
        case centerY
        /// The baseline of the last line of text.
        case lastBaseline
        /// The baseline of the first line of text.
        case firstBaseline = 12
        /// No attribute: the other side is a constant.
        case notAnAttribute = 0

        /// UIKit's older name for ``lastBaseline``.
        public static var baseline: Attribute { .lastBaseline }

        /// The attributes, with the engine's for each.
        private static let table: [(Attribute, LayoutAttribute)] = [
            (.left, .left), (.right, .right), (.top, .top), (.bottom, .bottom), (.leading, .leading),
            (.trailing, .trailing), (.width, .width), (.height, .height), (.centerX, .centerX), (.centerY, .centerY),
            (.lastBaseline, .lastBaseline), (.firstBaseline, .firstBaseline), (.notAnAttribute, .notAnAttribute),
        ]

        /// The engine's attribute (the margin attributes are not offered).
        var engine: LayoutAttribute { Self.table.first { $0.0 == self }?.1 ?? .notAnAttribute }

        /// The engine's attribute as UIKit's.
        init(_ attribute: LayoutAttribute) { self = Self.table.first { $0.1 == attribute }?.0 ?? .notAnAttribute }
    }
}

/// The item of a constraint made with something that is neither a view nor
/// a layout guide: activation refuses it, with a message naming it.
@preconcurrency @MainActor
private final class UnknownLayoutItem: LayoutItem {}

/// A constraint's priority, 1 to 1000; required (1000) constraints must hold.
/// [Apple's documentation](https://developer.apple.com/documentation/uikit/uilayoutpriority)
public struct UILayoutPriority: RawRepresentable, Hashable, Comparable, Sendable, ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral {
    /// The priority's value.
    public var rawValue: Float
    /// A priority of `rawValue`.
    public init(rawValue: Float) { self.rawValue = rawValue }
    /// A priority of `rawValue`.
    public init(_ rawValue: Float) { self.rawValue = rawValue }
    /// A priority from a literal such as `999.0`.
    public init(floatLiteral value: Float) { rawValue = value }
    /// A priority from a literal such as `999`.
    public init(integerLiteral value: Int) { rawValue = Float(value) }

    /// 1000: the constraint must hold.
    public static let required = UILayoutPriority(1000)
    /// 750: a button's resistance to compression.
    public static let defaultHigh = UILayoutPriority(750)
    /// 250: a button's hugging of its content.
    public static let defaultLow = UILayoutPriority(250)
    /// 50: the priority `systemLayoutSizeFitting` pulls towards the target size with.
    public static let fittingSizeLevel = UILayoutPriority(50)
    /// Orders priorities by value.
    public static func < (lhs: UILayoutPriority, rhs: UILayoutPriority) -> Bool { lhs.rawValue < rhs.rawValue }
    /// A priority `rhs` higher.
    public static func + (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority { UILayoutPriority(lhs.rawValue + rhs) }
    /// A priority `rhs` lower.
    public static func - (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority { UILayoutPriority(lhs.rawValue - rhs) }
}
