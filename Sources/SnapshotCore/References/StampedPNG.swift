import Foundation
import ImageComparison
import Raster

/// Reference PNGs that carry a ``ReferenceStamp``, and what a stored one says
/// of itself: the fast path of ``Diffing/image(tolerance:)``.
enum StampedPNG {
    /// `bitmap` as a PNG carrying a stamp of its pixels, image data and
    /// `facts`. The pixels are compressed once; the stamp is added to the encoded file.
    static func encode(_ bitmap: Bitmap, facts: [String: String]) throws(PNGError) -> Data {
        let png = try PNGEncoder.encode(bitmap)
        let stamp = ReferenceStamp(rendererVersion: RendererVersion.current, width: bitmap.width, height: bitmap.height,
                                   pixelDigest: bitmap.pixelDigest, imageDataDigest: PNGImageData(png).digest ?? 0,
                                   facts: facts)
        return try PNGEncoder.inserting(textChunks: [ReferenceStamp.keyword: stamp.text], into: png)
    }

    /// The fingerprint of `bitmap`, as a stamp vouches for it: size and pixel digest.
    static func fingerprint(_ bitmap: Bitmap) -> String {
        fingerprint(width: bitmap.width, height: bitmap.height, pixelDigest: bitmap.pixelDigest)
    }

    /// What the PNG `data` says of itself: the fingerprint its stamp vouches
    /// for, when the stamp still describes the file's image data, and a note
    /// when the stamp tells of another renderer version, other `facts`
    /// (fonts, library versions) than this machine's, or a changed file.
    static func inspect(_ data: Data, facts: [String: String]) -> ReferenceInspection {
        let scan = PNGImageData(data)
        guard let stamp = scan.stampText.flatMap(ReferenceStamp.init(text:)) else { return ReferenceInspection(fingerprint: nil) }
        let intact = scan.digest != nil && scan.digest == stamp.imageDataDigest
            && scan.intactSize.map { $0.width == stamp.width && $0.height == stamp.height } == true
        var notes: [String] = []
        if stamp.rendererVersion != RendererVersion.current {
            notes.append("The reference was recorded by renderer version \(stamp.rendererVersion);"
                         + " this is version \(RendererVersion.current).")
        }
        let differing = facts.keys.sorted().filter { key in stamp.facts[key].map { $0 != facts[key] } ?? false }
        if !differing.isEmpty {
            notes.append("The reference was drawn with " + differing.map { "\($0) \(stamp.facts[$0]!)" }.joined(separator: ", ")
                         + "; this machine has " + differing.map { "\($0) \(facts[$0]!)" }.joined(separator: ", ")
                         + ": text may be drawn differently.")
        }
        if !intact {
            notes.append("The reference's \(ReferenceStamp.keyword) stamp no longer describes the file (its image data,"
                         + " header or chunks changed, or a CRC is wrong): it was changed after it was recorded.")
        }
        let vouched = intact ? fingerprint(width: stamp.width, height: stamp.height, pixelDigest: stamp.pixelDigest) : nil
        return ReferenceInspection(fingerprint: vouched, note: notes.isEmpty ? nil : notes.joined(separator: " "))
    }

    private static func fingerprint(width: Int, height: Int, pixelDigest: UInt64) -> String {
        "\(width)x\(height) \(String(pixelDigest, radix: 16))"
    }
}
