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
    /// The animation durations the open transactions set (nil where one set none), innermost last.
    private static var durations: [CFTimeInterval?] = []

    /// Opens a transaction.
    public static func begin() {
        let group = AnimationCompletionGroup(completion: nil)
        group.open()
        open.append(group)
        durations.append(nil)
    }

    /// Closes the innermost transaction; its completion block runs when its
    /// animations finish (at once when it added none).
    public static func commit() {
        open.popLast()?.close(orCompleteAfter: 0)
        _ = durations.popLast()
    }

    /// Sets the innermost transaction's completion block (run at once outside a transaction).
    public static func setCompletionBlock(_ block: (() -> Void)?) {
        guard let group = open.last else { return block?() ?? () }
        group.completion = block.map { block in { _ in block() } }
    }

    /// Turns implicit animations off; there are none here.
    public static func setDisableActions(_ flag: Bool) {}

    /// Sets the innermost transaction's animation duration: animations added
    /// while it is open with no duration of their own run for it (as
    /// `CALayer.h` says of `addAnimation:forKey:`). Outside a transaction it does nothing.
    public static func setAnimationDuration(_ duration: CFTimeInterval) {
        guard !durations.isEmpty else { return }
        durations[durations.count - 1] = duration.isFinite && duration > 0 ? duration : nil
    }

    /// The animation duration the open transactions set (the innermost that
    /// set one), or 0.25 seconds, Core Animation's default.
    public static func animationDuration() -> CFTimeInterval { durations.last { $0 != nil }.flatMap { $0 } ?? 0.25 }

    /// Sets the timing function of implicit animations; there are none here.
    public static func setAnimationTimingFunction(_ function: CAMediaTimingFunction?) {}

    /// Applies pending changes; they are applied at once already.
    public static func flush() {}
}
