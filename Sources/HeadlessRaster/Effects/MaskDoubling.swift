/// Doubles the resolution of an 8-bit mask: each output pixel is the bilinear
/// mix of the four nearest input pixels at its centre, whose weights are
/// always 9, 3, 3 and 1 sixteenths for an exact doubling (edges repeat).
/// Integer arithmetic, rounded to nearest.
enum MaskDoubling {
    /// `mask` (`width` x `height`) at twice the resolution, cut to `outputWidth` x `outputHeight`
    /// (at most twice the input's size in each direction).
    static func doubled(_ mask: [UInt8], width: Int, height: Int, outputWidth: Int, outputHeight: Int) -> [UInt8] {
        var out = [UInt8](repeating: 0, count: outputWidth * outputHeight)
        guard width > 0, height > 0 else { return out }
        // One input row mixed with its vertical neighbour (3 near + 1 far, at most
        // 1,020), padded by a repeated value at each end so the horizontal mix
        // needs no clamping.
        var mixed = [UInt16](repeating: 0, count: width + 2)
        mask.withUnsafeBufferPointer { input in
            out.withUnsafeMutableBufferPointer { output in
                mixed.withUnsafeMutableBufferPointer { mixed in
                    let v = mixed.baseAddress! + 1
                    for y in 0..<outputHeight {
                        // The nearer input row, and the other one the output row's centre lies towards.
                        let near = y >> 1, far = min(max(y & 1 == 0 ? near - 1 : near + 1, 0), height - 1)
                        let nearRow = input.baseAddress! + near * width, farRow = input.baseAddress! + far * width
                        for n in 0..<width { v[n] = 3 &* UInt16(nearRow[n]) &+ UInt16(farRow[n]) }
                        v[-1] = v[0]
                        v[width] = v[width - 1]
                        mixRow(v, into: output.baseAddress! + y * outputWidth, count: outputWidth)
                    }
                }
            }
        }
        return out
    }

    /// Writes `count` output pixels from a vertically mixed row `v` (readable
    /// from `v[-1]` to `v[(count + 1) / 2]`): output `2n` mixes `v[n]` with
    /// `v[n - 1]`, output `2n + 1` with `v[n + 1]`, 3 to 1. Sixteen outputs
    /// at a time in SIMD lanes (every sum fits 16 bits), the rest one by one.
    @inline(__always)
    private static func mixRow(_ v: UnsafeMutablePointer<UInt16>, into row: UnsafeMutablePointer<UInt8>, count: Int) {
        var n = 0
        while 2 &* n &+ 16 <= count {
            let left = UnsafeRawPointer(v + (n &- 1)).loadUnaligned(as: SIMD8<UInt16>.self)
            let middle = UnsafeRawPointer(v + n).loadUnaligned(as: SIMD8<UInt16>.self)
            let right = UnsafeRawPointer(v + (n &+ 1)).loadUnaligned(as: SIMD8<UInt16>.self)
            let weighted = middle &* 3 &+ 8
            let pairs = interleave((weighted &+ left) &>> 4, (weighted &+ right) &>> 4)
            UnsafeMutableRawPointer(row + 2 &* n).storeBytes(of: pairs, as: SIMD16<UInt8>.self)
            n &+= 8
        }
        for x in (2 &* n)..<count {
            let n = x >> 1
            let neighbour = x & 1 == 0 ? v[n - 1] : v[n + 1]
            row[x] = UInt8(truncatingIfNeeded: (3 &* v[n] &+ neighbour &+ 8) >> 4)
        }
    }

    /// The low bytes of `even` and `odd` alternately (written lane by lane, this
    /// compiles to two unpacks and a pack).
    @inline(__always)
    private static func interleave(_ even: SIMD8<UInt16>, _ odd: SIMD8<UInt16>) -> SIMD16<UInt8> {
        func byte(_ v: UInt16) -> UInt8 { UInt8(truncatingIfNeeded: v) }
        return SIMD16<UInt8>(
            byte(even[0]), byte(odd[0]), byte(even[1]), byte(odd[1]),
            byte(even[2]), byte(odd[2]), byte(even[3]), byte(odd[3]),
            byte(even[4]), byte(odd[4]), byte(even[5]), byte(odd[5]),
            byte(even[6]), byte(odd[6]), byte(even[7]), byte(odd[7]))
    }
}
