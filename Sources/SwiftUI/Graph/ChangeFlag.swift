import Synchronization

/// Whether state a view tree reads has changed since it was last resolved;
/// set from wherever the change happens (`@State`, `@Published`, an
/// `@Observable` model), read by the host on the main actor.
final class ChangeFlag: Sendable {
    private let changed = Mutex(false)

    /// Notes a change.
    func set() { changed.withLock { $0 = true } }

    /// Whether there was a change, leaving it noted.
    var isSet: Bool { changed.withLock { $0 } }

    /// Whether there was a change, clearing it.
    func take() -> Bool {
        changed.withLock { value in
            defer { value = false }
            return value
        }
    }
}
