import Foundation
import Testing

@testable import HeadlessRaster

/// The Swift half of Tests/Scripts/apng-pillow-check.py, which sets
/// `APNG_CHECK_DIR`: encodes the script's source frames as an APNG for Pillow
/// to read, and decodes the APNGs Pillow wrote into plain PNG frames for the
/// script to compare with Pillow's own reading. Without the variable it does nothing.
@Suite("Animated PNG exchange with Pillow")
struct AnimatedPNGPillowExchange {
    @Test func exchangeFiles() throws {
        guard let path = ProcessInfo.processInfo.environment["APNG_CHECK_DIR"] else { return }
        let folder = URL(fileURLWithPath: path)
        let names = try FileManager.default.contentsOfDirectory(atPath: path).sorted()
        let sources = try names.filter { $0.hasPrefix("source-") }
            .map { try Bitmap(contentsOfPNG: folder.appendingPathComponent($0)) }
        try AnimatedPNG.encode(sources, framesPerSecond: 10).write(to: folder.appendingPathComponent("ours.png"))
        for name in names where name.hasPrefix("pillow-") && name.hasSuffix(".apng") {
            let data = try Data(contentsOf: folder.appendingPathComponent(name))
            let stem = name.dropLast(".apng".count)
            for (index, frame) in try AnimatedPNG.frames(of: data).enumerated() {
                try frame.writePNG(to: folder.appendingPathComponent("decoded-\(stem)-\(index).png"))
            }
            let delays = try AnimatedPNG.delays(of: data).map { String(Int(($0 * 1000).rounded())) }
            try Data(delays.joined(separator: " ").utf8).write(to: folder.appendingPathComponent("delays-\(stem).txt"))
        }
    }
}
