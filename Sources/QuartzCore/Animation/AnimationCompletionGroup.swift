internal import Foundation

/// The animations made by one animation block (`UIView.animate`, a
/// transaction), whose completion runs once, when the last of them stops:
/// with `true` when every one reached its end.
@MainActor
package final class AnimationCompletionGroup {
    /// The group collecting the animations being added now: the innermost open one.
    package static var current: AnimationCompletionGroup? { open.last }

    /// The groups open, innermost last.
    private static var open: [AnimationCompletionGroup] = []

    /// The animations still running.
    private var pending = 0
    /// Whether every animation that stopped reached its end.
    private var allFinished = true
    /// Whether the block has finished adding animations.
    private var closed = false
    /// The completion, until it runs.
    private var completion: ((Bool) -> Void)?

    /// A group whose `completion` runs when its animations have stopped.
    package init(completion: ((Bool) -> Void)?) { self.completion = completion }

    /// Runs `body` with this group collecting the animations added, then
    /// closes it: when none were added, the completion runs when the clock
    /// reaches `fallbackDelay` seconds from now.
    package func collect(orCompleteAfter fallbackDelay: CFTimeInterval, _ body: () -> Void) {
        Self.open.append(self)
        body()
        Self.open.removeLast()
        closed = true
        if pending == 0 {
            MediaClock.schedule(at: MediaClock.now + max(0, fallbackDelay.isFinite ? fallbackDelay : 0)) { [self] in complete(true) }
        }
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
