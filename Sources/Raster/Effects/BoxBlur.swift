/// An approximate Gaussian blur by three successive box blurs, the method of
/// the SVG `feGaussianBlur` specification: for a standard deviation `sigma`,
/// box size `d = floor(sigma * 3 * sqrt(2 * pi) / 4 + 0.5)`; an odd `d` uses
/// three centred boxes, an even `d` two boxes offset by half a pixel each way
/// and one of size `d + 1`. Integer running sums make it exact and the same
/// everywhere, at a cost independent of `sigma`.
enum BoxBlur {
    /// What lies beyond the edges of the blurred area.
    enum Edges {
        /// Zero: a shape's blur fades out past the area.
        case transparent
        /// The edge value repeats: a backdrop keeps its colour up to the edges.
        case extend
    }

    /// The margin a blur of `sigma` spreads a mask by, in pixels.
    static func margin(sigma: Double) -> Int {
        let d = boxSize(sigma: sigma)
        return d == 0 ? 0 : (3 * d) / 2 + 2
    }

    /// The box size for `sigma` (0 when no blur applies).
    static func boxSize(sigma: Double) -> Int {
        guard sigma.isFinite, sigma > 0 else { return 0 }
        return Int((min(sigma, 10_000) * 3 * (2 * Double.pi).squareRoot() / 4 + 0.5).rounded(.down))
    }

    /// Blurs an 8-bit mask (`width` x `height`, row-major) in place.
    static func blur(_ mask: inout [UInt8], width: Int, height: Int, sigma: Double, edges: Edges = .transparent) {
        mask.withUnsafeMutableBufferPointer { m in
            blurPlane(m.baseAddress!, width: width, height: height, rowStride: width, step: 1, sigma: sigma, edges: edges)
        }
    }

    /// Blurs every channel of packed pixels (`width` x `height`, row-major) in place.
    static func blur(_ pixels: inout [UInt32], width: Int, height: Int, sigma: Double, edges: Edges) {
        pixels.withUnsafeMutableBytes { raw in
            let bytes = raw.bindMemory(to: UInt8.self).baseAddress!
            for channel in 0..<4 {
                blurPlane(bytes + channel, width: width, height: height, rowStride: 4 * width, step: 4,
                          sigma: sigma, edges: edges)
            }
        }
    }

    /// Blurs one plane of bytes: `step` apart along a row, `rowStride` apart between rows.
    private static func blurPlane(_ base: UnsafeMutablePointer<UInt8>, width: Int, height: Int, rowStride: Int,
                                  step: Int, sigma: Double, edges: Edges) {
        let d = boxSize(sigma: sigma)
        guard d > 1, width > 0, height > 0 else { return }
        // (left reach, right reach) of each pass.
        let passes: [(Int, Int)] = d % 2 == 1
            ? Array(repeating: (d / 2, d / 2), count: 3)
            : [(d / 2, d / 2 - 1), (d / 2 - 1, d / 2), (d / 2, d / 2)]
        var line = [Int32](repeating: 0, count: max(width, height))
        var out = [Int32](repeating: 0, count: max(width, height))
        func run(count: Int, lines: Int, along: Int, across: Int) {
            for l in 0..<lines {
                let start = base + l * across
                for i in 0..<count { line[i] = Int32(start[i * along]) }
                for (left, right) in passes {
                    boxPass(line, &out, count: count, left: left, right: right, edges: edges)
                    swap(&line, &out)
                }
                for i in 0..<count { start[i * along] = UInt8(line[i]) }
            }
        }
        run(count: width, lines: height, along: step, across: rowStride)
        run(count: height, lines: width, along: rowStride, across: step)
    }

    /// One box pass: each output is the rounded mean of inputs `i - left ... i + right`.
    private static func boxPass(_ input: [Int32], _ output: inout [Int32], count: Int, left: Int, right: Int,
                                edges: Edges) {
        let size = Int32(left + right + 1)
        input.withUnsafeBufferPointer { input in
            output.withUnsafeMutableBufferPointer { output in
                let first = input[0], last = input[count - 1]
                @inline(__always) func value(_ i: Int) -> Int32 {
                    if i < 0 { return edges == .extend ? first : 0 }
                    if i >= count { return edges == .extend ? last : 0 }
                    return input[i]
                }
                var sum: Int32 = 0
                for i in -left...right { sum += value(i) }
                for i in 0..<count {
                    output[i] = (sum + size / 2) / size
                    sum += value(i + right + 1) - value(i - left)
                }
            }
        }
    }
}
