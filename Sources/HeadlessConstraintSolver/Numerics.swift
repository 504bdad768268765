/// Magnitude below which coefficients, constants and costs count as zero, everywhere in the solver.
let nearZeroTolerance = 1.0e-8

extension Double {
    /// Whether the value is within ``nearZeroTolerance`` of zero.
    var isNearZero: Bool {
        abs(self) < nearZeroTolerance
    }
}
