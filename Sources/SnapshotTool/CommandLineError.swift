/// Why a subcommand could not do its work; reported on standard error with exit status 2.
struct CommandLineError: Error {
    /// A sentence naming the problem.
    let message: String
    /// Whether the usage should follow the message (for malformed arguments).
    let showsUsage: Bool

    /// Creates an error with `message`.
    init(_ message: String, showsUsage: Bool = false) {
        self.message = message
        self.showsUsage = showsUsage
    }
}
