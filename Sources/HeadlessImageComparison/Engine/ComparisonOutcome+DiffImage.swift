import HeadlessRaster

extension ComparisonOutcome {
    /// The colours of a comparison's diff image.
    public enum DiffColors {
        /// Pixels that changed.
        public static let changed = DiffColor.red
        /// Pixels that changed and got darker in the candidate.
        public static let darkened = DiffColor.blue
        /// Differences excused as anti-aliasing.
        public static let excused = DiffColor.yellow
        /// How much of the reference's luma shows in unchanged pixels, faded towards white.
        public static let fadedOpacity = 0.1
    }

    /// A picture of the differences, built when asked (never on the passing path):
    /// unchanged pixels show the reference as a grey faded towards white, changed
    /// pixels are red (blue where the candidate got darker), excused anti-aliasing
    /// yellow. Nil when the sizes differ.
    public func diffImage() -> Bitmap? {
        guard sizesMatch else { return nil }
        let width = reference.width, height = reference.height
        let pixels = reference.pixels.withUnsafeBufferPointer { r in
            candidate.pixels.withUnsafeBufferPointer { c in
                let judge = PixelJudge(reference: r, candidate: c, width: width, mode: options.mode)
                return (0..<(width * height)).map { i in diffPixel(i, x: i % width, y: i / width, judge: judge) }
            }
        }
        do { return try Bitmap(width: width, height: height, pixels: pixels) } catch { preconditionFailure("\(error)") }
    }

    /// The diff image's pixel `index`, at (`x`, `y`).
    private func diffPixel(_ index: Int, x: Int, y: Int, judge: PixelJudge) -> UInt32 {
        let (delta, verdict) = judge.assess(index, x: x, y: y)
        guard delta > options.maxChannelDelta, verdict != .same else {
            return DiffColor.grey(PremultipliedWhiteBlending.fadedGrey(judge.reference[index], opacity: DiffColors.fadedOpacity))
        }
        if verdict == .excused { return DiffColors.excused.packed }
        return (judge.darkened(index) ? DiffColors.darkened : DiffColors.changed).packed
    }
}
