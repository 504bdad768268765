internal import Foundation
internal import HeadlessLayers
internal import Synchronization

/// The media time animations run on: a virtual clock the test controls, so
/// that what an animation shows at a moment is the same on every run.
///
/// Core Animation reads the host's clock; here ``now`` starts at 0 and moves
/// only when a test moves it (``advance(by:)``, ``finishAnimations()``).
/// Animations added with a `beginTime` of 0 begin at ``now``. Moving the
/// clock tells animations' delegates that they started and stopped, runs
/// the completions of `UIView` animations, and removes finished animations
/// (unless `isRemovedOnCompletion` is false), in the order of their times.
///
/// There is one clock per process, used on the main actor as views are:
/// tests that animate and run in parallel in one process (Swift Testing's
/// default) see each other's moves only if they move the clock while
/// another test's animations are running.
public enum MediaClock {
    /// The time, in seconds.
    private static let time = Mutex<CFTimeInterval>(0)

    /// The current media time, in seconds; what `CACurrentMediaTime()` returns.
    public static var now: CFTimeInterval { time.withLock { $0 } }

    /// How close to a move's end an event counts as due: a nanosecond, so
    /// that moving by 0.2 s and then 0.1 s reaches what ends 0.3 s on,
    /// whatever the rounding of the sums.
    static let timeTolerance = 1e-9

    /// The most events one move of the clock delivers, so animations that
    /// start new ones as they end cannot keep a move from finishing.
    static let eventLimit = 100_000

    /// The layers that have had animations, held weakly.
    @MainActor private static var layers: [WeakLayer] = []

    /// Actions waiting for a time (completions of animation blocks that made no animations).
    @MainActor private static var scheduled: [(time: CFTimeInterval, order: Int, action: () -> Void)] = []

    /// Counts scheduled actions, to run those of one time in order.
    @MainActor private static var scheduledCount = 0

    /// Moves the clock forward by `seconds`, delivering each event on the way
    /// at its time. A negative, NaN or infinite amount moves nothing.
    @MainActor public static func advance(by seconds: CFTimeInterval) {
        guard seconds > 0, seconds.isFinite else { return }
        run(until: now + seconds)
    }

    /// Moves the clock to the end of every animation that is running now and
    /// ends (animations that repeat for ever keep running), so that their
    /// completions run, as if the test had waited for them.
    @MainActor public static func finishAnimations() {
        let ends = liveLayers.flatMap { layer in
            layer.animationEntries.filter { !$0.stopped }.map { layer.globalTime(fromLocal: $0.animation.endTime) }
        }
        let times = (ends + scheduled.map(\.time)).filter(\.isFinite)
        guard let last = times.max(), last > now else { return }
        run(until: last)
    }

    /// Keeps `layer` among those whose animations' events the clock delivers.
    @MainActor static func register(_ layer: CALayer) {
        CALayer.installAnimationStage()
        guard !layers.contains(where: { $0.layer === layer.backing }) else { return }
        layers.removeAll { $0.layer == nil }
        layers.append(WeakLayer(layer: layer.backing))
    }

    /// Runs `action` when the clock reaches `time` (at the next move when it has).
    @MainActor package static func schedule(at time: CFTimeInterval, _ action: @escaping () -> Void) {
        CALayer.installAnimationStage()
        scheduledCount += 1
        scheduled.append((time, scheduledCount, action))
    }

    /// The registered layers still alive.
    @MainActor private static var liveLayers: [CALayer] {
        layers.compactMap(\.layer).filter { !$0.animationEntries.isEmpty }.map(CALayer.face(of:))
    }

    /// Delivers events in time order up to `target`, then sets the clock to it.
    @MainActor private static func run(until target: CFTimeInterval) {
        for _ in 0..<eventLimit {
            guard let event = nextEvent(until: target) else { break }
            time.withLock { $0 = max($0, event.time) }
            event.deliver()
        }
        time.withLock { $0 = max($0, target) }
    }

    /// The earliest event due by `target`.
    @MainActor private static func nextEvent(until target: CFTimeInterval) -> ClockEvent? {
        var best: ClockEvent?
        func consider(_ event: ClockEvent) {
            if event.time <= target + timeTolerance, event.time < best?.time ?? .infinity { best = event }
        }
        if let first = scheduled.min(by: { ($0.time, $0.order) < ($1.time, $1.order) }) {
            consider(
                ClockEvent(time: first.time) {
                    scheduled.removeAll { $0.order == first.order }
                    first.action()
                })
        }
        for layer in liveLayers {
            for entry in layer.animationEntries where !entry.stopped {
                let animation = entry.animation
                if !entry.started {
                    consider(ClockEvent(time: layer.globalTime(fromLocal: animation.beginTime)) { layer.markStarted(animation) })
                }
                consider(ClockEvent(time: max(layer.globalTime(fromLocal: animation.endTime), now)) { layer.markFinished(animation) })
            }
        }
        return best
    }

    /// A layer held weakly.
    private struct WeakLayer {
        weak var layer: Layer?
    }

    /// Something that happens at a time.
    private struct ClockEvent {
        let time: CFTimeInterval
        let deliver: @MainActor () -> Void
    }
}

/// The current media time: the virtual clock's (see ``MediaClock``).
/// [Apple's documentation](https://developer.apple.com/documentation/quartzcore/1395996-cacurrentmediatime)
public func CACurrentMediaTime() -> CFTimeInterval { MediaClock.now }

extension CALayer {
    /// Tells `animation`'s delegate that it started.
    fileprivate func markStarted(_ animation: CAAnimation) {
        guard let index = animationEntries.firstIndex(where: { $0.animation === animation }) else { return }
        animationEntries[index].started = true
        animation.delegate?.animationDidStart(animation)
    }

    /// Ends `animation`: removes it (unless it stays on completion) and tells
    /// its delegate and completions that it finished.
    fileprivate func markFinished(_ animation: CAAnimation) {
        guard let index = animationEntries.firstIndex(where: { $0.animation === animation }) else { return }
        if !animationEntries[index].started {
            animationEntries[index].started = true
            animation.delegate?.animationDidStart(animation)
        }
        if animation.isRemovedOnCompletion {
            animationEntries.remove(at: index)
        } else {
            animationEntries[index].stopped = true
        }
        animation.delegate?.animationDidStop(animation, finished: true)
        animation.stopped(finished: true)
    }
}
