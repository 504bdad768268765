import Foundation
import HeadlessImageComparison
import HeadlessRaster
import HeadlessSnapshot

/// How fast two identical frames are compared, beside plain `memcmp` and the
/// pixel digest, in GB/s of frame bytes read (both frames count).
struct BandwidthProbe {
    /// One frame; a second, equal one is made in separate memory.
    let frame: Bitmap

    /// `compare_gbps`, `memcmp_gbps` and `digest_gbps`.
    func fields() -> [(String, String)] {
        var copy = frame
        copy[0, 0] = copy[0, 0]  // a write, so the copy gets its own storage
        let bytes = Double(frame.pixels.count * 4)
        let compare = best { _ = Comparison.compare(frame, copy).passed }
        var differing: Int32 = 0  // used, so the optimiser keeps every memcmp
        let plain = best {
            differing |= frame.pixels.withUnsafeBytes { a in
                copy.pixels.withUnsafeBytes { b in memcmp(a.baseAddress!, b.baseAddress!, a.count) }
            }
        }
        precondition(differing == 0, "the frames are equal")
        let digest = best { _ = frame.pixelDigest(using: .xxh3) }  // the digest a verification takes
        return [
            ("compare_gbps", gbps(2 * bytes, compare)), ("memcmp_gbps", gbps(2 * bytes, plain)),
            ("digest_gbps", gbps(bytes, digest)),
        ]
    }

    /// The best of 20 timings of `body`, in seconds.
    private func best(_ body: () -> Void) -> Double {
        Stopwatch.timings(runs: 20, body)[0] / 1000
    }

    /// `bytes` over `seconds`, in GB/s with one decimal.
    private func gbps(_ bytes: Double, _ seconds: Double) -> String { String(format: "%.1f", bytes / seconds / 1e9) }
}
