package import HeadlessGeometry

/// An affine transformation matrix for 2D drawing, as Core Graphics'
/// `CGAffineTransform`: a point (x, y) maps to
/// (a·x + c·y + tx, b·x + d·y + ty).
///
/// Rotations use this package's own sine and cosine, the same bits on every
/// platform, and exact at quarter turns (`CGAffineTransform(rotationAngle: .pi / 2)`
/// has `a == 0`, where Apple's has 6e-17).
public struct CGAffineTransform: Hashable, Sendable, Codable {
    /// The entry at the first row and first column.
    public var a: CGFloat
    /// The entry at the first row and second column.
    public var b: CGFloat
    /// The entry at the second row and first column.
    public var c: CGFloat
    /// The entry at the second row and second column.
    public var d: CGFloat
    /// The entry at the third row and first column: the x translation.
    public var tx: CGFloat
    /// The entry at the third row and second column: the y translation.
    public var ty: CGFloat

    /// The zero matrix, as Core Graphics' memberwise default.
    public init() {
        self.init(a: 0, b: 0, c: 0, d: 0, tx: 0, ty: 0)
    }

    /// A transform with the given entries.
    public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
        self.a = a
        self.b = b
        self.c = c
        self.d = d
        self.tx = tx
        self.ty = ty
    }

    /// A transform with the given entries, in the order a, b, c, d, tx, ty.
    public init(_ a: CGFloat, _ b: CGFloat, _ c: CGFloat, _ d: CGFloat, _ tx: CGFloat, _ ty: CGFloat) {
        self.init(a: a, b: b, c: c, d: d, tx: tx, ty: ty)
    }

    /// The identity transform.
    public static let identity = CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    /// A translation by (`tx`, `ty`).
    public init(translationX tx: CGFloat, y ty: CGFloat) {
        self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty)
    }

    /// A scale by `sx` horizontally and `sy` vertically.
    public init(scaleX sx: CGFloat, y sy: CGFloat) {
        self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
    }

    /// A rotation by `angle` radians: counterclockwise in a y-up space,
    /// clockwise on screen in UIKit's y-down space.
    public init(rotationAngle angle: CGFloat) {
        let (sine, cosine) = Trig.sinCos(Double(angle))
        self.init(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
    }

    /// Whether this is the identity transform.
    public var isIdentity: Bool { self == .identity }

    /// The transform that applies `self` and then `t2`.
    public func concatenating(_ t2: CGAffineTransform) -> CGAffineTransform {
        CGAffineTransform(geometry.concatenating(t2.geometry))
    }

    /// The transform that translates by (`tx`, `ty`) and then applies `self`.
    public func translatedBy(x tx: CGFloat, y ty: CGFloat) -> CGAffineTransform {
        CGAffineTransform(translationX: tx, y: ty).concatenating(self)
    }

    /// The transform that scales by (`sx`, `sy`) and then applies `self`.
    public func scaledBy(x sx: CGFloat, y sy: CGFloat) -> CGAffineTransform {
        CGAffineTransform(scaleX: sx, y: sy).concatenating(self)
    }

    /// The transform that rotates by `angle` radians and then applies `self`.
    public func rotated(by angle: CGFloat) -> CGAffineTransform {
        CGAffineTransform(rotationAngle: angle).concatenating(self)
    }

    /// The inverse; as Core Graphics documents, a transform that cannot be
    /// inverted is returned unchanged.
    public func inverted() -> CGAffineTransform {
        geometry.inverted().map(CGAffineTransform.init) ?? self
    }
}

extension CGAffineTransform: CustomStringConvertible {
    /// The six entries, such as `CGAffineTransform(a: 1.0, b: 0.0, c: 0.0, d: 1.0, tx: 5.0, ty: 0.0)`.
    public var description: String { "CGAffineTransform(a: \(a), b: \(b), c: \(c), d: \(d), tx: \(tx), ty: \(ty))" }
}

extension CGAffineTransform {
    /// The same matrix in this package's geometry.
    package var geometry: HeadlessGeometry.AffineTransform {
        HeadlessGeometry.AffineTransform(a: a, b: b, c: c, d: d, tx: tx, ty: ty)
    }

    /// The matrix of `transform`.
    package init(_ transform: HeadlessGeometry.AffineTransform) {
        self.init(a: transform.a, b: transform.b, c: transform.c, d: transform.d, tx: transform.tx, ty: transform.ty)
    }
}

extension CGPoint {
    /// The point transformed by `t`.
    public func applying(_ t: CGAffineTransform) -> CGPoint {
        CGPoint(x: t.a * x + t.c * y + t.tx, y: t.b * x + t.d * y + t.ty)
    }
}

extension CGSize {
    /// The size transformed by `t`'s linear part (no translation); as Core
    /// Graphics does, the result may be negative.
    public func applying(_ t: CGAffineTransform) -> CGSize {
        CGSize(width: t.a * width + t.c * height, height: t.b * width + t.d * height)
    }
}

extension CGRect {
    /// The smallest rectangle holding the four corners of this rectangle
    /// transformed by `t` (Core Graphics' `CGRectApplyAffineTransform`). A
    /// null rectangle stays null.
    public func applying(_ t: CGAffineTransform) -> CGRect {
        guard !isNull else { return self }
        let corners = [
            CGPoint(x: minX, y: minY), CGPoint(x: maxX, y: minY), CGPoint(x: minX, y: maxY), CGPoint(x: maxX, y: maxY),
        ].map { $0.applying(t) }
        let xs = corners.map(\.x), ys = corners.map(\.y)
        let minX = xs.min()!, minY = ys.min()!
        return CGRect(x: minX, y: minY, width: xs.max()! - minX, height: ys.max()! - minY)
    }
}
