internal import Foundation
internal import HeadlessLayers

/// Key-value coding, as Core Animation extends it for layers: the
/// animatable properties by key and key path (`"opacity"`, `"position.x"`,
/// `"transform.rotation.z"`, `"transform.scale"`), and any other key as a
/// value the layer keeps for the app.
/// [Apple's documentation](https://developer.apple.com/library/archive/documentation/Cocoa/Conceptual/CoreAnimation_guide/Key-ValueCodingExtensions/Key-ValueCodingExtensions.html)
extension CALayer {
    /// The value of the property at `keyPath`: numbers as `NSNumber`,
    /// geometry as `CGPoint`, `CGSize`, `CGRect` or `CATransform3D`, colours
    /// as `CGColor`; for a key that names no property, the value last set for it.
    public func value(forKeyPath keyPath: String) -> Any? {
        if let property = AnimatableProperty.named(keyPath, on: backing) { return property.get(backing).object }
        return customValues[keyPath] ?? Self.defaultValue(forKey: keyPath)
    }

    /// The value of the property `key` names (see ``value(forKeyPath:)``).
    public func value(forKey key: String) -> Any? { value(forKeyPath: key) }

    /// Sets the property at `keyPath` (`"transform.rotation.z"` turns the
    /// layer, keeping its scale and translation); a key that names no
    /// property keeps `value` for the app. A value of the wrong type for a
    /// property is refused and reported on standard error, as Core Animation
    /// would raise.
    public func setValue(_ value: Any?, forKeyPath keyPath: String) {
        guard let property = AnimatableProperty.named(keyPath, on: backing) else {
            customValues[keyPath] = value
            return
        }
        guard let value, let converted = AnimatedValue(value, as: property.kind) else {
            let given = value.map { "\(type(of: $0))" } ?? "nil"
            FileHandle.standardError.write(
                Data("[HeadlessSnapshot] CALayer.setValue(_:forKeyPath: \"\(keyPath)\"): \(given) is not \(property.kind.described); not set\n".utf8))
            return
        }
        property.set(backing, converted)
    }

    /// Sets the property `key` names (see ``setValue(_:forKeyPath:)``).
    public func setValue(_ value: Any?, forKey key: String) { setValue(value, forKeyPath: key) }
}
