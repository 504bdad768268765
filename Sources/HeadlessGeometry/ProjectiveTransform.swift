/// A 2-D projective transform (a homography), laid out as
/// ``AffineTransform`` extended by a third column: a point (x, y) maps to
/// `(X / W, Y / W)` where `X = m11*x + m21*y + m31`,
/// `Y = m12*x + m22*y + m32` and `W = m13*x + m23*y + m33`.
///
/// It is what a layer's plane looks like on screen under a 3-D transform
/// with perspective (``Transform3D/flattened``): straight lines stay
/// straight, parallel ones may meet. Points with `W <= 0` lie behind the eye.
public struct ProjectiveTransform: Hashable, Sendable {
    /// Row 1: the images of the x axis (X, Y and W).
    public var m11: Double, m12: Double, m13: Double
    /// Row 2: the images of the y axis.
    public var m21: Double, m22: Double, m23: Double
    /// Row 3: the image of the origin.
    public var m31: Double, m32: Double, m33: Double

    /// Creates a transform from its nine components, row by row.
    public init(
        m11: Double, m12: Double, m13: Double, m21: Double, m22: Double, m23: Double, m31: Double, m32: Double,
        m33: Double
    ) {
        (self.m11, self.m12, self.m13) = (m11, m12, m13)
        (self.m21, self.m22, self.m23) = (m21, m22, m23)
        (self.m31, self.m32, self.m33) = (m31, m32, m33)
    }

    /// The projective form of an affine transform.
    public init(_ t: AffineTransform) {
        self.init(m11: t.a, m12: t.b, m13: 0, m21: t.c, m22: t.d, m23: 0, m31: t.tx, m32: t.ty, m33: 1)
    }

    /// The transform that changes nothing.
    public static let identity = ProjectiveTransform(.identity)

    /// The same transform as an affine one, when it has no perspective
    /// (`m13` and `m23` are zero and `m33` is not); `nil` otherwise.
    public var affine: AffineTransform? {
        guard m13 == 0, m23 == 0, m33 != 0 else { return nil }
        return AffineTransform(a: m11 / m33, b: m12 / m33, c: m21 / m33, d: m22 / m33, tx: m31 / m33, ty: m32 / m33)
    }

    /// Whether every component is finite.
    public var isFinite: Bool {
        [m11, m12, m13, m21, m22, m23, m31, m32, m33].allSatisfy(\.isFinite)
    }

    /// The transform that applies `self` first and then `other`.
    public func concatenating(_ other: ProjectiveTransform) -> ProjectiveTransform {
        let o = other
        return ProjectiveTransform(
            m11: m11 * o.m11 + m12 * o.m21 + m13 * o.m31, m12: m11 * o.m12 + m12 * o.m22 + m13 * o.m32,
            m13: m11 * o.m13 + m12 * o.m23 + m13 * o.m33,
            m21: m21 * o.m11 + m22 * o.m21 + m23 * o.m31, m22: m21 * o.m12 + m22 * o.m22 + m23 * o.m32,
            m23: m21 * o.m13 + m22 * o.m23 + m23 * o.m33,
            m31: m31 * o.m11 + m32 * o.m21 + m33 * o.m31, m32: m31 * o.m12 + m32 * o.m22 + m33 * o.m32,
            m33: m31 * o.m13 + m32 * o.m23 + m33 * o.m33)
    }

    /// The determinant of the 3 x 3 matrix; zero when the transform is not invertible.
    public var determinant: Double {
        m11 * (m22 * m33 - m23 * m32) - m12 * (m21 * m33 - m23 * m31) + m13 * (m21 * m32 - m22 * m31)
    }

    /// The inverse transform, or `nil` when the transform is singular or not finite.
    public func inverted() -> ProjectiveTransform? {
        let det = determinant
        guard det != 0, det.isFinite, isFinite else { return nil }
        // The adjugate (transposed cofactors) over the determinant.
        return ProjectiveTransform(
            m11: (m22 * m33 - m23 * m32) / det, m12: (m13 * m32 - m12 * m33) / det, m13: (m12 * m23 - m13 * m22) / det,
            m21: (m23 * m31 - m21 * m33) / det, m22: (m11 * m33 - m13 * m31) / det, m23: (m13 * m21 - m11 * m23) / det,
            m31: (m21 * m32 - m22 * m31) / det, m32: (m12 * m31 - m11 * m32) / det, m33: (m11 * m22 - m12 * m21) / det)
    }

    /// The homogeneous image `(X, Y, W)` of a point.
    public func homogeneous(_ p: Point) -> (x: Double, y: Double, w: Double) {
        (m11 * p.x + m21 * p.y + m31, m12 * p.x + m22 * p.y + m32, m13 * p.x + m23 * p.y + m33)
    }

    /// The image of a point, or `nil` when it lies behind the eye (`W <= 0`).
    public func apply(to p: Point) -> Point? {
        let (x, y, w) = homogeneous(p)
        return w > 0 ? Point(x: x / w, y: y / w) : nil
    }
}
