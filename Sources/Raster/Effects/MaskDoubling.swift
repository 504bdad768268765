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
        mask.withUnsafeBufferPointer { input in
            out.withUnsafeMutableBufferPointer { output in
                for y in 0..<outputHeight {
                    // The nearer input row, and the other one the output row's centre lies towards.
                    let near = y >> 1, far = min(max(y & 1 == 0 ? near - 1 : near + 1, 0), height - 1)
                    let nearRow = input.baseAddress! + near * width, farRow = input.baseAddress! + far * width
                    let row = output.baseAddress! + y * outputWidth
                    for x in 0..<outputWidth {
                        let n = x >> 1, f = min(max(x & 1 == 0 ? n - 1 : n + 1, 0), width - 1)
                        let sum = 9 * Int(nearRow[n]) + 3 * Int(nearRow[f]) + 3 * Int(farRow[n]) + Int(farRow[f])
                        row[x] = UInt8((sum + 8) >> 4)
                    }
                }
            }
        }
        return out
    }
}
