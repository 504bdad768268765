/// An approximate Gaussian blur of an 8-bit mask by three successive box blurs,
/// the method of the SVG `feGaussianBlur` specification: for a standard
/// deviation `sigma`, box size `d = floor(sigma * 3 * sqrt(2 * pi) / 4 + 0.5)`;
/// an odd `d` uses three centred boxes, an even `d` two boxes offset by half a
/// pixel each way and one of size `d + 1`. Integer running sums make it exact
/// and the same everywhere, at a cost independent of `sigma`.
enum BoxBlur {
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

    /// Blurs `mask` (`width` x `height`, row-major) in place.
    static func blur(_ mask: inout [UInt8], width: Int, height: Int, sigma: Double) {
        let d = boxSize(sigma: sigma)
        guard d > 1, width > 0, height > 0 else { return }
        // (left reach, right reach) of each pass.
        let passes: [(Int, Int)] = d % 2 == 1
            ? Array(repeating: (d / 2, d / 2), count: 3)
            : [(d / 2, d / 2 - 1), (d / 2 - 1, d / 2), (d / 2, d / 2)]
        var line = [UInt8](repeating: 0, count: max(width, height))
        var out = [UInt8](repeating: 0, count: max(width, height))
        mask.withUnsafeMutableBufferPointer { m in
            for y in 0..<height {
                for (left, right) in passes {
                    for x in 0..<width { line[x] = m[y * width + x] }
                    boxPass(line, &out, count: width, left: left, right: right)
                    for x in 0..<width { m[y * width + x] = out[x] }
                }
            }
            for x in 0..<width {
                for (left, right) in passes {
                    for y in 0..<height { line[y] = m[y * width + x] }
                    boxPass(line, &out, count: height, left: left, right: right)
                    for y in 0..<height { m[y * width + x] = out[y] }
                }
            }
        }
    }

    /// One box pass: each output is the rounded mean of inputs `i - left ... i + right`
    /// (values outside the line count as zero).
    private static func boxPass(_ input: [UInt8], _ output: inout [UInt8], count: Int, left: Int, right: Int) {
        let size = left + right + 1
        var sum = 0
        for i in 0...min(right, count - 1) { sum += Int(input[i]) }
        for i in 0..<count {
            output[i] = UInt8((sum + size / 2) / size)
            let entering = i + right + 1, leaving = i - left
            if entering < count { sum += Int(input[entering]) }
            if leaving >= 0 { sum -= Int(input[leaving]) }
        }
    }
}
