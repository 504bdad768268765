import Foundation
import TestSupport
import Testing

/// The fuzz targets' seed corpora (`Fuzz/Corpus`) replay through the targets
/// in an ordinary build: what the fuzzers start from never fails.
@Suite("Fuzz seed corpora replay")
struct FuzzCorpusTests {
    private static let corpora = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fuzz/Corpus")

    @Test(arguments: ["png", "path", "text"])
    func replays(target: String) throws {
        let folder = Self.corpora.appendingPathComponent(target)
        let inputs = try FileManager.default.contentsOfDirectory(atPath: folder.path)
            .filter { !$0.hasSuffix(".LICENSE") }.sorted().map { folder.appendingPathComponent($0).path }
        #expect(inputs.count >= 4)
        let run = try BuiltExecutable("fuzz").run(inputs, environment: ["FUZZ_TARGET": target])
        #expect(run.status == 0, "\(run.error.suffix(2000))")
        #expect(run.output == "replayed \(inputs.count) inputs\n")
    }
}
