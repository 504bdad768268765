/// A relation between two attributes of views or layout guides, as UIKit's
/// `NSLayoutConstraint`: `first.attribute (== | <= | >=) multiplier ×
/// second.attribute + constant`, held as far as its ``priority`` allows.
///
/// ```swift
/// try NSLayoutConstraint.activate([
///     title.leadingAnchor.constraint(equalTo: card.layoutMarginsGuide.leadingAnchor),
///     title.topAnchor.constraint(equalTo: card.topAnchor, constant: 12),
///     avatar.widthAnchor.constraint(equalToConstant: 40),
/// ])
/// ```
///
/// A constraint holds its items weakly; an active one is installed on the
/// items' nearest common ancestor (``View/constraints``) and solved when that
/// tree is laid out.
@MainActor
public final class LayoutConstraint: @MainActor CustomStringConvertible {
    /// The item on the left side.
    public private(set) weak var firstItem: (any LayoutItem)?
    /// The attribute of the first item.
    public let firstAttribute: LayoutAttribute
    /// How the two sides relate.
    public let relation: LayoutRelation
    /// The item on the right side; nil for a constant size.
    public private(set) weak var secondItem: (any LayoutItem)?
    /// The attribute of the second item; ``LayoutAttribute/notAnAttribute`` for a constant size.
    public let secondAttribute: LayoutAttribute
    /// The factor of the second attribute.
    public let multiplier: Double
    /// Added to the right side; may change while active (the layout is re-solved incrementally).
    /// A value that is not finite is refused while the constraint is active (reported as a ``LayoutIssue``).
    public var constant: Double {
        didSet {
            guard isActive, constant != oldValue else { return }
            if !constant.isFinite {
                let refused = constant
                constant = oldValue
                owner?.reportLayoutIssue(.refusedChange(constraint: description, change: "constant \(refused)"))
                return
            }
            owner?.setNeedsLayout()
        }
    }
    /// How much the constraint matters (required by default). An active
    /// constraint cannot change between required and optional, as in UIKit:
    /// such a change is refused and reported as a ``LayoutIssue``.
    public var priority: LayoutPriority = .required {
        didSet {
            guard isActive, priority != oldValue else { return }
            if !priority.isValid || priority.isRequired != oldValue.isRequired {
                let refused = priority
                priority = oldValue
                owner?.reportLayoutIssue(.refusedChange(constraint: description, change: "priority \(refused)"))
                return
            }
            owner?.setNeedsLayout()
        }
    }
    /// A name for the constraint, printed in its description.
    public var identifier: String?
    /// The view the constraint is installed on while active.
    weak var owner: View?
    /// When the constraint was made: constraints are solved in this order.
    let serial: Int

    /// The next constraint's ``serial``.
    private static var nextSerial = 0

    /// `item.attribute relation multiplier × toItem.attribute + constant`, as
    /// UIKit's `init(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)`;
    /// inactive until ``isActive`` is set or ``activate(_:)`` is called.
    public init(
        item: any LayoutItem, attribute: LayoutAttribute, relatedBy relation: LayoutRelation,
        toItem: (any LayoutItem)?, attribute secondAttribute: LayoutAttribute,
        multiplier: Double = 1, constant: Double = 0
    ) {
        firstItem = item
        firstAttribute = attribute
        self.relation = relation
        secondItem = toItem
        self.secondAttribute = toItem == nil ? .notAnAttribute : secondAttribute
        self.multiplier = multiplier
        self.constant = constant
        serial = Self.nextSerial
        Self.nextSerial += 1
    }

    /// `<NSLayoutConstraint Label "Name".leading == View.leading + 16 (active)>`, in UIKit's style.
    public var description: String {
        let first = "\(firstItem?.layoutName ?? "nil").\(firstAttribute.name)"
        var right: String
        if let secondItem {
            right = "\(secondItem.layoutName).\(secondAttribute.name)"
            if multiplier != 1 { right = "\(Self.number(multiplier))*\(right)" }
            if constant != 0 { right += constant > 0 ? " + \(Self.number(constant))" : " - \(Self.number(-constant))" }
        } else {
            right = Self.number(constant)
        }
        let name = identifier.map { "'\($0)' " } ?? ""
        let priorityText = priority.isRequired ? "" : " @\(priority)"
        return "<NSLayoutConstraint \(name)\(first) \(relation.symbol) \(right)\(priorityText)\(isActive ? " (active)" : "")>"
    }

    /// A number without a fractional part when it has none.
    private static func number(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}
