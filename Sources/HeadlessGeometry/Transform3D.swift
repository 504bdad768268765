/// Core Animation's 4 x 4 transform, laid out as `CATransform3D`: a point
/// (x, y, z) is the row vector `[x y z 1]` multiplied by the matrix, so the
/// fourth row is the translation and `m34` is where perspective goes
/// (`-1 / eyeDistance`).
/// [Apple's documentation](https://developer.apple.com/documentation/quartzcore/catransform3d)
public struct Transform3D: Hashable, Sendable {
    /// Row 1: the image of the x axis.
    public var m11: Double, m12: Double, m13: Double, m14: Double
    /// Row 2: the image of the y axis.
    public var m21: Double, m22: Double, m23: Double, m24: Double
    /// Row 3: the image of the z axis.
    public var m31: Double, m32: Double, m33: Double, m34: Double
    /// Row 4: the translation.
    public var m41: Double, m42: Double, m43: Double, m44: Double

    /// The identity.
    public init() {
        (m11, m12, m13, m14) = (1, 0, 0, 0)
        (m21, m22, m23, m24) = (0, 1, 0, 0)
        (m31, m32, m33, m34) = (0, 0, 1, 0)
        (m41, m42, m43, m44) = (0, 0, 0, 1)
    }

    /// The transform that changes nothing.
    public static let identity = Transform3D()

    /// The 3-D form of an affine transform of the plane.
    public init(_ t: AffineTransform) {
        self.init()
        (m11, m12, m21, m22, m41, m42) = (t.a, t.b, t.c, t.d, t.tx, t.ty)
    }

    /// A rotation by `angle` radians about the axis (x, y, z) through the
    /// origin (about z, clockwise on screen where y grows downwards); the
    /// identity for a zero or non-finite axis. Uses ``Trig`` so the result is
    /// the same on every platform.
    public init(rotationAngle angle: Double, x: Double, y: Double, z: Double) {
        self.init()
        let length = (x * x + y * y + z * z).squareRoot()
        guard length > 0, length.isFinite else { return }
        let (x, y, z) = (x / length, y / length, z / length)
        let (s, c) = (Trig.sin(angle), Trig.cos(angle))
        let k = 1 - c
        (m11, m12, m13) = (x * x * k + c, x * y * k + z * s, x * z * k - y * s)
        (m21, m22, m23) = (x * y * k - z * s, y * y * k + c, y * z * k + x * s)
        (m31, m32, m33) = (x * z * k + y * s, y * z * k - x * s, z * z * k + c)
    }

    /// The affine part: how the plane z = 0 moves, leaving out depth and perspective.
    public var affine: AffineTransform { AffineTransform(a: m11, b: m12, c: m21, d: m22, tx: m41, ty: m42) }

    /// Whether the transform is affine in the plane: nothing in depth or perspective.
    public var isAffine: Bool {
        m13 == 0 && m14 == 0 && m23 == 0 && m24 == 0 && m31 == 0 && m32 == 0 && m34 == 0 && m43 == 0
            && m33 == 1 && m44 == 1
    }

    /// Whether every component is finite.
    public var isFinite: Bool { rows.allSatisfy { $0.allSatisfy(\.isFinite) } }

    /// The transform that applies `self` first and then `other`.
    public func concatenating(_ other: Transform3D) -> Transform3D {
        let a = rows, b = other.rows
        var product = [[Double]](repeating: [0, 0, 0, 0], count: 4)
        for i in 0..<4 {
            for j in 0..<4 { product[i][j] = a[i][0] * b[0][j] + a[i][1] * b[1][j] + a[i][2] * b[2][j] + a[i][3] * b[3][j] }
        }
        return Transform3D(rows: product)
    }

    /// What the plane z = 0 looks like through this transform, seen along z
    /// (depth dropped): the projective transform of the plane, with the
    /// perspective `m14`, `m24` and `m44` give it.
    public var flattened: ProjectiveTransform {
        ProjectiveTransform(m11: m11, m12: m12, m13: m14, m21: m21, m22: m22, m23: m24, m31: m41, m32: m42, m33: m44)
    }

    /// The four rows.
    private var rows: [[Double]] {
        [[m11, m12, m13, m14], [m21, m22, m23, m24], [m31, m32, m33, m34], [m41, m42, m43, m44]]
    }

    /// The transform of four rows of four.
    private init(rows r: [[Double]]) {
        (m11, m12, m13, m14) = (r[0][0], r[0][1], r[0][2], r[0][3])
        (m21, m22, m23, m24) = (r[1][0], r[1][1], r[1][2], r[1][3])
        (m31, m32, m33, m34) = (r[2][0], r[2][1], r[2][2], r[2][3])
        (m41, m42, m43, m44) = (r[3][0], r[3][1], r[3][2], r[3][3])
    }
}
