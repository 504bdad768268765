internal import HeadlessGeometry

/// Core Animation's 4 × 4 transform: a point (x, y, z) is the row vector
/// `[x y z 1]` times the matrix; the fourth row translates, and `m34`
/// (`-1 / eyeDistance`) gives perspective. A layer's plane is drawn as
/// this transform shows it: the affine part exactly, and rotations about x
/// and y with perspective as the projected quad of the layer (see
/// ``CALayer/transform``).
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
    public init() { self.init(Transform3D.identity) }

    /// The transform of an affine one.
    init(affine t: CGAffineTransform) { self.init(Transform3D(t.geometry)) }

    /// The transform of the engine's.
    init(_ t: Transform3D) {
        (m11, m12, m13, m14) = (CGFloat(t.m11), CGFloat(t.m12), CGFloat(t.m13), CGFloat(t.m14))
        (m21, m22, m23, m24) = (CGFloat(t.m21), CGFloat(t.m22), CGFloat(t.m23), CGFloat(t.m24))
        (m31, m32, m33, m34) = (CGFloat(t.m31), CGFloat(t.m32), CGFloat(t.m33), CGFloat(t.m34))
        (m41, m42, m43, m44) = (CGFloat(t.m41), CGFloat(t.m42), CGFloat(t.m43), CGFloat(t.m44))
    }

    /// The engine's transform of this one.
    var geometry: Transform3D {
        var t = Transform3D()
        (t.m11, t.m12, t.m13, t.m14) = (Double(m11), Double(m12), Double(m13), Double(m14))
        (t.m21, t.m22, t.m23, t.m24) = (Double(m21), Double(m22), Double(m23), Double(m24))
        (t.m31, t.m32, t.m33, t.m34) = (Double(m31), Double(m32), Double(m33), Double(m34))
        (t.m41, t.m42, t.m43, t.m44) = (Double(m41), Double(m42), Double(m43), Double(m44))
        return t
    }

    /// The affine part.
    var affine: CGAffineTransform { CGAffineTransform(geometry.affine) }

    /// Whether the transform is affine in the plane: nothing in depth or perspective.
    var isAffine: Bool { geometry.isAffine }
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
/// rotation on screen. The identity for a zero axis.
public func CATransform3DMakeRotation(_ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat) -> CATransform3D {
    CATransform3D(Transform3D(rotationAngle: Double(angle), x: Double(x), y: Double(y), z: Double(z)))
}

/// `a` then `b`.
public func CATransform3DConcat(_ a: CATransform3D, _ b: CATransform3D) -> CATransform3D {
    CATransform3D(a.geometry.concatenating(b.geometry))
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
