#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The subcommands, by name; each lives in its own file.
let subcommands: [any Subcommand.Type] = [
    DiffCommand.self, ReportCommand.self, MergeCommand.self, ApproveCommand.self, PruneCommand.self, PortCommand.self,
]

exit(CommandLineTool(subcommands: subcommands).run(Array(CommandLine.arguments.dropFirst())).rawValue)
