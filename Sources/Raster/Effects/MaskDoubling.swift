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
        // One input row mixed with its vertical neighbour (3 near + 1 far), padded by
        // a repeated value at each end so the horizontal mix needs no clamping.
        var mixed = [Int](repeating: 0, count: width + 2)
        mask.withUnsafeBufferPointer { input in
            out.withUnsafeMutableBufferPointer { output in
                mixed.withUnsafeMutableBufferPointer { mixed in
                    let v = mixed.baseAddress! + 1
                    for y in 0..<outputHeight {
                        // The nearer input row, and the other one the output row's centre lies towards.
                        let near = y >> 1, far = min(max(y & 1 == 0 ? near - 1 : near + 1, 0), height - 1)
                        let nearRow = input.baseAddress! + near * width, farRow = input.baseAddress! + far * width
                        for n in 0..<width { v[n] = 3 * Int(nearRow[n]) + Int(farRow[n]) }
                        v[-1] = v[0]
                        v[width] = v[width - 1]
                        let row = output.baseAddress! + y * outputWidth
                        for x in 0..<outputWidth {
                            let n = x >> 1
                            let neighbour = x & 1 == 0 ? v[n - 1] : v[n + 1]
                            row[x] = UInt8((3 * v[n] + neighbour + 8) >> 4)
                        }
                    }
                }
            }
        }
        return out
    }
}
