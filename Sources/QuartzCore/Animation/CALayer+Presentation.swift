internal import Foundation
package import HeadlessLayers

/// What animations show: the presentation layer, and trees drawn at a moment.
extension CALayer {
    /// The layer as its animations show it now (at ``MediaClock/now``): a copy
    /// with the animated values, as Core Animation's presentation layer. A
    /// layer of a class of the app's own (a subclass), or one with no
    /// animations, returns itself: a copy of an unknown class cannot be made
    /// without its initialiser.
    /// [Apple's documentation](https://developer.apple.com/documentation/quartzcore/calayer/presentation())
    public func presentation() -> Self? {
        Layer.observingChanges(with: nil) {
            guard !animationEntries.isEmpty, let copy = presentationCopy() as? Self else { return self }
            var problems: [AnimationProblem] = []
            applyAnimations(to: copy.backing, atGlobalTime: MediaClock.now, problems: &problems)
            return copy
        }
    }

    /// The layer of the model values: the layer itself.
    public func model() -> Self { self }

    /// A copy of the layer with its animatable values, for one of Core Animation's own classes.
    private func presentationCopy() -> CALayer? {
        let copy: CALayer
        switch ObjectIdentifier(type(of: self)) {
        case ObjectIdentifier(CALayer.self): copy = CALayer(layer: self)
        case ObjectIdentifier(CAShapeLayer.self): copy = CAShapeLayer(layer: self)
        case ObjectIdentifier(CAGradientLayer.self): copy = CAGradientLayer(layer: self)
        case ObjectIdentifier(CATextLayer.self): copy = CATextLayer(layer: self)
        case ObjectIdentifier(CAReplicatorLayer.self): copy = CAReplicatorLayer(layer: self)
        default: return nil
        }
        for key in AnimatableProperty.keys(of: backing) {
            guard let property = AnimatableProperty.named(key, on: backing) else { continue }
            property.set(copy.backing, property.get(backing))
        }
        return copy
    }

    /// Applies what the layer's animations show at global media time `time`
    /// to `target` (the layer's own engine layer, or a copy's), in the order
    /// they were added.
    package func applyAnimations(to target: Layer, atGlobalTime time: CFTimeInterval, problems: inout [AnimationProblem]) {
        let local = localTime(fromGlobal: time)
        for entry in animationEntries {
            if let problem = entry.animation.timingProblem {
                problems.append(problem)
                continue
            }
            entry.animation.apply(to: target, atParentTime: local, problems: &problems)
        }
    }

    /// Puts the engine's hooks in place, so snapshots draw animations at a
    /// moment and still snapshots let them finish first.
    static func installAnimationStage() {
        guard AnimationStage.present == nil else { return }
        AnimationStage.present = { root, moment throws(RenderError) in try present(root, at: MediaClock.now + moment) }
        AnimationStage.settle = { MediaClock.finishAnimations() }
        AnimationStage.presentInstance = { replicator, instance in
            guard let moment = AnimationStage.moment else { return {} }
            let time = MediaClock.now + moment - Double(instance) * replicator.instanceDelay
            let restores = replicator.sublayers.compactMap { try? present($0, at: time, fromModel: true) }
            return { restores.reversed().forEach { $0() } }
        }
    }

    /// The model values of the layers shown at a moment, while they are shown:
    /// a replicator's later instances start from them, not from the first
    /// instance's moment.
    private static var modelValues: [ObjectIdentifier: () -> Void] = [:]

    /// Shows the tree under `root` as its animations show it at global media
    /// time `time`, and returns what puts back the values it had. With
    /// `fromModel`, each animated layer starts from its model values (a
    /// replicator instance shown at its own moment).
    ///
    /// - Throws: ``RenderError/animation(_:)`` with each problem, the tree left as it was.
    private static func present(_ root: Layer, at time: CFTimeInterval, fromModel: Bool = false) throws(RenderError) -> () -> Void {
        try Layer.observingChanges(with: nil) { () throws(RenderError) in try presentUnobserved(root, at: time, fromModel: fromModel) }
    }

    /// ``present(_:at:fromModel:)``, with no one told of the changes it makes.
    private static func presentUnobserved(_ root: Layer, at time: CFTimeInterval, fromModel: Bool) throws(RenderError) -> () -> Void {
        var restores: [() -> Void] = []
        var recorded: [ObjectIdentifier] = []
        var problems: [String] = []
        var stack = [root]
        while let layer = stack.popLast() {
            stack.append(contentsOf: layer.sublayers)
            if let mask = layer.mask { stack.append(mask) }
            guard !layer.animationEntries.isEmpty else { continue }
            let face = CALayer.face(of: layer)
            let saved = face.savedValues()
            restores.append(saved)
            if fromModel {
                modelValues[ObjectIdentifier(layer)]?()
            } else if modelValues[ObjectIdentifier(layer)] == nil {
                modelValues[ObjectIdentifier(layer)] = saved
                recorded.append(ObjectIdentifier(layer))
            }
            var found: [AnimationProblem] = []
            face.applyAnimations(to: layer, atGlobalTime: time, problems: &found)
            problems += found.map { "\(face.label): \($0)" }
        }
        let restore = {
            restores.reversed().forEach { $0() }
            recorded.forEach { modelValues[$0] = nil }
        }
        guard problems.isEmpty else {
            restore()
            throw .animation(problems)
        }
        return restore
    }

    /// What puts back the values the layer's animations change.
    private func savedValues() -> () -> Void {
        let paths = animationEntries.flatMap { entry -> [String] in entry.animation.animatedKeys }
        let keys = Set(paths.map { String($0.prefix { $0 != "." }) })
        let saved = keys.compactMap { key in AnimatableProperty.named(key, on: backing).map { (property: $0, value: $0.get(backing)) } }
        let layer = backing
        return { saved.forEach { $0.property.set(layer, $0.value) } }
    }

    /// The layer as messages name it: its name, or its class.
    var label: String { name.map { "layer \"\($0)\"" } ?? "a \(type(of: self))" }
}

extension CAAnimation {
    /// The key paths the animation (or its group's animations) change.
    var animatedKeys: [String] {
        switch self {
        case let group as CAAnimationGroup: (group.animations ?? []).flatMap(\.animatedKeys)
        case let property as CAPropertyAnimation: property.keyPath.map { [$0] } ?? []
        default: []
        }
    }

    /// What makes the animation's timing impossible to follow, if anything:
    /// NaN times, a negative repeat count.
    var timingProblem: AnimationProblem? {
        if duration.isNaN { return .invalidTiming("a duration that is not a number", animation: self) }
        if beginTime.isNaN || timeOffset.isNaN { return .invalidTiming("a begin time or time offset that is not a number", animation: self) }
        if speed.isNaN || speed.isInfinite { return .invalidTiming("a speed of \(speed)", animation: self) }
        if repeatCount.isNaN || repeatCount < 0 { return .invalidTiming("a repeat count of \(repeatCount)", animation: self) }
        if repeatDuration.isNaN || repeatDuration < 0 { return .invalidTiming("a repeat duration of \(repeatDuration)", animation: self) }
        if let group = self as? CAAnimationGroup { return (group.animations ?? []).lazy.compactMap(\.timingProblem).first }
        return nil
    }
}
