/// The storage of one `@State` property: its own value until the graph links
/// it to the storage kept at its place, which it then forwards to.
final class StateBox<Value>: @unchecked Sendable {
    private var ownValue: Value
    private var target: StateBox?
    private var changes: ChangeFlag?

    init(_ value: Value) { ownValue = value }

    /// The box that holds the value.
    private var resolved: StateBox { target ?? self }

    var value: Value {
        get { resolved.ownValue }
        set {
            let box = resolved
            box.ownValue = newValue
            box.changes?.set()
        }
    }

    /// Forwards to the storage kept at `key`, which starts with this box's value.
    @MainActor
    func link(at key: String, in graph: ViewGraph) {
        let stored = graph.storage(at: key) { StateBox(ownValue) }
        stored.changes = graph.changes
        target = stored === self ? nil : stored
    }
}
