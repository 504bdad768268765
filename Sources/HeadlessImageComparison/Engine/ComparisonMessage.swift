/// The wording of a ``ComparisonOutcome``.
struct ComparisonMessage {
    /// The sentence.
    let text: String

    /// Words the result.
    init(_ result: ComparisonOutcome) {
        guard result.sizesMatch else {
            text = "images differ in size: the reference is \(result.referenceSize), the candidate \(result.candidateSize)"
            return
        }
        let total = result.referenceSize.pixelCount
        let counted = "\(result.differingPixelCount) of \(total) pixels (\(Self.percent(result.differingShare))) differ"
        let excused = result.excusedAntialiasingPixelCount
        let aside = excused > 0 ? "; \(excused) anti-aliased pixels excused" : ""
        if result.largestChannelDelta == 0 {
            text = "images are identical"
        } else if result.passed {
            text = "\(counted), within tolerance\(aside)"
        } else {
            let options = result.options
            text =
                "\(counted) by more than a channel delta of \(options.maxChannelDelta)"
                + " and an overall tolerance of \(Self.percent(options.overallTolerance))"
                + " (mode \(options.mode)); largest channel delta \(result.largestChannelDelta)"
                + "; changed area \(result.changedBounds.map(String.init(describing:)) ?? "none")\(aside)"
                + "; would pass with a largest channel delta of \(result.smallestPassingMaxChannelDelta ?? 255)"
                + " or an overall tolerance of \(Self.percent(result.differingShare))"
        }
    }

    /// A share as a percentage with up to four decimals, such as `0.0123%`.
    private static func percent(_ share: Double) -> String {
        let hundredths = (share * 1_000_000).rounded() / 10_000
        return "\(hundredths)%"
    }
}
