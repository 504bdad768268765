#if canImport(Glibc)
    internal import Glibc
#elseif canImport(Musl)
    internal import Musl
#elseif canImport(Darwin)
    internal import Darwin
#endif

/// A value of each thread's own, as UIKit keeps the current graphics
/// context and the current traits: drawing on one thread never sees
/// another's. A thread starts with `initial`.
///
/// Kept in a POSIX thread-specific slot rather than `Thread`'s dictionary:
/// every view drawn reads and writes the context stack, and the slot costs
/// a load where the dictionary hashed a string key each time.
final class ThreadLocal<Value>: @unchecked Sendable {
    /// The slot; each thread's holds a retained ``Box`` or nothing. Never
    /// deleted: thread locals are static and live as long as the process.
    private var key = pthread_key_t()
    /// The value a thread starts with.
    private let initial: @Sendable () -> Value

    /// A value per thread, each starting as `initial` makes it.
    init(_ initial: @escaping @Sendable () -> Value) {
        self.initial = initial
        // A thread's box is released when the thread exits.
        pthread_key_create(&key) { box in
            if let box { Unmanaged<AnyObject>.fromOpaque(box).release() }
        }
    }

    /// This thread's value.
    var value: Value {
        get { box?.value ?? initial() }
        set {
            if let box {
                box.value = newValue
            } else {
                pthread_setspecific(key, Unmanaged.passRetained(Box(newValue)).toOpaque())
            }
        }
    }

    /// This thread's box, once it has stored a value.
    private var box: Box? {
        guard let raw = pthread_getspecific(key) else { return nil }
        return Unmanaged<Box>.fromOpaque(raw).takeUnretainedValue()
    }

    /// A value held in a thread's slot.
    private final class Box {
        var value: Value
        init(_ value: Value) { self.value = value }
    }
}
