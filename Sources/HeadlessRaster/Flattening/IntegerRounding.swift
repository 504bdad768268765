/// `floor(x)` as an `Int` for finite `x` within ±2^62, without a call into the
/// C library (x86-64 processors without SSE4.1 have no rounding
/// instruction, and the call dominated per-pixel sampling). Same result as `floor`.
@inline(__always)
func floorToInt(_ x: Double) -> Int {
    let truncated = Int(x)
    return Double(truncated) > x ? truncated - 1 : truncated
}
