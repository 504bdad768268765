internal import Foundation
internal import HeadlessLayers

/// An animation on a layer, with its key and how far its events have gone.
struct AnimationEntry {
    /// The key it was added under.
    let key: String?
    /// The layer's copy of the animation.
    let animation: CAAnimation
    /// Whether the delegate has been told it started.
    var started = false
    /// Whether it has ended (it stays when not removed on completion).
    var stopped = false
}

/// Adding, finding and removing animations, and the layer's own time.
extension CALayer {
    /// Adds a copy of `anim` under `key`, replacing the animation there
    /// (which stops unfinished). An animation whose `beginTime` is 0 begins
    /// now, at ``MediaClock/now`` in the layer's time, as Core Animation
    /// begins it when the transaction commits.
    ///
    /// A still snapshot draws the model values; a snapshot at a moment (as
    /// the strategies' `at:` forms take one) draws what the animations show then.
    /// [Apple's documentation](https://developer.apple.com/documentation/quartzcore/calayer/add(_:forkey:))
    public func add(_ anim: CAAnimation, forKey key: String?) {
        let copy = anim.copy() as? CAAnimation ?? anim
        copy.giveDefaultDurations(CATransaction.animationDuration())
        if copy.beginTime == 0 { copy.beginTime = convertTime(MediaClock.now, from: nil) }
        if let key { removeAnimation(forKey: key) }
        animationEntries.append(AnimationEntry(key: key, animation: copy))
        AnimationCompletionGroup.current?.include(copy)
        MediaClock.register(self)
    }

    /// The animation under `key`.
    public func animation(forKey key: String) -> CAAnimation? { animationEntries.first { $0.key == key }?.animation }

    /// The keys of the animations added with one, in order; nil when there are none.
    public func animationKeys() -> [String]? {
        let keys = animationEntries.compactMap(\.key)
        return keys.isEmpty ? nil : keys
    }

    /// Removes the animation under `key`; it stops unfinished (its delegate
    /// is told, `finished` false).
    public func removeAnimation(forKey key: String) {
        let removed = animationEntries.filter { $0.key == key }
        animationEntries.removeAll { $0.key == key }
        removed.forEach { stopUnfinished($0) }
    }

    /// Removes every animation; each stops unfinished.
    public func removeAllAnimations() {
        let removed = animationEntries
        animationEntries.removeAll()
        removed.forEach { stopUnfinished($0) }
    }

    /// Tells an animation's delegate and completion that it stopped before its end.
    private func stopUnfinished(_ entry: AnimationEntry) {
        guard !entry.stopped else { return }
        entry.animation.delegate?.animationDidStop(entry.animation, finished: false)
        entry.animation.stopped(finished: false)
    }

    /// Converts `t` from `layer`'s time (the global media time when nil) to this layer's.
    /// [Apple's documentation](https://developer.apple.com/documentation/quartzcore/calayer/converttime(_:from:))
    public func convertTime(_ t: CFTimeInterval, from layer: CALayer?) -> CFTimeInterval {
        localTime(fromGlobal: layer?.globalTime(fromLocal: t) ?? t)
    }

    /// Converts `t` from this layer's time to `layer`'s (the global media time when nil).
    public func convertTime(_ t: CFTimeInterval, to layer: CALayer?) -> CFTimeInterval {
        let global = globalTime(fromLocal: t)
        return layer?.localTime(fromGlobal: global) ?? global
    }

    /// The timing of each layer from the root down to this one (`beginTime`,
    /// `speed`, `timeOffset`), read from the engine layers, so no face is made.
    private var timingChain: [(beginTime: Double, speed: Double, timeOffset: Double)] {
        var chain: [(beginTime: Double, speed: Double, timeOffset: Double)] = []
        var layer: Layer? = backing
        while let current = layer {
            if let state = current.faceState as? LayerAnimationState {
                chain.append((state.beginTime, Double(state.speed), state.timeOffset))
            } else {
                chain.append((0, 1, 0))
            }
            layer = current.superlayer
        }
        return chain.reversed()
    }

    /// This layer's time at global media time `t`: each layer from the root
    /// runs from its `beginTime` at its `speed`, then adds its `timeOffset`.
    func localTime(fromGlobal t: CFTimeInterval) -> CFTimeInterval {
        timingChain.reduce(t) { time, layer in (time - layer.beginTime) * layer.speed + layer.timeOffset }
    }

    /// The global media time at which this layer's time is `t`; infinite when
    /// a layer on the way is paused (its speed 0) and the time never comes.
    func globalTime(fromLocal t: CFTimeInterval) -> CFTimeInterval {
        timingChain.reversed().reduce(t) { time, layer in
            layer.speed == 0
                ? (time == layer.timeOffset ? layer.beginTime : .infinity) : (time - layer.timeOffset) / Double(layer.speed) + layer.beginTime
        }
    }
}

extension CAAnimation {
    /// Gives an animation being added the durations Core Animation gives it:
    /// `duration` when its own is zero or negative (`CALayer.h`, `addAnimation:forKey:`;
    /// one that is not a number stays, and is reported when drawn);
    /// a group's animations (copied, so the caller's stay as they were) the
    /// group's duration when they have none, as Apple's Core Animation
    /// Programming Guide's grouping example relies on.
    func giveDefaultDurations(_ duration: CFTimeInterval) {
        if self.duration <= 0 { self.duration = duration }
        guard let group = self as? CAAnimationGroup else { return }
        group.animations = group.animations?.map { child in
            let copy = child.copy() as? CAAnimation ?? child
            copy.giveDefaultDurations(group.duration)
            return copy
        }
    }
}
