import Foundation

/// An executable product of this package, found beside the test bundle, run
/// as a process of its own.
public struct BuiltExecutable {
    /// What a run printed and returned.
    public struct Run {
        /// The exit status.
        public let status: Int32
        /// Standard output.
        public let output: String
        /// Standard error.
        public let error: String
    }

    /// The product's name.
    public let name: String

    /// The product `name`.
    public init(_ name: String) { self.name = name }

    /// The executable path; throws a clear error when it is not built.
    public func url() throws -> URL {
        let products =
            Bundle.main.bundleURL.hasDirectoryPath
            ? Bundle.main.bundleURL.deletingLastPathComponent()
            : Bundle.main.bundleURL
        let candidates = [products, URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()]
            .map { $0.appendingPathComponent(name) }
        guard let found = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0.path) }) else {
            throw PixelmatchOracle.Missing(
                description: "the \(name) executable is not built (looked at "
                    + candidates.map(\.path).joined(separator: ", ") + "); run `swift build --product \(name)` first")
        }
        return found
    }

    /// Runs the executable with `arguments` (and `environment` added to this
    /// process's) and waits for it.
    public func run(_ arguments: [String], environment: [String: String] = [:]) throws -> Run {
        let process = Process()
        process.executableURL = try url()
        process.arguments = arguments
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        let output = Pipe(), error = Pipe()
        process.standardOutput = output
        process.standardError = error
        try process.run()
        let out = output.fileHandleForReading.readDataToEndOfFile()
        let err = error.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Run(
            status: process.terminationStatus, output: String(decoding: out, as: UTF8.self),
            error: String(decoding: err, as: UTF8.self))
    }
}
