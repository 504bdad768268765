/// How two pixels become YIQ differences: pixels that are not opaque are first
/// blended with a background, which each conformance defines.
///
/// Every function takes packed pixels (see `Bitmap`) and the byte offset of the
/// pixel whose position decides the background (four times its index), since
/// pixelmatch 7 blends with a position-dependent checkerboard.
protocol YIQBlending {
    /// The signed squared YIQ distance (see ``YIQ/signedDistance(_:_:_:)``),
    /// exactly 0 for identical pixels.
    static func colorDelta(_ first: UInt32, _ second: UInt32, offset: Int) -> Double

    /// The difference in luma, first minus second, exactly 0 for identical pixels.
    static func brightnessDelta(_ first: UInt32, _ second: UInt32, offset: Int) -> Double

    /// The grey level that shows `pixel` faded towards white, keeping `opacity`
    /// of its luma (before conversion to a byte).
    static func fadedGrey(_ pixel: UInt32, opacity: Double) -> Double
}
