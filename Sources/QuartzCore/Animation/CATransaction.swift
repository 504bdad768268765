/// Groups layer changes. Changes take effect at once in a snapshot and
/// nothing animates implicitly, so a transaction's completion block runs
/// when it is committed.
/// [Apple's documentation](https://developer.apple.com/documentation/quartzcore/catransaction)
@preconcurrency @MainActor
public final class CATransaction {
    /// The completion blocks of the open transactions, innermost last.
    private static var completions: [(() -> Void)?] = []

    /// Opens a transaction.
    public static func begin() { completions.append(nil) }

    /// Closes the innermost transaction and runs its completion block.
    public static func commit() { completions.popLast().flatMap { $0 }?() }

    /// Sets the innermost transaction's completion block (run at once outside a transaction).
    public static func setCompletionBlock(_ block: (() -> Void)?) {
        guard !completions.isEmpty else { return block?() ?? () }
        completions[completions.count - 1] = block
    }

    /// Turns implicit animations off; there are none in a snapshot.
    public static func setDisableActions(_ flag: Bool) {}

    /// Sets the duration of implicit animations; there are none in a snapshot.
    public static func setAnimationDuration(_ duration: CFTimeInterval) {}

    /// Applies pending changes; they are applied at once already.
    public static func flush() {}
}
