import Foundation
import TestSupport
import Testing

/// Each hostile input of the reliability table, run by `reliability-probe` in
/// a process of its own, so that a regression that traps or aborts fails its
/// test, not the run. Each must end with the right outcome, within 1 GiB of
/// memory and a few seconds.
@Suite("Hostile input gives a clear error or the right pixels, in bounded memory and time")
struct HostileInputTests {
    /// A probe case and what its outcome line must say.
    struct Case: Sendable, CustomStringConvertible {
        let name: String
        let outcome: String
        var description: String { name }
    }

    static let cases = [
        Case(name: "png-huge-header", outcome: "error: PNG size 4294967295x4294967295 exceeds the decoding limit"),
        Case(name: "png-no-pixel-data", outcome: "error: PNG size 16384x16384 exceeds the decoding limit"),
        Case(name: "png-8192-no-pixel-data", outcome: "error: PNG decoding failed: the image data (2 bytes) cannot hold a 8192x8192 image"),
        Case(name: "png-huge-text-chunk", outcome: "error: PNG decoding failed: chunk 'tEXt' at byte 33 declares 2147483647 bytes"),
        Case(name: "triangle-1e308", outcome: "filled; centre inked true"),
        Case(name: "triangle-1e20", outcome: "below diagonal true, above diagonal false"),
        Case(name: "line-1e30", outcome: "middle inked true, off the line false"),
        Case(name: "stroke-1e38", outcome: "stroked; centre inked true"),
        Case(name: "blur-1e9", outcome: "shadow drawn; centre alpha 0"),
        Case(name: "glyph-16000pt", outcome: "drawn"),
        Case(name: "text-flags-and-noncharacters", outcome: "laid out"),
        Case(name: "combining-100k", outcome: "laid out 1 lines"),
        Case(name: "stack-10k-arranged", outcome: "arranged 10000"),
        Case(name: "remove-10k-of-100k", outcome: "left 90000, in order true"),
        Case(name: "mock-executions-in-a-loop", outcome: "read 800020000 executions"),
        Case(
            name: "mask-cycle",
            outcome: "error: cannot render: masks form a cycle, each drawing the next: Layer \"card\" → Layer \"badge\" → mask Layer \"card\""),
    ]

    @Test(arguments: cases)
    func probe(_ hostile: Case) throws {
        let run = try BuiltExecutable("reliability-probe").run([hostile.name])
        #expect(run.status == 0, "\(hostile.name) exited with \(run.status): \(run.error.suffix(2000))")
        let lines = run.output.split(separator: "\n")
        #expect(lines.first.map { $0.hasPrefix(hostile.outcome) } == true, "\(hostile.name): \(run.output)")
        // "peak N MiB in T seconds"
        let fields = lines.last?.split(separator: " ") ?? []
        if fields.count >= 4, let peak = Int(fields[1]), let seconds = Double(fields[4]) {
            #expect(peak < 1024, "\(hostile.name) peaked at \(peak) MiB")
            #expect(seconds < 20, "\(hostile.name) took \(seconds) s")
        } else {
            Issue.record("\(hostile.name) printed no peak memory: \(run.output)")
        }
    }
}
