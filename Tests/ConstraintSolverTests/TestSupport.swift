import HeadlessConstraintSolver

/// Whether two numbers agree within `tolerance`.
func approximatelyEqual(_ lhs: Double, _ rhs: Double, tolerance: Double = 1e-6) -> Bool {
    abs(lhs - rhs) <= tolerance
}

/// A small deterministic generator (SplitMix64) so randomized tests are reproducible.
struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return mixed ^ (mixed >> 31)
    }
}

/// Adds every constraint, failing the test on the first error.
func makeSolver(_ constraints: [Constraint]) throws -> Solver {
    var solver = Solver()
    for constraint in constraints {
        try solver.addConstraint(constraint)
    }
    return solver
}
