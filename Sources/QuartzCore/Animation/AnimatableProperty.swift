internal import HeadlessGeometry
internal import HeadlessLayers

/// A property of a layer that animations change, read and written on the
/// engine layer: the table behind key paths such as `"opacity"`,
/// `"position.x"` and `"transform.rotation.z"`.
///
/// The properties are Core Animation's animatable ones that this package
/// draws, as Apple lists them in "Animatable properties" of the Core
/// Animation Programming Guide, and the extended key paths of its
/// "Key-Value Coding Extensions" (`transform.rotation.x`…`z`,
/// `transform.scale.x`…`z` and `transform.scale`,
/// `transform.translation.x`…`z` and `transform.translation`, and the
/// fields of points, sizes and rectangles).
@MainActor
struct AnimatableProperty {
    /// The kind of value the property takes.
    let kind: AnimatedValue.Kind
    /// The property's value on a layer.
    let get: (Layer) -> AnimatedValue
    /// Sets the property on a layer from a value of its kind.
    let set: (Layer, AnimatedValue) -> Void

    /// The property `keyPath` names on `layer`; nil when it names none this package draws.
    static func named(_ keyPath: String, on layer: Layer) -> AnimatableProperty? {
        if !keyPath.utf8.contains(UInt8(ascii: ".")) { return base(keyPath, on: layer) }
        var parts = keyPath.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        guard !parts.isEmpty, var property = base(parts.removeFirst(), on: layer) else { return nil }
        while !parts.isEmpty {
            guard let component = property.component(parts) else { return nil }
            (property, parts) = component
        }
        return property
    }

    /// The property of one of the layer's own keys.
    private static func base(_ key: String, on layer: Layer) -> AnimatableProperty? {
        if let property = layerProperties[key] { return property }
        switch layer {
        case is ShapeLayer: return shapeProperties[key]
        case is GradientLayer: return gradientProperties[key]
        case is TextLayer: return key == "foregroundColor" ? textForeground : nil
        case is ReplicatorLayer: return replicatorProperties[key]
        default: return nil
        }
    }

    /// The keys of the properties of `layer`'s class.
    static func keys(of layer: Layer) -> [String] {
        let own: [String]
        switch layer {
        case is ShapeLayer: own = Array(shapeProperties.keys)
        case is GradientLayer: own = Array(gradientProperties.keys)
        case is TextLayer: own = ["foregroundColor"]
        case is ReplicatorLayer: own = Array(replicatorProperties.keys)
        default: own = []
        }
        return (Array(layerProperties.keys) + own).sorted()
    }

    /// A property of a value-typed engine property at `path` of a layer class.
    private static func typed<L: Layer>(
        _ type: L.Type, _ kind: AnimatedValue.Kind, _ get: @escaping (L) -> AnimatedValue, _ set: @escaping (L, AnimatedValue) -> Void
    ) -> AnimatableProperty {
        AnimatableProperty(
            kind: kind,
            get: { get($0 as! L) },  // the table is chosen by the layer's class
            set: { set($0 as! L, $1) }
        )
    }

    /// A number property.
    private static func number<L: Layer>(_ path: ReferenceWritableKeyPath<L, Double>) -> AnimatableProperty {
        typed(L.self, .number, { .number($0[keyPath: path]) }, { if case .number(let v) = $1 { $0[keyPath: path] = v } })
    }

    /// A point property.
    private static func point<L: Layer>(_ path: ReferenceWritableKeyPath<L, Point>) -> AnimatableProperty {
        typed(L.self, .point, { .point($0[keyPath: path]) }, { if case .point(let v) = $1 { $0[keyPath: path] = v } })
    }

    /// A rectangle property.
    private static func rect<L: Layer>(_ path: ReferenceWritableKeyPath<L, Rect>) -> AnimatableProperty {
        typed(L.self, .rect, { .rect($0[keyPath: path]) }, { if case .rect(let v) = $1 { $0[keyPath: path] = v } })
    }

    /// A transform property.
    private static func transform<L: Layer>(_ path: ReferenceWritableKeyPath<L, Transform3D>) -> AnimatableProperty {
        typed(L.self, .transform, { .transform($0[keyPath: path]) }, { if case .transform(let v) = $1 { $0[keyPath: path] = v } })
    }

    /// A colour property.
    private static func color<L: Layer>(_ path: ReferenceWritableKeyPath<L, Color>) -> AnimatableProperty {
        typed(L.self, .color, { .color($0[keyPath: path]) }, { if case .color(let v) = $1 { $0[keyPath: path] = v } })
    }

    /// An optional colour property: none reads as clear.
    private static func optionalColor<L: Layer>(_ path: ReferenceWritableKeyPath<L, Color?>) -> AnimatableProperty {
        typed(L.self, .color, { .color($0[keyPath: path] ?? .clear) }, { if case .color(let v) = $1 { $0[keyPath: path] = v } })
    }

    /// An optional path property: none reads as an empty path.
    private static func path<L: Layer>(_ path: ReferenceWritableKeyPath<L, Path?>) -> AnimatableProperty {
        typed(L.self, .path, { .path($0[keyPath: path] ?? Path()) }, { if case .path(let v) = $1 { $0[keyPath: path] = v } })
    }

    /// The properties of every layer.
    private static let layerProperties: [String: AnimatableProperty] = [
        "bounds": rect(\Layer.bounds), "position": point(\Layer.position), "anchorPoint": point(\Layer.anchorPoint),
        "transform": transform(\Layer.transform3D), "sublayerTransform": transform(\Layer.sublayerTransform3D),
        "zPosition": number(\Layer.zPosition), "opacity": number(\Layer.opacity), "backgroundColor": optionalColor(\Layer.backgroundColor),
        "cornerRadius": number(\Layer.cornerRadius), "borderWidth": number(\Layer.borderWidth), "borderColor": color(\Layer.borderColor),
        "shadowColor": color(\Layer.shadowColor), "shadowOpacity": number(\Layer.shadowOpacity),
        "shadowOffset": typed(
            Layer.self, .size, { .size($0.shadowOffset) }, { if case .size(let v) = $1 { $0.shadowOffset = v } }),
        "shadowRadius": number(\Layer.shadowRadius), "shadowPath": path(\Layer.shadowPath),
        "contentsRect": rect(\Layer.contentsRect), "contentsCenter": rect(\Layer.contentsCenter),
        "hidden": typed(Layer.self, .number, { .number($0.isHidden ? 1 : 0) }, { if case .number(let v) = $1 { $0.isHidden = v >= 0.5 } }),
        "masksToBounds": typed(
            Layer.self, .number, { .number($0.masksToBounds ? 1 : 0) }, { if case .number(let v) = $1 { $0.masksToBounds = v >= 0.5 } }),
    ]

    /// The properties of shape layers.
    private static let shapeProperties: [String: AnimatableProperty] = [
        "path": path(\ShapeLayer.path), "fillColor": optionalColor(\ShapeLayer.fillColor), "strokeColor": optionalColor(\ShapeLayer.strokeColor),
        "lineWidth": number(\ShapeLayer.lineWidth), "miterLimit": number(\ShapeLayer.miterLimit),
        "lineDashPhase": number(\ShapeLayer.lineDashPhase), "strokeStart": number(\ShapeLayer.strokeStart),
        "strokeEnd": number(\ShapeLayer.strokeEnd),
    ]

    /// The properties of gradient layers.
    private static let gradientProperties: [String: AnimatableProperty] = [
        "colors": typed(GradientLayer.self, .colors, { .colors($0.colors) }, { if case .colors(let v) = $1 { $0.colors = v } }),
        "locations": typed(
            GradientLayer.self, .numbers, { .numbers($0.locations ?? []) }, { if case .numbers(let v) = $1 { $0.locations = v } }),
        "startPoint": point(\GradientLayer.startPoint), "endPoint": point(\GradientLayer.endPoint),
    ]

    /// The colour of a text layer's text.
    private static let textForeground = color(\TextLayer.foregroundColor)

    /// The properties of replicator layers.
    private static let replicatorProperties: [String: AnimatableProperty] = [
        "instanceTransform": transform(\ReplicatorLayer.instanceTransform), "instanceColor": color(\ReplicatorLayer.instanceColor),
    ]
}

extension AnimatableProperty {
    /// The property of the field `path` starts with, with the rest of the
    /// path; nil when this kind of value has no such field.
    fileprivate func component(_ path: [String]) -> (AnimatableProperty, [String])? {
        switch kind {
        case .point: return field(path[0], of: kind, Self.pointFields).map { ($0, Array(path.dropFirst())) }
        case .size: return field(path[0], of: kind, Self.sizeFields).map { ($0, Array(path.dropFirst())) }
        case .rect: return field(path[0], of: kind, Self.rectFields).map { ($0, Array(path.dropFirst())) }
        case .transform: return transformComponent(path)
        default: return nil
        }
    }

    /// A field of a value: how to read it and write it back.
    fileprivate typealias Field = (
        kind: AnimatedValue.Kind, get: (AnimatedValue) -> AnimatedValue, set: (AnimatedValue, AnimatedValue) -> AnimatedValue
    )

    /// The property of `name`'s field in `fields`.
    private func field(_ name: String, of kind: AnimatedValue.Kind, _ fields: [String: Field]) -> AnimatableProperty? {
        guard let field = fields[name] else { return nil }
        let (get, set) = (self.get, self.set)
        return AnimatableProperty(kind: field.kind, get: { field.get(get($0)) }, set: { layer, value in set(layer, field.set(get(layer), value)) })
    }

    /// The number inside a value.
    fileprivate static func number(_ v: AnimatedValue) -> Double {
        if case .number(let n) = v { return n }
        return 0
    }

    private static let pointFields: [String: Field] = [
        "x": (
            .number, { if case .point(let p) = $0 { .number(p.x) } else { .number(0) } },
            {
                if case .point(var p) = $0 {
                    p.x = number($1)
                    return .point(p)
                } else {
                    return $0
                }
            }
        ),
        "y": (
            .number, { if case .point(let p) = $0 { .number(p.y) } else { .number(0) } },
            {
                if case .point(var p) = $0 {
                    p.y = number($1)
                    return .point(p)
                } else {
                    return $0
                }
            }
        ),
    ]

    private static let sizeFields: [String: Field] = [
        "width": (
            .number, { if case .size(let s) = $0 { .number(s.width) } else { .number(0) } },
            {
                if case .size(var s) = $0 {
                    s.width = number($1)
                    return .size(s)
                } else {
                    return $0
                }
            }
        ),
        "height": (
            .number, { if case .size(let s) = $0 { .number(s.height) } else { .number(0) } },
            {
                if case .size(var s) = $0 {
                    s.height = number($1)
                    return .size(s)
                } else {
                    return $0
                }
            }
        ),
    ]

    private static let rectFields: [String: Field] = [
        "origin": (
            .point, { if case .rect(let r) = $0 { .point(r.origin) } else { .point(.zero) } },
            { if case .rect(let r) = $0, case .point(let p) = $1 { .rect(Rect(origin: p, size: r.size)) } else { $0 } }
        ),
        "size": (
            .size, { if case .rect(let r) = $0 { .size(r.size) } else { .size(.zero) } },
            { if case .rect(let r) = $0, case .size(let s) = $1 { .rect(Rect(origin: r.origin, size: s)) } else { $0 } }
        ),
    ]
}
