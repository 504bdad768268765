internal import Foundation

/// Where an animation is at a moment: which repetition, and how far through
/// it (0 to 1, after autoreversing and before the timing function).
struct AnimationProgress: Equatable {
    /// The repetition, from 0.
    var iteration: Int
    /// How far through the repetition, 0 at its start and 1 at its end.
    var fraction: Double
    /// The seconds into the repetition that `fraction` stands for.
    var seconds: Double
}

/// Core Animation's timing model (`CAMediaTiming`) for one animation: its
/// active time from `beginTime`, `speed` and `timeOffset`, its repetitions
/// from `duration`, `repeatCount`, `repeatDuration` and `autoreverses`, and
/// what `fillMode` shows outside it.
/// [Apple's documentation](https://developer.apple.com/documentation/quartzcore/camediatiming)
extension CAAnimation {
    /// The length of one repetition in seconds: `duration`, or 0.25 when it is
    /// 0 (Core Animation's default), negative or not finite.
    var simpleDuration: Double { duration > 0 && duration.isFinite ? duration : 0.25 }

    /// One repetition with its reverse, when the animation autoreverses.
    var period: Double { simpleDuration * (autoreverses ? 2 : 1) }

    /// How long the animation is active, in its own time: `repeatDuration`
    /// when set, else `repeatCount` periods (infinite for `.infinity`), else one period.
    var activeDuration: Double {
        if repeatDuration > 0, !repeatDuration.isNaN { return repeatDuration }
        if repeatCount > 0, !repeatCount.isNaN { return period * Double(repeatCount) }
        return period
    }

    /// How fast the animation's time runs against its parent's: `speed`, 1 when NaN.
    var rate: Double { speed.isNaN ? 1 : Double(speed) }

    /// When the animation ends, in its parent's time; infinite when it repeats for ever or does not run.
    var endTime: Double {
        guard rate > 0 else { return .infinity }
        return beginTime + activeDuration / rate
    }

    /// Where the animation is at `time` of its parent (the layer's time for an
    /// animation on a layer, the group's for one in a group); nil when it
    /// shows nothing then (before its start or after its end, without a fill).
    func progress(atParentTime time: Double) -> AnimationProgress? {
        let active = activeDuration
        var t = (time - beginTime) * rate
        if t.isNaN { return nil }
        var ended = false
        if t < 0 {
            guard fillMode == .backwards || fillMode == .both else { return nil }
            t = 0
        } else if t >= active {
            guard fillMode == .forwards || fillMode == .both else { return nil }
            (t, ended) = (active, true)
        }
        if timeOffset != 0, timeOffset.isFinite, active.isFinite {
            let shifted = t + timeOffset
            if shifted == active {
                (t, ended) = (active, true)
            } else {
                let wrapped = shifted.truncatingRemainder(dividingBy: active)
                t = wrapped < 0 ? wrapped + active : (wrapped == 0 && ended ? active : wrapped)
                ended = t == active
            }
        }
        return progress(atActiveTime: t, ended: ended)
    }

    /// The repetition and fraction at `t` seconds of active time; `ended`
    /// when `t` is the very end, which belongs to the last repetition.
    private func progress(atActiveTime t: Double, ended: Bool) -> AnimationProgress {
        let d = simpleDuration
        var iteration = Int(min(Double(Int.max / 2), (t / period).rounded(.down)))
        if ended, iteration > 0, Double(iteration) * period >= t { iteration -= 1 }
        var local = t - Double(iteration) * period
        if autoreverses, local > d { local = 2 * d - local }
        let fraction = max(0, min(1, local / d))
        return AnimationProgress(iteration: iteration, fraction: fraction, seconds: fraction * d)
    }

    /// `fraction` paced by the timing function (linear when there is none).
    func eased(_ fraction: Double) -> Double { timingFunction?.value(at: fraction) ?? fraction }
}
