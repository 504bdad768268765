internal import HeadlessGeometry
internal import HeadlessLayers

/// Core Animation's extended key paths of a transform: `rotation`, `scale`
/// and `translation`, each whole or along `x`, `y` or `z`.
/// [Apple's documentation](https://developer.apple.com/library/archive/documentation/Cocoa/Conceptual/CoreAnimation_guide/Key-ValueCodingExtensions/Key-ValueCodingExtensions.html)
extension AnimatableProperty {
    /// The property of the component `path` names (`rotation.z`, `scale`,
    /// `translation.x`…), with nothing left of the path; nil for other names.
    func transformComponent(_ path: [String]) -> (AnimatableProperty, [String])? {
        guard path.count <= 2, let component = TransformComponent(path[0], axis: path.count == 2 ? path[1] : nil) else { return nil }
        let (get, set) = (self.get, self.set)
        func components(of layer: Layer) -> TransformComponents {
            guard case .transform(let t) = get(layer) else { return TransformComponents(.identity)! }
            return TransformComponents(t) ?? TransformComponents(.identity)!
        }
        let property = AnimatableProperty(
            kind: component.kind,
            get: { component.value(in: components(of: $0)) },
            set: { layer, value in
                var parts = components(of: layer)
                component.set(value, in: &parts)
                set(layer, .transform(parts.transform))
            }
        )
        return (property, [])
    }
}

/// One component of a transform a key path names.
private enum TransformComponent {
    case rotation(Axis)
    case scale(Axis?)
    case translation(Axis?)

    /// The axes, and `xy` for a scale of both x and y.
    enum Axis: String {
        case x, y, z, xy
    }

    /// The component `name` along `axis` (the name's default axis when nil).
    init?(_ name: String, axis: String?) {
        let axis = axis.map(Axis.init(rawValue:))
        if case .some(.none) = axis { return nil }
        switch name {
        case "rotation": self = .rotation(axis.flatMap { $0 } ?? .z)
        case "scale": self = .scale(axis.flatMap { $0 })
        case "translation": self = .translation(axis.flatMap { $0 })
        default: return nil
        }
        if case .rotation(.xy) = self { return nil }
        if case .translation(.xy) = self { return nil }
    }

    /// The kind of value: a size for the whole translation, else a number.
    var kind: AnimatedValue.Kind {
        if case .translation(nil) = self { return .size }
        return .number
    }

    /// The component's value in `c`: the average of the three scales for
    /// `scale`, as Apple documents.
    func value(in c: TransformComponents) -> AnimatedValue {
        switch self {
        case .rotation(let axis):
            let angles = c.angles
            return .number(axis == .x ? angles.x : axis == .y ? angles.y : angles.z)
        case .scale(let axis):
            switch axis {
            case .x: return .number(c.scale.x)
            case .y: return .number(c.scale.y)
            case .z: return .number(c.scale.z)
            case .xy: return .number((c.scale.x + c.scale.y) / 2)
            case nil: return .number((c.scale.x + c.scale.y + c.scale.z) / 3)
            }
        case .translation(let axis):
            switch axis {
            case .x: return .number(c.translation.x)
            case .y: return .number(c.translation.y)
            case .z: return .number(c.translation.z)
            default: return .size(Size(width: c.translation.x, height: c.translation.y))
            }
        }
    }

    /// Sets the component in `c` to `value`.
    func set(_ value: AnimatedValue, in c: inout TransformComponents) {
        if case .size(let s) = value {
            (c.translation.x, c.translation.y) = (s.width, s.height)
            return
        }
        guard case .number(let v) = value else { return }
        switch self {
        case .rotation(let axis):
            var angles = c.angles
            switch axis {
            case .x: angles.x = v
            case .y: angles.y = v
            default: angles.z = v
            }
            c.eulerAngles = angles
        case .scale(let axis):
            switch axis {
            case .x: c.scale.x = v
            case .y: c.scale.y = v
            case .z: c.scale.z = v
            case .xy: (c.scale.x, c.scale.y) = (v, v)
            case nil: c.scale = (v, v, v)
            }
        case .translation(let axis):
            switch axis {
            case .x: c.translation.x = v
            case .y: c.translation.y = v
            case .z: c.translation.z = v
            default: break
            }
        }
    }
}
