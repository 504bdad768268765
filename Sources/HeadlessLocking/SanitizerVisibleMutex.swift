import Synchronization

/// A `Mutex` whose hand-offs ThreadSanitizer can see: the one lock of this
/// package, so that a real race cannot hide among false reports.
///
/// On Linux, `Mutex` takes its lock with atomics inside the standard
/// library, which is not instrumented, so ThreadSanitizer cannot see that
/// one critical section happens before the next and reports every access
/// made inside `withLock` as a race. Each critical section here therefore
/// also loads `turn` with acquiring ordering on entry and stores it with
/// releasing ordering on exit. The mutex already runs the sections one at a
/// time, so this adds no synchronisation of its own; it makes the order the
/// mutex imposes visible to the sanitizer, because these atomics are inlined
/// into instrumented code. Elsewhere it costs two uncontended atomic accesses.
package struct SanitizerVisibleMutex<Value: ~Copyable>: ~Copyable, @unchecked Sendable {
    // `turn` comes first: its offset then does not depend on `Value`, so the
    // unspecialised code reaching it needs no look-up of this type's layout.
    private let turn = Atomic<Int>(0)
    private let mutex: Mutex<Value>

    /// Creates a mutex guarding `value`.
    package init(_ value: consuming sending Value) {
        mutex = Mutex(value)
    }

    /// Runs `body` with exclusive access to the guarded value.
    package borrowing func withLock<Result: ~Copyable, E: Error>(
        _ body: (inout sending Value) throws(E) -> sending Result
    ) throws(E) -> sending Result {
        try mutex.withLock { (value: inout sending Value) throws(E) -> sending Result in
            let entered = turn.load(ordering: .acquiring)
            defer { turn.store(entered &+ 1, ordering: .releasing) }
            return try body(&value)
        }
    }
}
