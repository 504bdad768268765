/// Tracks the winner of a simplex ratio test: the smallest ratio, ties broken by the highest
/// symbol id (Bland's rule over reversed creation order, matching the entering rule), so the choice
/// never depends on the order candidates are visited.
struct MinimumRatio {
    /// The winning symbol so far, if any candidate was offered.
    private(set) var symbol: Symbol?
    /// The ratio of the winning symbol.
    private var ratio = Double.infinity

    /// Offers a candidate. NaN ratios never win.
    mutating func consider(_ candidate: Symbol, ratio: Double) {
        let wins: Bool
        if let symbol {
            wins = ratio < self.ratio || (ratio == self.ratio && candidate.id > symbol.id)
        } else {
            wins = !ratio.isNaN
        }
        if wins {
            symbol = candidate
            self.ratio = ratio
        }
    }
}
