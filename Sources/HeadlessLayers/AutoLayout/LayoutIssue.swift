/// A problem the layout engine met and worked around, in the words UIKit's
/// console uses: kept by the root of the tree (``View/layoutIssues``) and
/// written to standard error when it happens.
public enum LayoutIssue: Sendable, Hashable, CustomStringConvertible {
    /// Required constraints contradict each other: `broken` was left out,
    /// as UIKit breaks a constraint; `conflicting` are the constraints it contradicts.
    case unsatisfiable(broken: String, conflicting: [String])
    /// A constraint could not be activated.
    case refusedActivation(LayoutError)
    /// A change to an active constraint was refused (a constant that is not
    /// finite, a priority moving between required and optional).
    case refusedChange(constraint: String, change: String)
    /// The engine could not finish solving (a numerical limit); frames may not be optimal.
    case solverFailure(String)

    /// The message.
    public var description: String {
        switch self {
        case .unsatisfiable(let broken, let conflicting):
            return "Unable to simultaneously satisfy constraints.\n"
                + "\tProbably at least one of the constraints in the following list is one you don't want.\n(\n"
                + (conflicting + [broken]).map { "    \"\($0)\"" }.joined(separator: ",\n")
                + "\n)\n\nWill attempt to recover by breaking constraint \n\(broken)"
        case .refusedActivation(let error):
            return error.description
        case .refusedChange(let constraint, let change):
            return "Refused to change \(constraint): \(change) (an active constraint's constant must be finite,"
                + " and its priority cannot move between required and optional)."
        case .solverFailure(let reason):
            return "The layout engine stopped early: \(reason)."
        }
    }
}
