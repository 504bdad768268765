/// What the solver remembers about an added constraint.
struct ConstraintRecord: Sendable {
    /// The constraint itself.
    let constraint: Constraint
    /// The symbol whose row is deleted to retract the constraint: the slack of an inequality, the
    /// dummy of a required equality, or the positive error of an optional equality.
    let marker: Symbol
    /// The second symbol of an optional constraint (its other error term), if any.
    let other: Symbol?
    /// Position in the add order; used to sort conflict reports.
    let order: Int

    /// The error symbols priced in the objective (empty for required constraints).
    var errorSymbols: [Symbol] {
        [marker, other].compactMap { $0 }.filter { $0.kind == .error }
    }
}

/// What the solver remembers about an edit variable.
struct EditRecord: Sendable {
    /// The optional `variable == value` constraint that carries suggestions.
    let constraint: Constraint
    /// The value most recently suggested (initially zero).
    var suggestedValue: Double
}

/// The required constraint that owns each marker symbol, indexed by symbol id (for conflict reports).
struct MarkerOwners: Sendable {
    /// Per symbol id, the owning required constraint; ids past the end have none.
    private var owners: [Constraint?] = []

    /// The required constraint whose marker is `symbol`, if any.
    subscript(symbol: Symbol) -> Constraint? {
        get {
            symbol.id < owners.count ? owners[symbol.id] : nil
        }
        set {
            while symbol.id >= owners.count {
                owners.append(nil)
            }
            owners[symbol.id] = newValue
        }
    }
}
