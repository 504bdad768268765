internal import HeadlessGeometry

/// Core Animation's 4 × 4 transform. Layers here are drawn in two
/// dimensions: a layer's transform takes the affine part (m11, m12, m21,
/// m22, m41, m42); depth and perspective (the third row and column, m34)
/// are not drawn, and ``CALayer/transform`` says so on standard error.
/// [Apple's documentation](https://developer.apple.com/documentation/quartzcore/catransform3d)
public struct CATransform3D: Equatable, Sendable {
    /// Row 1.
    public var m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat
    /// Row 2.
    public var m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat
    /// Row 3.
    public var m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat
    /// Row 4: the translation.
    public var m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat

    /// The identity.
    public init() {
        (m11, m12, m13, m14) = (1, 0, 0, 0)
        (m21, m22, m23, m24) = (0, 1, 0, 0)
        (m31, m32, m33, m34) = (0, 0, 1, 0)
        (m41, m42, m43, m44) = (0, 0, 0, 1)
    }

    /// The transform of an affine one.
    init(affine t: CGAffineTransform) {
        self.init()
        (m11, m12, m21, m22, m41, m42) = (t.a, t.b, t.c, t.d, t.tx, t.ty)
    }

    /// The affine part.
    var affine: CGAffineTransform { CGAffineTransform(a: m11, b: m12, c: m21, d: m22, tx: m41, ty: m42) }

    /// Whether the transform is affine in the plane: nothing in depth or perspective.
    var isAffine: Bool {
        [m13, m14, m23, m24, m31, m32, m34, m43].allSatisfy { $0 == 0 } && m33 == 1 && m44 == 1
    }
}

/// The identity transform.
public let CATransform3DIdentity = CATransform3D()

/// Whether `t` is the identity.
public func CATransform3DIsIdentity(_ t: CATransform3D) -> Bool { t == CATransform3DIdentity }

/// A translation by (tx, ty, tz).
public func CATransform3DMakeTranslation(_ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
    var t = CATransform3D()
    (t.m41, t.m42, t.m43) = (tx, ty, tz)
    return t
}

/// A scale by (sx, sy, sz).
public func CATransform3DMakeScale(_ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
    var t = CATransform3D()
    (t.m11, t.m22, t.m33) = (sx, sy, sz)
    return t
}

/// A rotation by `angle` radians about the axis (x, y, z); about z, the
/// rotation on screen. Other axes are made too, though only their affine
/// part is drawn.
public func CATransform3DMakeRotation(_ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat) -> CATransform3D {
    let length = (x * x + y * y + z * z).squareRoot()
    guard length > 0, length.isFinite else { return CATransform3DIdentity }
    let (x, y, z) = (x / length, y / length, z / length)
    let (s, c) = (CGFloat(Trig.sin(Double(angle))), CGFloat(Trig.cos(Double(angle))))
    let k = 1 - c
    var t = CATransform3D()
    (t.m11, t.m12, t.m13) = (x * x * k + c, x * y * k + z * s, x * z * k - y * s)
    (t.m21, t.m22, t.m23) = (x * y * k - z * s, y * y * k + c, y * z * k + x * s)
    (t.m31, t.m32, t.m33) = (x * z * k + y * s, y * z * k - x * s, z * z * k + c)
    return t
}

/// `a` then `b`.
public func CATransform3DConcat(_ a: CATransform3D, _ b: CATransform3D) -> CATransform3D {
    let ra = rows(a), rb = rows(b)
    var product = [[CGFloat]](repeating: [0, 0, 0, 0], count: 4)
    for i in 0..<4 {
        for j in 0..<4 { product[i][j] = (0..<4).reduce(0) { $0 + ra[i][$1] * rb[$1][j] } }
    }
    var t = CATransform3D()
    (t.m11, t.m12, t.m13, t.m14) = (product[0][0], product[0][1], product[0][2], product[0][3])
    (t.m21, t.m22, t.m23, t.m24) = (product[1][0], product[1][1], product[1][2], product[1][3])
    (t.m31, t.m32, t.m33, t.m34) = (product[2][0], product[2][1], product[2][2], product[2][3])
    (t.m41, t.m42, t.m43, t.m44) = (product[3][0], product[3][1], product[3][2], product[3][3])
    return t
}

/// `t` then a translation by (tx, ty, tz).
public func CATransform3DTranslate(_ t: CATransform3D, _ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
    CATransform3DConcat(CATransform3DMakeTranslation(tx, ty, tz), t)
}

/// `t` then a scale by (sx, sy, sz).
public func CATransform3DScale(_ t: CATransform3D, _ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
    CATransform3DConcat(CATransform3DMakeScale(sx, sy, sz), t)
}

/// `t` then a rotation by `angle` about (x, y, z).
public func CATransform3DRotate(_ t: CATransform3D, _ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat) -> CATransform3D {
    CATransform3DConcat(CATransform3DMakeRotation(angle, x, y, z), t)
}

/// The 3D form of an affine transform.
public func CATransform3DMakeAffineTransform(_ m: CGAffineTransform) -> CATransform3D { CATransform3D(affine: m) }

/// The affine part of `t`.
public func CATransform3DGetAffineTransform(_ t: CATransform3D) -> CGAffineTransform { t.affine }

/// The rows of `t`.
private func rows(_ t: CATransform3D) -> [[CGFloat]] {
    [[t.m11, t.m12, t.m13, t.m14], [t.m21, t.m22, t.m23, t.m24], [t.m31, t.m32, t.m33, t.m34], [t.m41, t.m42, t.m43, t.m44]]
}
