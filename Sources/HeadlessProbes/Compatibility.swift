// The names this module's types had in the probing tools it follows, kept
// as aliases: each behaves as what it names.

/// A probe over a condition that returns `Bool` (the "block probe"); it is
/// satisfied when the condition returns `true`, and reads "Expected true,
/// got false" when polling fails.
public typealias BlockProbe = MatcherProbe<Bool>
