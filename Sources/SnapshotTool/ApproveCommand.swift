import Foundation
import HeadlessSnapshotCore

/// `snapshot approve`: accepts failed snapshots of a run as their new
/// references, copying each failed image (stamped as a recording would stamp
/// it) over its reference.
enum ApproveCommand: Subcommand {
    static let name = "approve"
    static let usage = "approve RESULTS_DIR (--all | --test NAME...)"

    /// Approves every failure (`--all`) or those of the tests named (`--test`,
    /// by test name, `Class/test`, reference file name or `Class/file name`); prints what it
    /// replaced. A reference changed since the run is left alone and named:
    /// exit status 1 then, 0 when everything asked for was approved.
    static func run(_ arguments: [String]) throws(CommandLineError) -> ExitStatus {
        let (list, tests) = try parse(arguments)
        guard list.positionals.count == 1 else {
            throw CommandLineError("expected one results directory, got \(list.positionals.count) arguments", showsUsage: true)
        }
        let directory = try ResultsFolder.open(list.positionals[0])
        let failures = ResultLog.load(from: directory).filter { $0.status == .failed && $0.artifacts.failed != nil }
        let chosen = list.has("all") ? failures : failures.filter { result in tests.contains { matches(result, $0) } }
        if !list.has("all"), let unmatched = tests.first(where: { name in !chosen.contains { matches($0, name) } }) {
            throw CommandLineError("no failed snapshot of the run matches '\(unmatched)'")
        }
        var refused = 0, approved = 0
        for result in chosen.sorted(by: { $0.reference.path < $1.reference.path }) {
            switch approve(result) {
            case .approved: approved += 1
            case .alreadyApproved: print("already approved: \(result.reference.path)")
            case .refused(let problem):
                print("refused \(result.reference.path): \(problem)")
                refused += 1
            }
        }
        print("approved \(approved) of \(chosen.count) failed snapshots")
        return refused == 0 ? .success : .differences
    }

    /// The list of options and the tests named by `--test` (each may be repeated).
    private static func parse(_ arguments: [String]) throws(CommandLineError) -> (ArgumentList, [String]) {
        var rest: [String] = [], tests: [String] = []
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            if argument == "--test" {
                guard let name = remaining.popFirst() else { throw CommandLineError("option --test needs a value", showsUsage: true) }
                tests.append(name)
            } else if argument.hasPrefix("--test=") {
                tests.append(String(argument.dropFirst("--test=".count)))
            } else {
                rest.append(argument)
            }
        }
        let list = try ArgumentList(rest, flags: ["all"], options: [])
        guard list.has("all") != !tests.isEmpty else {
            throw CommandLineError("say which failures to approve: --all, or --test NAME for each test", showsUsage: true)
        }
        return (list, tests)
    }

    /// Whether `name` names the test or reference of `result`: the test's
    /// name, `Class/test`, the reference file name, or `Class/file name`
    /// (one snapshot exactly, as the report's approve command names it).
    private static func matches(_ result: SnapshotResult, _ name: String) -> Bool {
        [
            result.test.testName, "\(result.test.classFolder)/\(result.test.testName)", result.fileName,
            "\(result.test.classFolder)/\(result.fileName)",
        ].contains(name)
    }

    /// What approving one failure came to.
    private enum Approval {
        case approved, alreadyApproved
        case refused(String)
    }

    /// Copies the failed image over the reference, atomically, unless the
    /// reference already is that image or changed since the run.
    private static func approve(_ result: SnapshotResult) -> Approval {
        guard let failed = result.artifacts.failed, let data = try? Data(contentsOf: failed) else {
            return .refused("the failed image \(result.artifacts.failed?.path ?? "") is gone")
        }
        let current = SnapshotResult.fileDigest(of: result.reference)
        if current != nil, current == SnapshotResult.fileDigest(of: failed) { return .alreadyApproved }
        guard current == result.referenceFileDigest else {
            return .refused(current == nil ? "it was deleted since the run" : "it changed since the run; run the tests again")
        }
        do { try ReferenceWriter.write(data, to: result.reference) } catch { return .refused("\(error)") }
        print("\(result.referenceFileDigest == nil ? "recorded" : "replaced") \(result.reference.path)")
        return .approved
    }
}
