/// Everything a ``Mock`` knows, kept behind its mutex: per reference, the
/// registered behaviour and the calls recorded so far.
///
/// Values are stored type-erased and keyed by the reference's object
/// identity; each entry keeps its reference alive, so an identifier cannot be
/// reused by another reference while the mock holds an entry for it.
struct MockStorage: Sendable {
    /// What the mock holds for one reference.
    private struct Entry: Sendable {
        /// Keeps the reference, and so its identifier, alive.
        let reference: any MockFunctionReference
        /// The registered closure, typed as the reference's body, if any.
        var behaviour: (any Sendable)?
        /// One `MockExecution` per call, oldest first.
        var executions: [any Sendable] = []
    }

    private var entries: [ObjectIdentifier: Entry] = [:]

    /// Replaces the behaviour registered for `reference`.
    mutating func register(_ behaviour: any Sendable, for reference: some MockFunctionReference) {
        entries[ObjectIdentifier(reference), default: Entry(reference: reference)].behaviour = behaviour
    }

    /// The behaviour registered for `reference`, if any.
    func behaviour(for reference: some MockFunctionReference) -> (any Sendable)? {
        entries[ObjectIdentifier(reference)]?.behaviour
    }

    /// Appends one call to the record of `reference`.
    mutating func record(_ execution: any Sendable, for reference: some MockFunctionReference) {
        entries[ObjectIdentifier(reference), default: Entry(reference: reference)].executions.append(execution)
    }

    /// The calls recorded for `reference`, oldest first.
    func executions(for reference: some MockFunctionReference) -> [any Sendable] {
        entries[ObjectIdentifier(reference)]?.executions ?? []
    }

    /// Forgets every recorded call and keeps the registered behaviours.
    mutating func resetCalls() {
        for index in entries.indices {
            entries.values[index].executions.removeAll()
        }
    }
}
