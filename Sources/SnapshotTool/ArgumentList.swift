/// Command-line arguments split into positional values, flags and valued options
/// (`--name value` or `--name=value`), checked against what a subcommand accepts.
struct ArgumentList {
    /// The arguments that are not options, in order.
    private(set) var positionals: [String] = []
    /// The flags given.
    private var flags: Set<String> = []
    /// The valued options given, the last value winning.
    private var values: [String: String] = [:]

    /// Splits `arguments`, accepting the named `flags` and valued `options` (names without dashes).
    init(_ arguments: [String], flags knownFlags: Set<String>, options knownOptions: Set<String>) throws(CommandLineError) {
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            guard argument.hasPrefix("--"), argument.count > 2 else {
                positionals.append(argument)
                continue
            }
            let body = argument.dropFirst(2)
            let name = String(body.prefix { $0 != "=" })
            let inline = body.firstIndex(of: "=").map { String(body[body.index(after: $0)...]) }
            if knownFlags.contains(name), inline == nil {
                flags.insert(name)
            } else if knownOptions.contains(name) {
                guard let value = inline ?? remaining.popFirst() else {
                    throw CommandLineError("option --\(name) needs a value", showsUsage: true)
                }
                values[name] = value
            } else {
                throw CommandLineError("unknown option \(argument)", showsUsage: true)
            }
        }
    }

    /// Whether the flag `name` was given.
    func has(_ name: String) -> Bool { flags.contains(name) }

    /// The value of option `name`, if given.
    func value(_ name: String) -> String? { values[name] }

    /// The value of option `name` as a number within `range`, or `defaultValue` when not given.
    func number(_ name: String, in range: ClosedRange<Double>, default defaultValue: Double) throws(CommandLineError) -> Double {
        guard let text = value(name) else { return defaultValue }
        guard let number = Double(text), range.contains(number) else {
            throw CommandLineError("--\(name) must be a number from \(range.lowerBound) to \(range.upperBound), not '\(text)'")
        }
        return number
    }
}
