import Foundation
import Raster

/// Times frames of a scene and, when asked, its PNG encoding and decoding.
struct BenchRunner {
    let options: BenchOptions

    struct Result {
        var fields: [(String, String)]
        var json: String {
            "{" + fields.map { "\"\($0.0)\": \($0.1)" }.joined(separator: ", ") + "}"
        }
    }

    @MainActor
    func run() throws -> Result {
        let prepared = try options.scene.prepare()
        prepared.frame()  // warm-up: caches, first-touch of memory
        var times: [Double] = []
        for _ in 0..<options.iterations {
            times.append(milliseconds { prepared.frame() })
        }
        times.sort()
        var fields: [(String, String)] = [
            ("lib", "\"headless-snapshot\""), ("scene", "\"\(options.scene.rawValue)\""),
            ("iterations", "\(options.iterations)"),
            ("ms_per_frame_median", format(median(times))), ("ms_per_frame_min", format(times[0])),
        ]
        if let path = options.outputPath {
            var encoded = Data()
            let encodeTime = try milliseconds { encoded = try PNGEncoder.encode(prepared.image()) }
            try encoded.write(to: URL(fileURLWithPath: path))
            var decodeTimes: [Double] = []
            for _ in 0..<5 {
                decodeTimes.append(try milliseconds { _ = try Bitmap(pngData: encoded) })
            }
            decodeTimes.sort()
            fields += [("png_encode_ms", format(encodeTime)), ("png_decode_ms", format(median(decodeTimes))),
                       ("png_bytes", "\(encoded.count)")]
        } else {
            fields.append(("png_encode_ms", "null"))
        }
        return Result(fields: fields + (try prepared.extraFields()))
    }

    private func median(_ sorted: [Double]) -> Double {
        let n = sorted.count
        return n % 2 == 1 ? sorted[n / 2] : (sorted[n / 2 - 1] + sorted[n / 2]) / 2
    }

    private func format(_ v: Double) -> String { String(format: "%.3f", v) }

    private func milliseconds(_ body: () throws -> Void) rethrows -> Double {
        let start = ContinuousClock.now
        try body()
        let elapsed = ContinuousClock.now - start
        return Double(elapsed.components.seconds) * 1000 + Double(elapsed.components.attoseconds) / 1e15
    }
}
