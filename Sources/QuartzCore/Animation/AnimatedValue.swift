internal import Foundation
internal import HeadlessGeometry

/// A value of an animatable layer property, in the engine's types: what an
/// animation's `fromValue`, `toValue`, `byValue` and `values` become once
/// read for the property they animate.
enum AnimatedValue: Equatable {
    case number(Double)
    case point(Point)
    case size(Size)
    case rect(Rect)
    case transform(Transform3D)
    case color(Color)
    case path(Path)
    case numbers([Double])
    case colors([Color])

    /// The kinds of value, to say what a key path takes.
    enum Kind: String {
        case number, point, size, rect, transform, color, path, numbers, colors
    }

    /// This value's kind.
    var kind: Kind {
        switch self {
        case .number: .number
        case .point: .point
        case .size: .size
        case .rect: .rect
        case .transform: .transform
        case .color: .color
        case .path: .path
        case .numbers: .numbers
        case .colors: .colors
        }
    }

    /// The value `f` of the way to `end` (f may fall outside 0...1, as a
    /// spring overshoots); nil when the two cannot be interpolated (other
    /// kinds, arrays or paths of other lengths or shapes).
    func interpolated(to end: AnimatedValue, fraction f: Double) -> AnimatedValue? {
        func mix(_ a: Double, _ b: Double) -> Double { a + (b - a) * f }
        switch (self, end) {
        case (.number(let a), .number(let b)): return .number(mix(a, b))
        case (.point(let a), .point(let b)): return .point(Point(x: mix(a.x, b.x), y: mix(a.y, b.y)))
        case (.size(let a), .size(let b)): return .size(Size(width: mix(a.width, b.width), height: mix(a.height, b.height)))
        case (.rect(let a), .rect(let b)):
            return .rect(Rect(x: mix(a.minX, b.minX), y: mix(a.minY, b.minY), width: mix(a.width, b.width), height: mix(a.height, b.height)))
        case (.transform(let a), .transform(let b)):
            guard let ca = TransformComponents(a), let cb = TransformComponents(b) else { return .transform(f < 0.5 ? a : b) }
            return .transform(ca.interpolated(to: cb, fraction: f).transform)
        case (.color(let a), .color(let b)):
            return .color(Color(red: mix(a.red, b.red), green: mix(a.green, b.green), blue: mix(a.blue, b.blue), alpha: mix(a.alpha, b.alpha)))
        case (.path(let a), .path(let b)): return a.interpolated(to: b, fraction: f).map(AnimatedValue.path)
        case (.numbers(let a), .numbers(let b)):
            guard a.count == b.count else { return nil }
            return .numbers(zip(a, b).map { mix($0, $1) })
        case (.colors(let a), .colors(let b)):
            guard a.count == b.count else { return nil }
            return .colors(zip(a, b).map { AnimatedValue.color($0).interpolated(to: .color($1), fraction: f)?.color ?? $1 })
        default: return nil
        }
    }

    /// This value with `other` added, as an additive animation adds its value
    /// to the model's and `byValue` adds to `fromValue`; transforms concatenate
    /// (`other` first, then this). Nil for kinds that cannot be added.
    func adding(_ other: AnimatedValue) -> AnimatedValue? {
        switch (self, other) {
        case (.transform(let a), .transform(let b)): return .transform(b.concatenating(a))
        case (.path, _), (_, .path): return nil
        default: return combined(with: other, +)
        }
    }

    /// `other` taken from this value, as `toValue` less `byValue`.
    func subtracting(_ other: AnimatedValue) -> AnimatedValue? {
        switch (self, other) {
        case (.transform(let a), .transform(let b)):
            guard let inverse = Matrix4(b).inverse else { return nil }
            return .transform(inverse.transform.concatenating(a))
        case (.path, _), (_, .path): return nil
        default: return combined(with: other, -)
        }
    }

    /// The two values combined component by component with `operation`.
    private func combined(with other: AnimatedValue, _ op: (Double, Double) -> Double) -> AnimatedValue? {
        switch (self, other) {
        case (.number(let a), .number(let b)): return .number(op(a, b))
        case (.point(let a), .point(let b)): return .point(Point(x: op(a.x, b.x), y: op(a.y, b.y)))
        case (.size(let a), .size(let b)): return .size(Size(width: op(a.width, b.width), height: op(a.height, b.height)))
        case (.rect(let a), .rect(let b)):
            return .rect(Rect(x: op(a.minX, b.minX), y: op(a.minY, b.minY), width: op(a.width, b.width), height: op(a.height, b.height)))
        case (.color(let a), .color(let b)):
            return .color(Color(red: op(a.red, b.red), green: op(a.green, b.green), blue: op(a.blue, b.blue), alpha: op(a.alpha, b.alpha)))
        case (.numbers(let a), .numbers(let b)) where a.count == b.count: return .numbers(zip(a, b).map(op))
        case (.colors(let a), .colors(let b)) where a.count == b.count:
            return .colors(zip(a, b).map { AnimatedValue.color($0).combined(with: .color($1), op)?.color ?? $0 })
        default: return nil
        }
    }

    /// The colour, for a colour value.
    private var color: Color? {
        if case .color(let c) = self { return c }
        return nil
    }

    /// Whether every component is finite.
    var isFinite: Bool {
        switch self {
        case .number(let v): v.isFinite
        case .point(let p): p.x.isFinite && p.y.isFinite
        case .size(let s): s.width.isFinite && s.height.isFinite
        case .rect(let r): r.minX.isFinite && r.minY.isFinite && r.width.isFinite && r.height.isFinite
        case .transform(let t): t.isFinite
        case .color(let c): [c.red, c.green, c.blue, c.alpha].allSatisfy(\.isFinite)
        case .path: true
        case .numbers(let v): v.allSatisfy(\.isFinite)
        case .colors(let v): v.allSatisfy { AnimatedValue.color($0).isFinite }
        }
    }
}

extension Path {
    /// The path `f` of the way to `end`, point by point; nil unless both have
    /// the same elements in the same order, as Core Animation requires of an
    /// animated `path` ("the same number of control points").
    func interpolated(to end: Path, fraction f: Double) -> Path? {
        guard elements.count == end.elements.count else { return nil }
        func mix(_ a: Point, _ b: Point) -> Point { Point(x: a.x + (b.x - a.x) * f, y: a.y + (b.y - a.y) * f) }
        var result = Path()
        for (a, b) in zip(elements, end.elements) {
            switch (a, b) {
            case (.move(let p), .move(let q)): result.append(.move(mix(p, q)))
            case (.line(let p), .line(let q)): result.append(.line(mix(p, q)))
            case (.quad(let c, let p), .quad(let d, let q)): result.append(.quad(mix(c, d), mix(p, q)))
            case (.cubic(let c1, let c2, let p), .cubic(let d1, let d2, let q)): result.append(.cubic(mix(c1, d1), mix(c2, d2), mix(p, q)))
            case (.close, .close): result.append(.close)
            default: return nil
            }
        }
        return result
    }
}
