/// One subcommand of `snapshot`, such as `diff`.
protocol Subcommand {
    /// The name typed after `snapshot`.
    static var name: String { get }
    /// The usage line, without the leading `snapshot`.
    static var usage: String { get }
    /// Runs with the arguments that follow the name, writing results to standard
    /// output; throws for errors, which the tool reports on standard error.
    static func run(_ arguments: [String]) throws(CommandLineError) -> ExitStatus
}
