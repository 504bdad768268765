import TestSupport

/// The built `snapshot` executable, and pixelmatch's fixtures for it.
enum SnapshotTool {
    /// Runs `snapshot` with `arguments` and waits for it.
    static func run(_ arguments: [String]) throws -> BuiltExecutable.Run {
        try BuiltExecutable("snapshot").run(arguments)
    }

    /// A fixture's path.
    static func fixture(_ name: String) -> String { PixelmatchOracle.url(name).path }
}
