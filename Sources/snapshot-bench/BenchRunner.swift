import Foundation
import HeadlessRaster

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
        let times = Stopwatch.timings(runs: options.iterations) { prepared.frame() }
        var fields: [(String, String)] = [
            ("lib", "\"headless-snapshot\""), ("scene", "\"\(options.scene.rawValue)\""),
            ("iterations", "\(options.iterations)"),
            ("ms_per_frame_median", Stopwatch.format(Stopwatch.median(times))), ("ms_per_frame_min", Stopwatch.format(times[0])),
        ]
        if let path = options.outputPath {
            var encoded = Data()
            let encodeTime = try Stopwatch.milliseconds { encoded = try PNGEncoder.encode(prepared.image()) }
            try encoded.write(to: URL(fileURLWithPath: path))
            let decodeTimes = try Stopwatch.timings(runs: 5) { _ = try Bitmap(pngData: encoded) }
            fields += [
                ("png_encode_ms", Stopwatch.format(encodeTime)), ("png_decode_ms", Stopwatch.format(Stopwatch.median(decodeTimes))),
                ("png_bytes", "\(encoded.count)"),
            ]
        } else {
            fields.append(("png_encode_ms", "null"))
        }
        return Result(fields: fields + (try prepared.extraFields()))
    }
}
