#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// pixelmatch's main loop over two images of one size, painting the diff as it goes.
struct PixelmatchScan<Blending: YIQBlending> {
    /// The first image's straight-alpha pixels.
    let first: UnsafeBufferPointer<UInt32>
    /// The second image's straight-alpha pixels.
    let second: UnsafeBufferPointer<UInt32>
    /// The images' width.
    let width: Int
    /// The images' height.
    let height: Int
    /// The options.
    let options: PixelmatchOptions

    /// The number of differing pixels; paints `diff` (`width * height` pixels) when given.
    func run(diff: UnsafeMutableBufferPointer<UInt32>?) -> Int {
        if first.count == 0 || memcmp(first.baseAddress!, second.baseAddress!, first.count * 4) == 0 {
            if let diff, !options.diffMask { paintFadedGrey(into: diff) }
            return 0
        }
        let maxDelta = YIQ.largestDistance * options.threshold * options.threshold
        let detector = AntialiasingDetector<Blending>(first: first, second: second, width: width, height: height)
        let paintsBackground = !options.diffMask
        let differs = options.diffColor.packed, darker = (options.diffColorAlt ?? options.diffColor).packed
        let excused = options.aaColor.packed
        var mismatched = 0
        for y in 0..<height {
            for x in 0..<width {
                let i = y * width + x
                let a = first[i], b = second[i]
                let delta = a == b ? 0 : Blending.colorDelta(a, b, offset: i * 4)
                if abs(delta) > maxDelta {
                    if !options.includeAA && detector.excuses(x: x, y: y) {
                        if paintsBackground { diff?[i] = excused }
                    } else {
                        diff?[i] = delta < 0 ? darker : differs
                        mismatched += 1
                    }
                } else if paintsBackground, let diff {
                    diff[i] = DiffColor.grey(Blending.fadedGrey(a, opacity: options.alpha))
                }
            }
        }
        return mismatched
    }

    /// Paints every pixel as the first image's faded grey (the identical-images case).
    private func paintFadedGrey(into diff: UnsafeMutableBufferPointer<UInt32>) {
        for i in first.indices {
            diff[i] = DiffColor.grey(Blending.fadedGrey(first[i], opacity: options.alpha))
        }
    }
}
