internal import Foundation
internal import HeadlessGeometry

/// Animation values as code gives them (`Any`: numbers, `CGPoint`,
/// `CATransform3D`, `CGColor`, `CGPath`, arrays) and as key-value coding
/// returns them.
extension AnimatedValue {
    /// `object` read as a value of `kind`; nil when it is not one (a
    /// `UIColor` where a `CGColor` belongs, a string for a number).
    init?(_ object: Any, as kind: Kind) {
        switch kind {
        case .number:
            guard let n = Self.number(object) else { return nil }
            self = .number(n)
        case .point:
            guard let p = object as? CGPoint ?? Self.boxed(object, "CGPoint", \.pointValue) else { return nil }
            self = .point(Point(p))
        case .size:
            guard let s = object as? CGSize ?? Self.boxed(object, "CGSize", \.sizeValue) else { return nil }
            self = .size(Size(s))
        case .rect:
            guard let r = object as? CGRect ?? Self.boxed(object, "CGRect", \.rectValue) else { return nil }
            self = .rect(Rect(r))
        case .transform:
            if let t = object as? CATransform3D {
                self = .transform(t.geometry)
            } else if let t = object as? CGAffineTransform {
                self = .transform(Transform3D(t.geometry))
            } else {
                return nil
            }
        case .color:
            guard let c = Self.color(object) else { return nil }
            self = .color(c)
        case .path:
            guard let p = object as? CGPath else { return nil }
            self = .path(p.path)
        case .numbers:
            guard let array = object as? [Any] else { return nil }
            let numbers = array.compactMap(Self.number)
            guard numbers.count == array.count else { return nil }
            self = .numbers(numbers)
        case .colors:
            guard let array = object as? [Any] else { return nil }
            let colors = array.compactMap(Self.color)
            guard colors.count == array.count else { return nil }
            self = .colors(colors)
        }
    }

    /// The struct an `NSValue` boxes (`NSValue(cgPoint:)`), when it boxes a `type`.
    private static func boxed<T>(_ object: Any, _ type: String, _ read: KeyPath<NSValue, T>) -> T? {
        guard let value = object as? NSValue, !(object is NSNumber), String(cString: value.objCType).hasPrefix("{\(type)=") else { return nil }
        return value[keyPath: read]
    }

    /// A number of any of Swift's and Foundation's numeric types.
    private static func number(_ object: Any) -> Double? {
        switch object {
        case let v as Double: v
        case let v as CGFloat: Double(v)
        case let v as Float: Double(v)
        case let v as Int: Double(v)
        case let v as NSNumber: v.doubleValue
        case let v as any BinaryInteger: Double(v)
        case let v as any BinaryFloatingPoint: Double(v)
        default: nil
        }
    }

    /// A `CGColor`'s colour in sRGB; nil for anything else.
    private static func color(_ object: Any) -> Color? {
        guard let c = object as? CGColor else { return nil }
        return c.sRGB
    }

    /// The value as Core Animation's key-value coding returns it: numbers as
    /// `NSNumber`, geometry as `CGPoint`, `CGSize`, `CGRect` and
    /// `CATransform3D`, colours as `CGColor`, paths as `CGPath`, arrays of these.
    var object: Any {
        switch self {
        case .number(let v): NSNumber(value: v)
        case .point(let p): CGPoint(p)
        case .size(let s): CGSize(s)
        case .rect(let r): CGRect(r)
        case .transform(let t): CATransform3D(t)
        case .color(let c): CGColor(c)
        case .path(let p): CGPath(p)
        case .numbers(let v): v.map { NSNumber(value: $0) }
        case .colors(let v): v.map(CGColor.init)
        }
    }
}
