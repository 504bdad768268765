import Foundation
import HeadlessSnapshotCore
import SnapshotTestSupport
import Testing

@testable import HeadlessSnapshotCore

@Suite("Text strategies: lines, description, JSON")
@MainActor
struct TextStrategyTests {
    private static let folder = "SnapshotCoreTests.TextStrategyTests"

    @Test("text is recorded as .txt, then passes; a change fails with a line diff in the message and a diff_ file")
    func lines() async throws {
        let scratch = try Scratch()
        let before = "alpha\nbeta\ngamma\ndelta\nepsilon\nzeta\neta\ntheta\niota\nkappa"
        await SnapshotConfiguration.$current.withValue(scratch.configuration()) {
            await withKnownIssue { await assertSnapshot(of: before, as: .lines) }
            let passing = await assertSnapshot(of: before, as: .lines)
            #expect(passing.status == .passed)
            let after = before.replacingOccurrences(of: "gamma", with: "GAMMA") + "\nlambda"
            await withKnownIssue {
                let failing = await assertSnapshot(of: after, as: .lines)
                #expect(failing.status == .failed)
                let message = try #require(failing.failureMessage)
                #expect(message.contains("2 lines removed, 3 lines added") || message.contains("lines removed"))
                #expect(message.contains("-gamma\n+GAMMA"))
                #expect(message.contains("+lambda"))
                let diff = try #require(failing.artifacts.diff)
                #expect(diff.lastPathComponent == "diff_lines.diff")
                #expect(String(decoding: try Data(contentsOf: diff), as: UTF8.self).contains("@@ -1,"))
                #expect(failing.artifacts.failed?.lastPathComponent == "failed_lines.txt")
            }
        }
        #expect(scratch.contents(scratch.reference("lines.txt", in: Self.folder)).map { String(decoding: $0, as: UTF8.self) } == before)
    }

    @Test("a value's description and a JSON encoding, with sorted keys")
    func descriptionAndJSON() async throws {
        struct Point: Encodable, CustomStringConvertible {
            let x: Int, y: Int
            var description: String { "(\(x), \(y))" }
        }
        let scratch = try Scratch()
        await SnapshotConfiguration.$current.withValue(scratch.configuration(recordMode: .all)) {
            await withKnownIssue {
                await assertSnapshot(of: Point(x: 1, y: 2), as: .description, named: "text")
                await assertSnapshot(of: Point(x: 1, y: 2), as: .json, named: "encoded")
            }
        }
        let text = try #require(scratch.contents(scratch.reference("descriptionAndJSON_text.txt", in: Self.folder)))
        #expect(String(decoding: text, as: UTF8.self) == "(1, 2)")
        let json = try #require(scratch.contents(scratch.reference("descriptionAndJSON_encoded.json", in: Self.folder)))
        #expect(String(decoding: json, as: UTF8.self) == "{\n  \"x\" : 1,\n  \"y\" : 2\n}")
    }

    @Test("a reference that is not UTF-8 fails naming the file")
    func notText() async throws {
        let scratch = try Scratch()
        let url = scratch.reference("notText.txt", in: Self.folder)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data([0xFF, 0xFE, 0x00, 0xC3]).write(to: url)
        await SnapshotConfiguration.$current.withValue(scratch.configuration(recordMode: .never)) {
            let message = await verifySnapshot(of: "text", as: .lines)
            #expect(message?.contains("the reference \(url.path) cannot be read: it is not UTF-8 text") == true)
        }
    }
}

@Suite("Line diffs")
struct LineDiffTests {
    @Test("hunks with three lines of context, numbered from 1")
    func hunks() {
        let old = (1...20).map { "line \($0)" }.joined(separator: "\n")
        let new = old.replacingOccurrences(of: "line 10\n", with: "line ten\n")
        let diff = LineDiff(from: old, to: new)
        #expect(diff.summary == "1 line removed, 1 line added")
        #expect(
            diff.unified == """
                @@ -7,7 +7,7 @@
                 line 7
                 line 8
                 line 9
                -line 10
                +line ten
                 line 11
                 line 12
                 line 13
                """)
    }

    @Test("changes far apart make two hunks; an added line at the end shows")
    func twoHunks() {
        let old = (1...30).map { "\($0)" }.joined(separator: "\n")
        let new = old.replacingOccurrences(of: "\n2\n", with: "\nzwei\n") + "\n31"
        let diff = LineDiff(from: old, to: new)
        #expect(diff.unified.components(separatedBy: "@@ -").count == 3)
        #expect(diff.unified.hasSuffix(" 30\n+31"))
    }
}
