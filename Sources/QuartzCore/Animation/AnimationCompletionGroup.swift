internal import Foundation

/// The animations made by one animation block (`UIView.animate`, a
/// transaction), whose completion runs once, when the last of them stops:
/// with `true` when every one reached its end.
@MainActor
package final class AnimationCompletionGroup {
    /// The group collecting the animations being added now: the innermost open one.
    package static var current: AnimationCompletionGroup? { collecting.last }

    /// The groups open, innermost last.
    private static var collecting: [AnimationCompletionGroup] = []

    /// The animations still running.
    private var pending = 0
    /// Whether every animation that stopped reached its end.
    private var allFinished = true
    /// Whether the block has finished adding animations.
    private var closed = false
    /// The completion, until it runs; settable until the group closes.
    package var completion: ((Bool) -> Void)?

    /// A group whose `completion` runs when its animations have stopped.
    package init(completion: ((Bool) -> Void)?) { self.completion = completion }

    /// Runs `body` with this group collecting the animations added, then
    /// closes it: when none were added, the completion runs when the clock
    /// reaches `fallbackDelay` seconds from now.
    package func collect(orCompleteAfter fallbackDelay: CFTimeInterval, _ body: () -> Void) {
        open()
        body()
        close(orCompleteAfter: fallbackDelay)
    }

    /// Starts collecting the animations added (innermost of the open groups).
    package func open() { Self.collecting.append(self) }

    /// Stops collecting: the completion runs when the animations collected
    /// stop, or, when there were none, when the clock reaches `fallbackDelay`
    /// seconds from now (at once for 0).
    package func close(orCompleteAfter fallbackDelay: CFTimeInterval) {
        Self.collecting.removeAll { $0 === self }
        closed = true
        guard pending == 0 else { return }
        let delay = max(0, fallbackDelay.isFinite ? fallbackDelay : 0)
        if delay == 0 { return complete(true) }
        MediaClock.schedule(at: MediaClock.now + delay) { [self] in complete(true) }
    }

    /// Counts `animation` in the group.
    func include(_ animation: CAAnimation) {
        pending += 1
        animation.stopHandlers.append { [self] finished in
            pending -= 1
            allFinished = allFinished && finished
            if pending == 0, closed { complete(allFinished) }
        }
    }

    /// Runs the completion once.
    private func complete(_ finished: Bool) {
        let completion = self.completion
        self.completion = nil
        completion?(finished)
    }
}
