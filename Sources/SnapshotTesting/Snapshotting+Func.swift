extension Snapshotting where Value: CaseIterable, Format == String {
    /// A function of this type's cases, as CSV: one row per case, the case
    /// and the function's result for it written by `witness`, both quoted.
    public static func `func`<A>(into witness: Snapshotting<A, Format>) -> Snapshotting<(Value) -> A, Format> {
        var strategy = SimplySnapshotting<String>.lines.asyncPullback { (function: @escaping (Value) -> A) in
            Async { callback in
                var rows: [String] = []
                var cases = Array(Value.allCases)
                func next() {
                    guard !cases.isEmpty else { return callback(rows.joined(separator: "\n")) }
                    let input = cases.removeFirst()
                    witness.snapshot(function(input)).run { output in
                        rows.append("\"\(input)\",\"\(output)\"")
                        next()
                    }
                }
                next()
            }
        }
        strategy.pathExtension = "csv"
        return strategy
    }
}
