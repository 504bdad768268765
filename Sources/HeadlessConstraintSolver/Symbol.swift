/// The role a tableau symbol plays, which decides how the simplex may move it.
enum SymbolKind: Sendable {
    /// A user variable: unrestricted in sign and never chosen to leave the basis.
    case external
    /// The slack of an inequality, or an artificial variable: must stay non-negative.
    case slack
    /// An error term of an optional constraint: non-negative and priced in the objective.
    case error
    /// The marker of a required equality: pinned at zero, never pivoted into the basis.
    case dummy
}

/// A tableau column. Ids are handed out in creation order and break every tie in pivot choice,
/// which is what makes the solver deterministic.
struct Symbol: Equatable, Sendable {
    /// Creation-order index, unique within one solver.
    let id: Int
    /// How the simplex may treat the symbol.
    let kind: SymbolKind

    /// Whether the simplex may pivot on the symbol (slack and error symbols).
    var isPivotable: Bool {
        kind == .slack || kind == .error
    }
}
