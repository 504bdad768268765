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
        /// The calls, oldest first: an array of the reference's own
        /// `MockExecution` type, so reading it needs one cast, not one per call.
        var executions: (any Sendable)?
        /// How many calls were recorded.
        var callCount = 0
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

    /// Appends one call to the record of `reference`, in amortised constant time.
    mutating func record<Execution: Sendable>(_ execution: Execution, for reference: some MockFunctionReference) {
        let key = ObjectIdentifier(reference)
        var entry = entries.removeValue(forKey: key) ?? Entry(reference: reference)
        var log = entry.executions as? [Execution] ?? []
        entry.executions = nil  // so that `log` is the array's only owner and grows in place
        log.append(execution)
        entry.executions = log
        entry.callCount += 1
        entries[key] = entry
    }

    /// The calls recorded for `reference`, oldest first, as `Execution`s.
    func executions<Execution>(for reference: some MockFunctionReference, as type: Execution.Type) -> [Execution] {
        entries[ObjectIdentifier(reference)]?.executions as? [Execution] ?? []
    }

    /// How many calls of `reference` were recorded.
    func callCount(for reference: some MockFunctionReference) -> Int {
        entries[ObjectIdentifier(reference)]?.callCount ?? 0
    }

    /// Forgets every recorded call and keeps the registered behaviours.
    mutating func resetCalls() {
        for index in entries.indices {
            entries.values[index].executions = nil
            entries.values[index].callCount = 0
        }
    }
}
