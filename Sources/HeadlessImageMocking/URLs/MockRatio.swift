/// Writing numbers and ratios into mock URLs.
enum MockRatio {
    /// The largest denominator tried when writing a ratio as a fraction.
    static let maxDenominator = 1000

    /// `value` without a trailing `.0` when it is whole, otherwise in full.
    static func format(_ value: Double) -> String {
        value.isFinite && value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }

    /// `ratio` as `numerator:denominator` text parts: the first continued-fraction
    /// convergent equal to it within 1e-9 relative error with a denominator up
    /// to ``maxDenominator``, otherwise the ratio itself over 1.
    static func fraction(approximating ratio: Double) -> (String, String) {
        guard ratio.isFinite, ratio > 0, ratio < 1e9 else { return (format(ratio), "1") }
        var (p0, q0, p1, q1) = (0.0, 1.0, 1.0, 0.0)
        var rest = ratio
        while q1 <= Double(maxDenominator) {
            let whole = rest.rounded(.down)
            (p0, q0, p1, q1) = (p1, q1, whole * p1 + p0, whole * q1 + q0)
            if q1 <= Double(maxDenominator), abs(p1 / q1 - ratio) <= 1e-9 * ratio {
                return (format(p1), format(q1))
            }
            let fractional = rest - whole
            guard fractional > 1e-12 else { break }
            rest = 1 / fractional
        }
        return (format(ratio), "1")
    }
}
