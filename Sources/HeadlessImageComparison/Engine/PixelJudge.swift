/// Judges single pixels of two premultiplied bitmaps of one size by a ``ComparisonMode``.
struct PixelJudge {
    /// What the mode makes of a pixel, before the largest allowed channel delta applies.
    enum Verdict {
        /// Equal, or close enough for the mode.
        case same
        /// Different, but excused as anti-aliasing.
        case excused
        /// Changed.
        case changed
    }

    /// The reference pixels.
    let reference: UnsafeBufferPointer<UInt32>
    /// The candidate pixels.
    let candidate: UnsafeBufferPointer<UInt32>
    /// The mode.
    let mode: ComparisonMode
    /// Finds anti-aliasing for ``ComparisonMode/antialiasingAware(threshold:)``.
    private let detector: AntialiasingDetector<PremultipliedWhiteBlending>

    /// Creates a judge for bitmaps `width` pixels wide.
    init(reference: UnsafeBufferPointer<UInt32>, candidate: UnsafeBufferPointer<UInt32>, width: Int, mode: ComparisonMode) {
        self.reference = reference
        self.candidate = candidate
        self.mode = mode
        let height = width == 0 ? 0 : reference.count / width
        detector = AntialiasingDetector(first: reference, second: candidate, width: width, height: height)
    }

    /// The largest channel delta of pixel `index` (at `x`, `y`) and the mode's verdict on it.
    func assess(_ index: Int, x: Int, y: Int) -> (channelDelta: Int, verdict: Verdict) {
        let a = reference[index], b = candidate[index]
        guard a != b else { return (0, .same) }
        let delta = Self.largestChannelDelta(a, b)
        switch mode {
        case .exact:
            return (delta, .changed)
        case .perceptual(let threshold):
            return (delta, OKLab.distance(a, b) > threshold ? .changed : .same)
        case .antialiasingAware(let threshold):
            let yiq = PremultipliedWhiteBlending.colorDelta(a, b, offset: index * 4)
            guard abs(yiq) > YIQ.largestDistance * threshold * threshold else { return (delta, .same) }
            return (delta, detector.excuses(x: x, y: y) ? .excused : .changed)
        }
    }

    /// Whether the candidate's pixel `index` is darker than the reference's (over white).
    func darkened(_ index: Int) -> Bool {
        PremultipliedWhiteBlending.brightnessDelta(reference[index], candidate[index], offset: index * 4) > 0
    }

    /// The largest difference of one channel between two packed pixels.
    static func largestChannelDelta(_ a: UInt32, _ b: UInt32) -> Int {
        var largest = 0
        for shift in stride(from: 0, to: 32, by: 8) {
            let d = abs(Int(a >> UInt32(shift) & 0xFF) - Int(b >> UInt32(shift) & 0xFF))
            largest = max(largest, d)
        }
        return largest
    }
}
