import Foundation
import HeadlessSnapshotCore

/// `snapshot report`: the review page of the snapshot results saved in a
/// results folder (see ``ReportPage``).
enum ReportCommand: Subcommand {
    static let name = "report"
    static let usage = "report RESULTS_DIR [--output FILE.html]"

    /// Writes the page (by default `index.html` in the directory) and prints a
    /// summary; exit status 0 when every snapshot passed, 1 otherwise.
    static func run(_ arguments: [String]) throws(CommandLineError) -> ExitStatus {
        let list = try ArgumentList(arguments, flags: [], options: ["output"])
        guard list.positionals.count == 1 else {
            throw CommandLineError("expected one results directory, got \(list.positionals.count) arguments", showsUsage: true)
        }
        let directory = try ResultsFolder.open(list.positionals[0])
        let results = ResultLog.load(from: directory)
        let output = list.value("output").map { URL(fileURLWithPath: $0) } ?? directory.appendingPathComponent("index.html")
        let page = ReportPage(
            results: results, files: ReportFiles(folder: output.deletingLastPathComponent()),
            resultsFolder: directory)
        do { try Data(page.html.utf8).write(to: output, options: .atomic) } catch {
            throw CommandLineError("cannot write \(output.path): \(error.localizedDescription)")
        }
        let failing = results.filter { $0.status != .passed }.count
        print("\(results.count) snapshots, \(results.count - failing) passed, \(failing) failed or recorded; report: \(output.path)")
        return failing == 0 ? .success : .differences
    }
}
