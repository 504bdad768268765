import Foundation
import HeadlessImageComparison
import HeadlessRaster

/// Reference PNGs that carry a ``ReferenceStamp``, and what a stored one says
/// of itself: the fast path of ``Diffing/image(tolerance:)``.
enum StampedPNG {
    /// The algorithm of the stamps written here.
    static let digestAlgorithm = DigestAlgorithm.xxh3

    /// `bitmap` as a PNG carrying a stamp of its pixels, image data and
    /// `facts`. The pixels are compressed once; the stamp is added to the encoded file.
    static func encode(_ bitmap: Bitmap, facts: [String: String]) throws(PNGError) -> Data {
        let png = try PNGEncoder.encode(bitmap)
        let stamp = ReferenceStamp(
            rendererVersion: RendererVersion.current, width: bitmap.width, height: bitmap.height,
            pixelDigest: bitmap.pixelDigest(using: digestAlgorithm),
            imageDataDigest: PNGImageData(png).digest(using: digestAlgorithm) ?? 0,
            digestAlgorithm: digestAlgorithm, facts: facts)
        return try PNGEncoder.inserting(textChunks: [ReferenceStamp.keyword: stamp.text], into: png)
    }

    /// The fingerprint of `bitmap`, as a stamp vouches for it: size and pixel
    /// digest, by the algorithm `scheme` names (a stamp's ``DigestAlgorithm``).
    static func fingerprint(_ bitmap: Bitmap, scheme: String) -> String {
        let algorithm = DigestAlgorithm(rawValue: scheme) ?? digestAlgorithm
        return fingerprint(width: bitmap.width, height: bitmap.height, pixelDigest: bitmap.pixelDigest(using: algorithm))
    }

    /// The fingerprint the stamp of the PNG `data` vouches for: only when the
    /// stamp still describes the file (its image data digest, an intact file
    /// in the form written here, of the stamped size).
    static func vouchedFingerprint(_ data: Data) -> VouchedFingerprint? {
        guard let (stamp, intact) = read(data), intact else { return nil }
        return VouchedFingerprint(
            scheme: stamp.digestAlgorithm.rawValue,
            fingerprint: fingerprint(width: stamp.width, height: stamp.height, pixelDigest: stamp.pixelDigest))
    }

    /// Where the reference in `data` came from, when that may explain a
    /// failure: another renderer version, other `facts` (fonts, library
    /// versions) than this machine's, or a file changed since recording.
    static func provenance(_ data: Data, facts: [String: String]) -> String? {
        guard let (stamp, intact) = read(data) else { return nil }
        var notes: [String] = []
        if stamp.rendererVersion != RendererVersion.current {
            notes.append(
                "The reference was recorded by renderer version \(stamp.rendererVersion);"
                    + " this is version \(RendererVersion.current).")
        }
        let differing = facts.keys.sorted().filter { key in stamp.facts[key].map { $0 != facts[key] } ?? false }
        if !differing.isEmpty {
            notes.append(
                "The reference was drawn with " + differing.map { "\($0) \(stamp.facts[$0]!)" }.joined(separator: ", ")
                    + "; this machine has " + differing.map { "\($0) \(facts[$0]!)" }.joined(separator: ", ")
                    + ": text may be drawn differently.")
        }
        if !intact {
            notes.append(
                "The reference's \(ReferenceStamp.keyword) stamp no longer describes the file (its image data,"
                    + " header or chunks changed, or a CRC is wrong): it was changed after it was recorded.")
        }
        return notes.isEmpty ? nil : notes.joined(separator: " ")
    }

    /// The stamp of `data`, and whether it still describes the file; nil without a stamp.
    private static func read(_ data: Data) -> (ReferenceStamp, intact: Bool)? {
        let scan = PNGImageData(data)
        guard let stamp = scan.stampText.flatMap(ReferenceStamp.init(text:)) else { return nil }
        let intact =
            scan.digest(using: stamp.digestAlgorithm).map { $0 == stamp.imageDataDigest } == true
            && scan.intactSize.map { $0.width == stamp.width && $0.height == stamp.height } == true
        return (stamp, intact)
    }

    private static func fingerprint(width: Int, height: Int, pixelDigest: UInt64) -> String {
        "\(width)x\(height) \(String(pixelDigest, radix: 16))"
    }
}
