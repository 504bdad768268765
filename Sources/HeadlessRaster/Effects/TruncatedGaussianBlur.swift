/// A Gaussian blur whose kernel stops at a fixed reach and is scaled to sum
/// to one: Core Animation's layer shadow blur, which reaches exactly twice
/// the standard deviation (measured against iOS renders:
/// `Documentation/iOSParity.md`).
///
/// The kernel is integer (weights in 1/65536 summing to exactly 65536) and
/// both passes run in integer arithmetic, so the result is the same bits
/// everywhere. The cost per pixel grows with the reach.
enum TruncatedGaussianBlur {
    /// The kernel's reach in pixels for `sigma` and a reach of `reachInSigmas` standard deviations.
    static func reach(sigma: Double, reachInSigmas: Double) -> Int {
        guard sigma.isFinite, sigma > 0 else { return 0 }
        return Int((Swift.min(sigma, 10_000) * reachInSigmas).rounded())
    }

    /// The weights from `-reach` to `reach`, in 1/65536, summing to 65536.
    static func kernel(sigma: Double, reach: Int) -> [UInt32] {
        guard reach > 0 else { return [65536] }
        let raw = (-reach...reach).map { offset in
            let x = Double(offset)
            return exponential(-x * x / (2 * sigma * sigma))
        }
        let total = raw.reduce(0, +)
        var weights = raw.map { UInt32(($0 / total * 65536).rounded()) }
        // Rounding leaves the sum a few units off: the centre takes the difference.
        let sum = weights.reduce(0, +)
        weights[reach] = weights[reach] + 65536 - sum
        return weights
    }

    /// e^`x` for the kernel's small negative `x`: a Taylor series of x/1024
    /// and ten squarings, only IEEE basic operations, so the same bits on
    /// every platform (the C library's `exp` may differ in the last bit).
    static func exponential(_ x: Double) -> Double {
        let y = x / 1024
        var term = 1.0, sum = 1.0
        for n in 1...12 {
            term *= y / Double(n)
            sum += term
        }
        for _ in 0..<10 { sum *= sum }
        return sum
    }

    /// Blurs an 8-bit mask (`width` x `height`, row-major) in place with
    /// transparent edges: nothing lies beyond the mask.
    static func blur(_ mask: inout [UInt8], width: Int, height: Int, sigma: Double, reach: Int) {
        guard reach > 0, width > 0, height > 0 else { return }
        let weights = kernel(sigma: sigma, reach: reach)
        // Rows into 16-bit values (mask x 256), then columns back to 8 bits.
        var rows = [UInt16](repeating: 0, count: width * height)
        weights.withUnsafeBufferPointer { w in
            mask.withUnsafeMutableBufferPointer { m in
                rows.withUnsafeMutableBufferPointer { r in
                    for y in 0..<height {
                        let source = m.baseAddress! + y * width, target = r.baseAddress! + y * width
                        for x in 0..<width {
                            let first = Swift.max(x - reach, 0), last = Swift.min(x + reach, width - 1)
                            var sum: UInt64 = 0
                            for s in first...last { sum &+= UInt64(source[s]) &* UInt64(w[s - x + reach]) }
                            target[x] = UInt16(truncatingIfNeeded: (sum &+ 128) >> 8)
                        }
                    }
                    // Columns a row of sums at a time, so memory is read in order.
                    var sums = [UInt64](repeating: 0, count: width)
                    sums.withUnsafeMutableBufferPointer { sums in
                        for y in 0..<height {
                            sums.update(repeating: 0)
                            for s in Swift.max(y - reach, 0)...Swift.min(y + reach, height - 1) {
                                let weight = UInt64(w[s - y + reach]), source = r.baseAddress! + s * width
                                for x in 0..<width { sums[x] &+= UInt64(source[x]) &* weight }
                            }
                            let target = m.baseAddress! + y * width
                            for x in 0..<width {
                                target[x] = UInt8(truncatingIfNeeded: Swift.min((sums[x] &+ (1 << 23)) >> 24, 255))
                            }
                        }
                    }
                }
            }
        }
    }
}
