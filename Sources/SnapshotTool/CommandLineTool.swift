import Foundation

/// Dispatches `snapshot <subcommand> ...` and reports errors on standard error.
struct CommandLineTool {
    /// The subcommands known.
    let subcommands: [any Subcommand.Type]

    /// Runs the subcommand the first argument names, with the rest.
    func run(_ arguments: [String]) -> ExitStatus {
        guard let name = arguments.first, let command = subcommands.first(where: { $0.name == name }) else {
            let problem = arguments.first.map { "unknown subcommand '\($0)'" } ?? "no subcommand given"
            return fail("snapshot: \(problem)\n\(usage)")
        }
        do {
            return try command.run(Array(arguments.dropFirst()))
        } catch {
            let usage = error.showsUsage ? "\nusage: snapshot \(command.usage)" : ""
            return fail("snapshot \(name): \(error.message)\(usage)")
        }
    }

    /// Every subcommand's usage line.
    private var usage: String {
        "usage:\n" + subcommands.map { "  snapshot \($0.usage)" }.joined(separator: "\n")
    }

    /// Writes `message` and a newline to standard error, and gives the failure status.
    private func fail(_ message: String) -> ExitStatus {
        FileHandle.standardError.write(Data((message + "\n").utf8))
        return .failure
    }
}
