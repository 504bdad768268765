/// A structure that contains a two-dimensional vector, which Foundation on
/// Linux does not define.
/// [Apple's documentation](https://developer.apple.com/documentation/corefoundation/cgvector)
public struct CGVector: Hashable, Sendable, CustomStringConvertible {
    /// The x component of the vector.
    public var dx: CGFloat
    /// The y component of the vector.
    public var dy: CGFloat

    /// Creates a vector of zero length.
    public init() { (dx, dy) = (0, 0) }

    /// Creates a vector with components specified as floating-point values.
    public init(dx: CGFloat, dy: CGFloat) { (self.dx, self.dy) = (dx, dy) }

    /// Creates a vector with components specified as double values.
    public init(dx: Double, dy: Double) { (self.dx, self.dy) = (CGFloat(dx), CGFloat(dy)) }

    /// Creates a vector with components specified as integers.
    public init(dx: Int, dy: Int) { (self.dx, self.dy) = (CGFloat(dx), CGFloat(dy)) }

    /// The vector whose components are both zero.
    public static let zero = CGVector()

    public var description: String { "(\(dx), \(dy))" }
}

/// The largest finite `Float`: the C library's `MAXFLOAT`, which Apple's
/// platforms export to Swift and Glibc's headers do not.
public let MAXFLOAT: Float = .greatestFiniteMagnitude

/// The C library's `HUGE` (`MAXFLOAT` on Apple's platforms), used as "repeat
/// for ever" in `repeatCount = HUGE`.
public let HUGE: Float = .greatestFiniteMagnitude
