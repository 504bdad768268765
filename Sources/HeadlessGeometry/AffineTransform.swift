/// A 2-D affine transform, laid out as `CGAffineTransform`:
/// `x' = a*x + c*y + tx`, `y' = b*x + d*y + ty`.
public struct AffineTransform: Hashable, Sendable, CustomStringConvertible {
    /// The x scale and rotation component.
    public var a: Double
    /// The y shear and rotation component.
    public var b: Double
    /// The x shear and rotation component.
    public var c: Double
    /// The y scale and rotation component.
    public var d: Double
    /// The x translation.
    public var tx: Double
    /// The y translation.
    public var ty: Double

    /// Creates a transform from its six components.
    public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        self.a = a
        self.b = b
        self.c = c
        self.d = d
        self.tx = tx
        self.ty = ty
    }

    /// The transform that changes nothing.
    public static let identity = AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    /// A transform that moves by `x` and `y`.
    public init(translationX x: Double, y: Double) {
        self.init(a: 1, b: 0, c: 0, d: 1, tx: x, ty: y)
    }

    /// A transform that scales by `x` and `y` about the origin.
    public init(scaleX x: Double, y: Double) {
        self.init(a: x, b: 0, c: 0, d: y, tx: 0, ty: 0)
    }

    /// A transform that rotates by `angle` radians about the origin
    /// (clockwise on screen, where y grows downwards, as in UIKit).
    ///
    /// Uses ``Trig`` so the result is the same on every platform, and exact
    /// for multiples of a quarter turn.
    public init(rotationAngle angle: Double) {
        let (s, c) = (Trig.sin(angle), Trig.cos(angle))
        self.init(a: c, b: s, c: -s, d: c, tx: 0, ty: 0)
    }

    /// Whether this is the identity transform.
    public var isIdentity: Bool { self == .identity }

    /// Whether the transform only scales and translates (no rotation or shear).
    public var isScaleTranslate: Bool { b == 0 && c == 0 }

    /// The determinant of the linear part; zero when the transform is not invertible.
    public var determinant: Double { a * d - b * c }

    /// Whether every component is finite.
    public var isFinite: Bool {
        a.isFinite && b.isFinite && c.isFinite && d.isFinite && tx.isFinite && ty.isFinite
    }

    /// A textual form listing the six components.
    public var description: String { "[\(a), \(b), \(c), \(d), \(tx), \(ty)]" }

    /// The transform that applies `self` first and then `other`
    /// (as `CGAffineTransform.concatenating`).
    public func concatenating(_ other: AffineTransform) -> AffineTransform {
        AffineTransform(
            a: a * other.a + b * other.c,
            b: a * other.b + b * other.d,
            c: c * other.a + d * other.c,
            d: c * other.b + d * other.d,
            tx: tx * other.a + ty * other.c + other.tx,
            ty: tx * other.b + ty * other.d + other.ty)
    }

    /// The transform that first translates by (`x`, `y`) and then applies `self`.
    public func translatedBy(x: Double, y: Double) -> AffineTransform {
        AffineTransform(translationX: x, y: y).concatenating(self)
    }

    /// The transform that first scales by (`x`, `y`) and then applies `self`.
    public func scaledBy(x: Double, y: Double) -> AffineTransform {
        AffineTransform(scaleX: x, y: y).concatenating(self)
    }

    /// The transform that first rotates by `angle` and then applies `self`.
    public func rotated(by angle: Double) -> AffineTransform {
        AffineTransform(rotationAngle: angle).concatenating(self)
    }

    /// The inverse transform, or `nil` when the transform is singular or not finite.
    public func inverted() -> AffineTransform? {
        let det = determinant
        guard det != 0, det.isFinite, isFinite else { return nil }
        let ia = d / det, ib = -b / det, ic = -c / det, id = a / det
        return AffineTransform(
            a: ia, b: ib, c: ic, d: id,
            tx: -(tx * ia + ty * ic), ty: -(tx * ib + ty * id))
    }

    /// Applies the transform to a point.
    public func apply(to p: Point) -> Point {
        Point(x: a * p.x + c * p.y + tx, y: b * p.x + d * p.y + ty)
    }

    /// Applies only the linear part (no translation) to a vector.
    public func applyLinear(to v: Point) -> Point {
        Point(x: a * v.x + c * v.y, y: b * v.x + d * v.y)
    }

    /// The bounding box of a rectangle's four transformed corners.
    public func apply(to rect: Rect) -> Rect {
        Rect.bounding(rect.corners.map(apply(to:))) ?? .zero
    }

    /// The largest factor by which the transform stretches any direction.
    public var maxScale: Double {
        // Largest singular value of [a c; b d].
        let s1 = a * a + b * b + c * c + d * d
        let det = determinant
        let disc = (s1 * s1 - 4 * det * det).squareRoot()
        return ((s1 + (disc.isNaN ? 0 : disc)) * 0.5).squareRoot()
    }
}
