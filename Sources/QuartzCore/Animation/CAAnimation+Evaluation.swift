internal import Foundation
internal import HeadlessGeometry
internal import HeadlessLayers

/// What animations show: each property animation's value at a moment,
/// applied to its layer's property in the order the animations were added.
extension CAAnimation {
    /// Applies what this animation shows at `time` of its parent to `layer`;
    /// problems (an unknown key path, a value of the wrong type) are added to
    /// `problems` and the property is left as it was.
    @MainActor func apply(to layer: Layer, atParentTime time: Double, problems: inout [AnimationProblem]) {
        switch self {
        case let group as CAAnimationGroup: group.applyAnimations(to: layer, atParentTime: time, problems: &problems)
        case let property as CAPropertyAnimation: property.applyValue(to: layer, atParentTime: time, problems: &problems)
        default: break
        }
    }
}

extension CAAnimationGroup {
    /// Applies the group's animations, on the group's own time.
    @MainActor fileprivate func applyAnimations(to layer: Layer, atParentTime time: Double, problems: inout [AnimationProblem]) {
        guard let progress = progress(atParentTime: time) else { return }
        let local = eased(progress.fraction) * simpleDuration
        for animation in animations ?? [] {
            animation.apply(to: layer, atParentTime: local, problems: &problems)
        }
    }
}

extension CAPropertyAnimation {
    /// Applies the animation's value to the property its key path names.
    @MainActor fileprivate func applyValue(to layer: Layer, atParentTime time: Double, problems: inout [AnimationProblem]) {
        guard let progress = progress(atParentTime: time) else { return }
        guard let keyPath, let property = AnimatableProperty.named(keyPath, on: layer) else {
            return problems.append(.unknownKeyPath(keyPath ?? "nil", animation: self))
        }
        let current = property.get(layer)
        let shown: AnimatedValue
        do throws(AnimationProblem) {
            shown = try value(at: progress, of: property.kind, current: current)
        } catch {
            return problems.append(error)
        }
        let result = isAdditive ? current.adding(shown) : shown
        guard let result, result.isFinite else { return problems.append(.unusableValue(keyPath, animation: self)) }
        property.set(layer, result)
    }

    /// The animation's value at `progress` for a property of `kind` whose
    /// current value is `current`.
    func value(at progress: AnimationProgress, of kind: AnimatedValue.Kind, current: AnimatedValue) throws(AnimationProblem)
        -> AnimatedValue
    {
        switch self {
        case let keyframes as CAKeyframeAnimation: try keyframes.keyframeValue(at: progress, of: kind, current: current)
        case let basic as CABasicAnimation: try basic.basicValue(at: progress, of: kind, current: current)
        default: current
        }
    }

    /// `object` read as a value of `kind`, or the problem that it is not one.
    func read(_ object: Any, as kind: AnimatedValue.Kind, field: String) throws(AnimationProblem) -> AnimatedValue {
        guard let value = AnimatedValue(object, as: kind) else {
            throw .wrongType(field: field, given: object, expected: kind, keyPath: keyPath ?? "nil", animation: self)
        }
        return value
    }

    /// `value` moved on by `iteration` times the change `start` to `end`, for a
    /// cumulative animation; `value` itself otherwise.
    func accumulated(_ value: AnimatedValue, iteration: Int, start: AnimatedValue, end: AnimatedValue) -> AnimatedValue {
        guard isCumulative, iteration > 0, let change = end.subtracting(start) else { return value }
        var result = value
        for _ in 0..<min(iteration, 10_000) { result = result.adding(change) ?? result }
        return result
    }
}

extension CABasicAnimation {
    /// From `fromValue` to `toValue` (or by `byValue`), each missing end the
    /// current value, as Apple's table of the nine combinations gives.
    fileprivate func basicValue(at progress: AnimationProgress, of kind: AnimatedValue.Kind, current: AnimatedValue)
        throws(AnimationProblem) -> AnimatedValue
    {
        let (start, end) = try ends(of: kind, current: current)
        let fraction = (self as? CASpringAnimation)?.springPosition(at: progress.seconds) ?? eased(progress.fraction)
        guard let value = start.interpolated(to: end, fraction: fraction) else {
            throw .unusableValue(keyPath ?? "nil", animation: self)
        }
        return accumulated(value, iteration: progress.iteration, start: start, end: end)
    }

    /// The start and end values.
    private func ends(of kind: AnimatedValue.Kind, current: AnimatedValue) throws(AnimationProblem) -> (AnimatedValue, AnimatedValue) {
        let (from, to, by) = try values(as: kind)
        let base = isAdditive ? zero(like: current) : current
        switch (from, to, by) {
        case (let from?, let to?, _): return (from, to)
        case (let from?, nil, let by?): return (from, try sum(from, by))
        case (nil, let to?, let by?): return (try difference(to, by), to)
        case (let from?, nil, nil): return (from, base)
        case (nil, let to?, nil): return (base, to)
        case (nil, nil, let by?): return (base, try sum(base, by))
        case (nil, nil, nil): return (base, base)
        }
    }

    /// `fromValue`, `toValue` and `byValue` read as `kind`, read once per kind.
    private func values(as kind: AnimatedValue.Kind) throws(AnimationProblem) -> (AnimatedValue?, AnimatedValue?, AnimatedValue?) {
        if let cached = readValues, cached.kind == kind { return (cached.from, cached.to, cached.by) }
        let from = try fromValue.map { v throws(AnimationProblem) in try read(v, as: kind, field: "fromValue") }
        let to = try toValue.map { v throws(AnimationProblem) in try read(v, as: kind, field: "toValue") }
        let by = try byValue.map { v throws(AnimationProblem) in try read(v, as: kind, field: "byValue") }
        readValues = (kind, from, to, by)
        return (from, to, by)
    }

    /// The value that adds nothing, of `value`'s kind.
    private func zero(like value: AnimatedValue) -> AnimatedValue {
        switch value {
        case .transform: .transform(.identity)
        default: value.subtracting(value) ?? value
        }
    }

    private func sum(_ a: AnimatedValue, _ b: AnimatedValue) throws(AnimationProblem) -> AnimatedValue {
        guard let s = a.adding(b) else { throw .unusableValue(keyPath ?? "nil", animation: self) }
        return s
    }

    private func difference(_ a: AnimatedValue, _ b: AnimatedValue) throws(AnimationProblem) -> AnimatedValue {
        guard let d = a.subtracting(b) else { throw .unusableValue(keyPath ?? "nil", animation: self) }
        return d
    }
}

extension CASpringAnimation {
    /// The damped harmonic oscillator's position at `t` seconds, from 0
    /// towards 1: mass `mass` on a spring of `stiffness`, with `damping`,
    /// starting at `initialVelocity` (in distances per second), in closed
    /// form for the under-, critically and over-damped cases.
    package func springPosition(at t: Double) -> Double {
        let m = max(Double(mass), 1e-9), k = max(Double(stiffness), 1e-9), c = max(Double(damping), 0)
        let v0 = Double(initialVelocity)
        let omega = (k / m).squareRoot()
        let zeta = c / (2 * (k * m).squareRoot())
        if zeta < 1 {
            let decay = zeta * omega
            let omegaD = omega * (1 - zeta * zeta).squareRoot()
            let b = (decay - v0) / omegaD
            return 1 - Foundation.exp(-decay * t) * (Trig.cos(omegaD * t) + b * Trig.sin(omegaD * t))
        } else if zeta == 1 {
            return 1 - Foundation.exp(-omega * t) * (1 + (omega - v0) * t)
        } else {
            let root = (zeta * zeta - 1).squareRoot()
            let (r1, r2) = (-omega * (zeta - root), -omega * (zeta + root))
            // x(t) = 1 + a e^(r1 t) + b e^(r2 t), x(0) = 0, x'(0) = v0.
            let a = (v0 + r2) / (r1 - r2)
            let b = -1 - a
            return 1 + a * Foundation.exp(r1 * t) + b * Foundation.exp(r2 * t)
        }
    }
}
