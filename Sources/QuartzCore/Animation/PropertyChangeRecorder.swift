internal import Foundation
internal import HeadlessLayers

/// A change of an animatable layer property made inside an animation block:
/// what UIKit turns into an animation from the old value to the new.
package struct PropertyChange {
    /// The layer whose property changed.
    package let layer: CALayer
    /// The property's key (`"position"`, `"bounds"`, `"opacity"`…).
    package let keyPath: String
    /// The value shown before the change: the presentation value when an
    /// animation of the property was running, else the old model value.
    package let fromValue: Any
    /// The new model value.
    package let toValue: Any
}

extension CALayer {
    /// Runs `body` and returns the animatable properties it changed, on any
    /// layer, each once, in the order first changed; properties set back to
    /// their old values are left out.
    package static func recordingChanges(_ body: () -> Void) -> [PropertyChange] {
        var seen: [(layer: Layer, key: String, from: AnimatedValue)] = []
        let outer = Layer.willChange
        Layer.observingChanges(
            with: { layer, key in
                outer?(layer, key)
                guard !seen.contains(where: { $0.layer === layer && $0.key == key }),
                    let property = AnimatableProperty.named(key, on: layer)
                else { return }
                let face = CALayer.face(of: layer)
                let from = face.presentedValue(of: key) ?? property.get(layer)
                seen.append((layer, key, from))
            }, body)
        return seen.compactMap { change in
            guard let property = AnimatableProperty.named(change.key, on: change.layer) else { return nil }
            let to = property.get(change.layer)
            guard to != change.from else { return nil }
            return PropertyChange(layer: CALayer.face(of: change.layer), keyPath: change.key, fromValue: change.from.object, toValue: to.object)
        }
    }

    /// The value the layer's animations show for `key` now, when one animates it.
    private func presentedValue(of key: String) -> AnimatedValue? {
        guard animationEntries.contains(where: { entry in entry.animation.animatedKeys.contains { $0 == key || $0.hasPrefix(key + ".") } }),
            let copy = presentation(), copy !== self, let property = AnimatableProperty.named(key, on: copy.backing)
        else { return nil }
        return property.get(copy.backing)
    }
}
