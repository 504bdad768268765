import CFriBidi
import CHarfBuzz
import CXXHash
import Foundation

/// What, besides our own code, decides how text looks: the font files and
/// the versions of the shaping, bidi and line-breaking libraries. Snapshot
/// references record it, so that a failure against a reference made with
/// other fonts or libraries says so.
package enum TextStack {
    /// The facts, such as `fonts` (a digest of the bundled and fallback font
    /// files), `system-font` (its files and version), `harfbuzz`, `fribidi`
    /// and `icu` (versions). Read once per process.
    package static let facts: [String: String] = [
        "fonts": fontSetDigest,
        "system-font": systemFont,
        "harfbuzz": String(cString: hb_version_string()),
        "fribidi": fribidiVersion,
        "icu": LineBreakOpportunities.libraryVersion,
    ]

    /// XXH64 over the bundled fonts' bytes and the fallback set's fingerprint.
    private static var fontSetDigest: String {
        var digest: UInt64 = 0
        for url in BundledFonts.urls {
            guard let data = try? Data(contentsOf: url) else { continue }
            digest = data.withUnsafeBytes { XXH64($0.baseAddress, $0.count, digest) }
        }
        var fallback = FallbackFonts.shared.fingerprint
        digest = fallback.withUTF8 { XXH64($0.baseAddress, $0.count, digest) }
        return String(digest, radix: 16)
    }

    /// The system font's files and version, such as
    /// `Inter-roman.ttf,Inter-italic.ttf,InterDisplay-roman.ttf,InterDisplay-italic.ttf@3.019`.
    private static var systemFont: String {
        let files = BundledFonts.systemFontFileNames.map { "\($0).ttf" }.joined(separator: ",")
        return "\(files)@\((try? Font.system(size: 17))?.face.version ?? "unknown")"
    }

    /// FriBidi's version, such as `1.0.8`.
    private static var fribidiVersion: String {
        let info = String(cString: hs_fribidi_version_info())
        // "(GNU FriBidi) 1.0.8\n..." : the first word that starts with a digit.
        return info.split(whereSeparator: { $0 == " " || $0 == "\n" }).first { $0.first?.isNumber == true }
            .map(String.init) ?? "unknown"
    }
}
