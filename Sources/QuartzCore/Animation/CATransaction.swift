/// Groups layer changes. Changes take effect at once (a still snapshot
/// draws them; there are no implicit animations of standalone layers
/// here), and a transaction's completion block runs when the animations
/// added while it was open have finished on the media clock
/// (``MediaClock``), or when it is committed if none were.
/// [Apple's documentation](https://developer.apple.com/documentation/quartzcore/catransaction)
@preconcurrency @MainActor
public final class CATransaction {
    /// The open transactions, innermost last.
    private static var open: [AnimationCompletionGroup] = []

    /// Opens a transaction.
    public static func begin() {
        let group = AnimationCompletionGroup(completion: nil)
        group.open()
        open.append(group)
    }

    /// Closes the innermost transaction; its completion block runs when its
    /// animations finish (at once when it added none).
    public static func commit() { open.popLast()?.close(orCompleteAfter: 0) }

    /// Sets the innermost transaction's completion block (run at once outside a transaction).
    public static func setCompletionBlock(_ block: (() -> Void)?) {
        guard let group = open.last else { return block?() ?? () }
        group.completion = block.map { block in { _ in block() } }
    }

    /// Turns implicit animations off; there are none here.
    public static func setDisableActions(_ flag: Bool) {}

    /// Sets the duration of implicit animations; there are none here.
    public static func setAnimationDuration(_ duration: CFTimeInterval) {}

    /// Sets the timing function of implicit animations; there are none here.
    public static func setAnimationTimingFunction(_ function: CAMediaTimingFunction?) {}

    /// Applies pending changes; they are applied at once already.
    public static func flush() {}
}
