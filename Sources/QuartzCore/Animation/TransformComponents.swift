internal import HeadlessGeometry

/// A 3-D transform taken apart into scale, skew, rotation, translation and
/// perspective, as Core Animation reads the `transform.rotation.z`,
/// `transform.scale` and `transform.translation` key paths and interpolates
/// whole transforms. The method is the one the CSS Transforms specification
/// gives for "decomposing a 3D matrix" (from Graphics Gems II's `unmatrix`),
/// in Core Animation's row-vector layout: the transform is
/// scale × skew × rotation × translation × perspective, applied in that order.
struct TransformComponents: Equatable {
    /// The scale along x, y and z.
    var scale: (x: Double, y: Double, z: Double) = (1, 1, 1)
    /// The skew factors xy, xz and yz.
    var skew: (xy: Double, xz: Double, yz: Double) = (0, 0, 0)
    /// The rotation, as a unit quaternion (x, y, z, w).
    var rotation: Quaternion = .identity
    /// The translation along x, y and z.
    var translation: (x: Double, y: Double, z: Double) = (0, 0, 0)
    /// The perspective column (m14, m24, m34, m44).
    var perspective: (x: Double, y: Double, z: Double, w: Double) = (0, 0, 0, 1)

    static func == (a: TransformComponents, b: TransformComponents) -> Bool { a.transform == b.transform }

    /// The components of `t`; nil when it cannot be taken apart (a zero
    /// `m44`, or a matrix that flattens space).
    init?(_ t: Transform3D) {
        guard t.m44 != 0, t.isFinite else { return nil }
        var m = Matrix4(t).scaled(by: 1 / t.m44)
        var withoutPerspective = m
        for row in 0..<3 { withoutPerspective.values[row][3] = 0 }
        withoutPerspective.values[3][3] = 1
        guard let inverse = withoutPerspective.inverse else { return nil }
        if m.values[0][3] != 0 || m.values[1][3] != 0 || m.values[2][3] != 0 {
            let column = (0..<4).map { m.values[$0][3] }
            let p = (0..<4).map { j in (0..<4).reduce(0.0) { $0 + column[$1] * inverse.values[j][$1] } }
            perspective = (p[0], p[1], p[2], p[3])
            for row in 0..<3 { m.values[row][3] = 0 }
            m.values[3][3] = 1
        }
        translation = (m.values[3][0], m.values[3][1], m.values[3][2])
        var rows = (0..<3).map { Vector3(m.values[$0][0], m.values[$0][1], m.values[$0][2]) }
        scale.x = rows[0].length
        rows[0] = rows[0] / scale.x
        skew.xy = rows[0].dot(rows[1])
        rows[1] = rows[1] - rows[0] * skew.xy
        scale.y = rows[1].length
        rows[1] = rows[1] / scale.y
        skew.xy /= scale.y
        skew.xz = rows[0].dot(rows[2])
        rows[2] = rows[2] - rows[0] * skew.xz
        skew.yz = rows[1].dot(rows[2])
        rows[2] = rows[2] - rows[1] * skew.yz
        scale.z = rows[2].length
        rows[2] = rows[2] / scale.z
        skew.xz /= scale.z
        skew.yz /= scale.z
        guard [scale.x, scale.y, scale.z].allSatisfy({ $0.isFinite && $0 != 0 }) else { return nil }
        if rows[0].dot(rows[1].cross(rows[2])) < 0 {
            scale = (-scale.x, -scale.y, -scale.z)
            rows = rows.map { $0 * -1 }
        }
        rotation = Quaternion(rotationRows: rows)
    }

    /// The transform of the components.
    var transform: Transform3D {
        var m = Matrix4.identity
        (m.values[0][3], m.values[1][3], m.values[2][3], m.values[3][3]) = perspective
        var translate = Matrix4.identity
        (translate.values[3][0], translate.values[3][1], translate.values[3][2]) = translation
        var skewing = Matrix4.identity
        (skewing.values[1][0], skewing.values[2][0], skewing.values[2][1]) = (skew.xy, skew.xz, skew.yz)
        var scaling = Matrix4.identity
        (scaling.values[0][0], scaling.values[1][1], scaling.values[2][2]) = scale
        return scaling.times(skewing).times(rotation.matrix).times(translate).times(m).transform
    }

    /// The rotation as angles about x, y and z, applied in that order.
    var eulerAngles: (x: Double, y: Double, z: Double) {
        get {
            let r = rotation.matrix.values
            return (Trig.atan2(r[1][2], r[2][2]), Self.asin(max(-1, min(1, -r[0][2]))), Trig.atan2(r[0][1], r[0][0]))
        }
        set {
            let x = Transform3D(rotationAngle: newValue.x, x: 1, y: 0, z: 0)
            let y = Transform3D(rotationAngle: newValue.y, x: 0, y: 1, z: 0)
            let z = Transform3D(rotationAngle: newValue.z, x: 0, y: 0, z: 1)
            let r = Matrix4(x.concatenating(y).concatenating(z)).values
            rotation = Quaternion(rotationRows: (0..<3).map { Vector3(r[$0][0], r[$0][1], r[$0][2]) })
            exactAngles = newValue
        }
    }

    /// The arcsine, through ``Trig`` so every platform gives the same angle.
    private static func asin(_ v: Double) -> Double { Trig.atan2(v, (1 - v * v).squareRoot()) }

    /// The angles last set, read back as set (a turn of 2π stays 2π, as an
    /// animation of `transform.rotation.z` to 2π turns the layer once round).
    private var exactAngles: (x: Double, y: Double, z: Double)?

    /// The angles about x, y and z: as set when they were, else read from the rotation.
    var angles: (x: Double, y: Double, z: Double) { exactAngles ?? eulerAngles }

    /// The components `fraction` of the way to `other`: linear in each
    /// component, the rotation along the shorter great arc.
    func interpolated(to other: TransformComponents, fraction f: Double) -> TransformComponents {
        func mix(_ a: Double, _ b: Double) -> Double { a + (b - a) * f }
        var result = self
        result.scale = (mix(scale.x, other.scale.x), mix(scale.y, other.scale.y), mix(scale.z, other.scale.z))
        result.skew = (mix(skew.xy, other.skew.xy), mix(skew.xz, other.skew.xz), mix(skew.yz, other.skew.yz))
        result.translation = (
            mix(translation.x, other.translation.x), mix(translation.y, other.translation.y), mix(translation.z, other.translation.z)
        )
        result.perspective = (
            mix(perspective.x, other.perspective.x), mix(perspective.y, other.perspective.y), mix(perspective.z, other.perspective.z),
            mix(perspective.w, other.perspective.w)
        )
        result.rotation = rotation.slerp(to: other.rotation, fraction: f)
        result.exactAngles = nil
        return result
    }
}

/// A unit quaternion: a rotation in three dimensions.
struct Quaternion: Equatable {
    var x: Double, y: Double, z: Double, w: Double

    /// No rotation.
    static let identity = Quaternion(x: 0, y: 0, z: 0, w: 1)

    init(x: Double, y: Double, z: Double, w: Double) { (self.x, self.y, self.z, self.w) = (x, y, z, w) }

    /// The rotation whose matrix has these three orthonormal rows (Shoemake's method).
    init(rotationRows r: [Vector3]) {
        let m = r.map { [$0.x, $0.y, $0.z] }
        let trace = m[0][0] + m[1][1] + m[2][2]
        if trace > 0 {
            let s = (trace + 1).squareRoot() * 2
            self.init(x: (m[1][2] - m[2][1]) / s, y: (m[2][0] - m[0][2]) / s, z: (m[0][1] - m[1][0]) / s, w: s / 4)
        } else if m[0][0] > m[1][1], m[0][0] > m[2][2] {
            let s = (1 + m[0][0] - m[1][1] - m[2][2]).squareRoot() * 2
            self.init(x: s / 4, y: (m[0][1] + m[1][0]) / s, z: (m[2][0] + m[0][2]) / s, w: (m[1][2] - m[2][1]) / s)
        } else if m[1][1] > m[2][2] {
            let s = (1 + m[1][1] - m[0][0] - m[2][2]).squareRoot() * 2
            self.init(x: (m[0][1] + m[1][0]) / s, y: s / 4, z: (m[1][2] + m[2][1]) / s, w: (m[2][0] - m[0][2]) / s)
        } else {
            let s = (1 + m[2][2] - m[0][0] - m[1][1]).squareRoot() * 2
            self.init(x: (m[2][0] + m[0][2]) / s, y: (m[1][2] + m[2][1]) / s, z: s / 4, w: (m[0][1] - m[1][0]) / s)
        }
    }

    /// The rotation's matrix, in Core Animation's row-vector layout.
    var matrix: Matrix4 {
        var m = Matrix4.identity
        m.values[0][0] = 1 - 2 * (y * y + z * z)
        m.values[0][1] = 2 * (x * y + z * w)
        m.values[0][2] = 2 * (x * z - y * w)
        m.values[1][0] = 2 * (x * y - z * w)
        m.values[1][1] = 1 - 2 * (x * x + z * z)
        m.values[1][2] = 2 * (y * z + x * w)
        m.values[2][0] = 2 * (x * z + y * w)
        m.values[2][1] = 2 * (y * z - x * w)
        m.values[2][2] = 1 - 2 * (x * x + y * y)
        return m
    }

    /// The rotation `f` of the way to `other`, along the shorter great arc.
    func slerp(to other: Quaternion, fraction f: Double) -> Quaternion {
        var b = other
        var cosine = x * b.x + y * b.y + z * b.z + w * b.w
        if cosine < 0 { (b, cosine) = (Quaternion(x: -b.x, y: -b.y, z: -b.z, w: -b.w), -cosine) }
        let (wa, wb): (Double, Double)
        if cosine > 0.9995 {
            (wa, wb) = (1 - f, f)
        } else {
            let angle = Trig.atan2((1 - cosine * cosine).squareRoot(), cosine)
            let sine = Trig.sin(angle)
            (wa, wb) = (Trig.sin((1 - f) * angle) / sine, Trig.sin(f * angle) / sine)
        }
        let q = Quaternion(x: wa * x + wb * b.x, y: wa * y + wb * b.y, z: wa * z + wb * b.z, w: wa * w + wb * b.w)
        let length = (q.x * q.x + q.y * q.y + q.z * q.z + q.w * q.w).squareRoot()
        return Quaternion(x: q.x / length, y: q.y / length, z: q.z / length, w: q.w / length)
    }
}

/// A vector in three dimensions.
struct Vector3 {
    var x: Double, y: Double, z: Double
    init(_ x: Double, _ y: Double, _ z: Double) { (self.x, self.y, self.z) = (x, y, z) }
    var length: Double { dot(self).squareRoot() }
    func dot(_ o: Vector3) -> Double { x * o.x + y * o.y + z * o.z }
    func cross(_ o: Vector3) -> Vector3 { Vector3(y * o.z - z * o.y, z * o.x - x * o.z, x * o.y - y * o.x) }
    static func * (v: Vector3, k: Double) -> Vector3 { Vector3(v.x * k, v.y * k, v.z * k) }
    static func / (v: Vector3, k: Double) -> Vector3 { Vector3(v.x / k, v.y / k, v.z / k) }
    static func - (a: Vector3, b: Vector3) -> Vector3 { Vector3(a.x - b.x, a.y - b.y, a.z - b.z) }
}

/// A 4 × 4 matrix of rows, for taking transforms apart.
struct Matrix4 {
    var values: [[Double]]

    static let identity = Matrix4(Transform3D.identity)

    init(_ t: Transform3D) {
        values = [[t.m11, t.m12, t.m13, t.m14], [t.m21, t.m22, t.m23, t.m24], [t.m31, t.m32, t.m33, t.m34], [t.m41, t.m42, t.m43, t.m44]]
    }

    var transform: Transform3D {
        var t = Transform3D()
        (t.m11, t.m12, t.m13, t.m14) = (values[0][0], values[0][1], values[0][2], values[0][3])
        (t.m21, t.m22, t.m23, t.m24) = (values[1][0], values[1][1], values[1][2], values[1][3])
        (t.m31, t.m32, t.m33, t.m34) = (values[2][0], values[2][1], values[2][2], values[2][3])
        (t.m41, t.m42, t.m43, t.m44) = (values[3][0], values[3][1], values[3][2], values[3][3])
        return t
    }

    func scaled(by k: Double) -> Matrix4 {
        var m = self
        m.values = values.map { $0.map { $0 * k } }
        return m
    }

    func times(_ o: Matrix4) -> Matrix4 { Matrix4(transform.concatenating(o.transform)) }

    /// The inverse, by Gauss–Jordan elimination with partial pivoting; nil when singular.
    var inverse: Matrix4? {
        var a = values
        var b = Matrix4.identity.values
        for column in 0..<4 {
            guard let pivot = (column..<4).max(by: { abs(a[$0][column]) < abs(a[$1][column]) }), abs(a[pivot][column]) > 1e-12 else {
                return nil
            }
            a.swapAt(column, pivot)
            b.swapAt(column, pivot)
            let k = a[column][column]
            a[column] = a[column].map { $0 / k }
            b[column] = b[column].map { $0 / k }
            for row in 0..<4 where row != column {
                let factor = a[row][column]
                guard factor != 0 else { continue }
                for j in 0..<4 {
                    a[row][j] -= factor * a[column][j]
                    b[row][j] -= factor * b[column][j]
                }
            }
        }
        var m = self
        m.values = b
        return m
    }
}
