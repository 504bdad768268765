/// Why a constraint cannot be activated.
public enum LayoutError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The constraint is malformed: a constant or multiplier that is not a
    /// finite number, a priority outside 1...1000, attributes of different
    /// axes, a position related to a size or to a constant, or an item that is
    /// neither a view nor a guide in a view.
    case invalidConstraint(constraint: String, reason: String)
    /// The constraint's items are in different view trees.
    case noCommonAncestor(constraint: String)

    /// A sentence naming the constraint and the problem.
    public var description: String {
        switch self {
        case .invalidConstraint(let constraint, let reason): "Cannot activate \(constraint): \(reason)."
        case .noCommonAncestor(let constraint):
            "Cannot activate \(constraint): its items have no common ancestor (they are in different view trees)."
        }
    }
}
