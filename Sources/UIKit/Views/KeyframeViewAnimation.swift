internal import Foundation

/// A keyframe animation block (`UIView.animateKeyframes`): each keyframe's
/// changes become, per property, one Core Animation keyframe animation over
/// the whole duration that holds each value until its keyframe starts and
/// reaches the new one when it ends.
@MainActor
struct KeyframeViewAnimation {
    /// The keyframes of the open block: when each starts and how long it lasts
    /// (fractions of the whole), and the changes it made.
    private static var open: [(start: Double, duration: Double, changes: [PropertyChange])]?

    /// How long the whole takes, in seconds.
    var duration: TimeInterval
    /// How long before it starts.
    var delay: TimeInterval
    /// The calculation mode, repetition and reversal.
    var options: UIView.KeyframeAnimationOptions

    /// Runs `animations` (which adds keyframes), then animates what they
    /// changed; `completion` runs when the animations end.
    func run(_ animations: () -> Void, completion: ((Bool) -> Void)?) {
        let outer = Self.open
        Self.open = []
        var keyframes: [(start: Double, duration: Double, changes: [PropertyChange])] = []
        let block = ViewAnimation(duration: duration, delay: delay, options: UIView.AnimationOptions(rawValue: options.rawValue & 0x18))
        AnimationCompletionGroup(completion: completion).collect(orCompleteAfter: max(0, delay) + max(0, duration)) {
            let all = CALayer.recordingChanges(animations)
            keyframes = Self.open ?? []
            let framed = keyframes.flatMap(\.changes)
            let direct = all.filter { change in !framed.contains { $0.layer === change.layer && $0.keyPath == change.keyPath } }
            if !direct.isEmpty { keyframes.insert((0, 1, direct), at: 0) }
            Self.open = outer
            guard ViewAnimation.enabled, duration > 0, duration.isFinite else { return }
            for (layer, keyPath) in Self.properties(in: keyframes) {
                let animation = keyframeAnimation(of: keyPath, on: layer, keyframes)
                block.configure(animation, on: layer)
                layer.add(animation, forKey: keyPath)
            }
        }
    }

    /// Records the changes of one keyframe of the open block; makes them at once outside one.
    static func addKeyframe(start: Double, duration: Double, _ animations: () -> Void) {
        guard open != nil else { return animations() }
        let changes = CALayer.recordingChanges(animations)
        let start = start.isFinite ? max(0, min(1, start)) : 0
        let length = duration.isFinite ? max(0, min(1 - start, duration)) : 0
        open?.append((start, length, changes))
    }

    /// Each layer and key path some keyframe changed, in order of first change.
    private static func properties(in keyframes: [(start: Double, duration: Double, changes: [PropertyChange])]) -> [(CALayer, String)] {
        var seen: [(CALayer, String)] = []
        for change in keyframes.flatMap(\.changes) where !seen.contains(where: { $0.0 === change.layer && $0.1 == change.keyPath }) {
            seen.append((change.layer, change.keyPath))
        }
        return seen
    }

    /// The keyframe animation of one property: its value before the first
    /// keyframe that changes it, then each change from its keyframe's start to its end.
    private func keyframeAnimation(
        of keyPath: String, on layer: CALayer, _ keyframes: [(start: Double, duration: Double, changes: [PropertyChange])]
    ) -> CAKeyframeAnimation {
        var times: [Double] = []
        var values: [Any] = []
        for frame in keyframes.sorted(by: { $0.start < $1.start }) {
            guard let change = frame.changes.first(where: { $0.layer === layer && $0.keyPath == keyPath }) else { continue }
            if values.isEmpty {
                times.append(0)
                values.append(change.fromValue)
            }
            if frame.start > (times.last ?? 0) {
                times.append(frame.start)
                values.append(values[values.count - 1])
            }
            times.append(max(frame.start + frame.duration, times.last ?? 0))
            values.append(change.toValue)
        }
        if (times.last ?? 1) < 1 {
            times.append(1)
            values.append(values[values.count - 1])
        }
        let animation = CAKeyframeAnimation(keyPath: keyPath)
        (animation.values, animation.keyTimes, animation.duration) = (values, times.map { NSNumber(value: $0) }, duration)
        animation.calculationMode = options.calculationMode
        return animation
    }
}

extension UIView.KeyframeAnimationOptions {
    /// The Core Animation calculation mode the options name; linear by default.
    var calculationMode: CAAnimationCalculationMode {
        switch rawValue & (7 << 10) {
        case UIView.KeyframeAnimationOptions.calculationModeDiscrete.rawValue: .discrete
        case UIView.KeyframeAnimationOptions.calculationModePaced.rawValue: .paced
        case UIView.KeyframeAnimationOptions.calculationModeCubic.rawValue: .cubic
        default: .linear
        }
    }
}
