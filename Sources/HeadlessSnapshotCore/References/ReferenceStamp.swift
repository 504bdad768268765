import HeadlessImageComparison
import HeadlessRaster

/// What a reference PNG written by this package says about itself, in one
/// `tEXt` chunk (keyword ``keyword``), such as
/// `renderer=1 size=390x844 pixels=xxh3:0123456789abcdef idat=xxh3:fedcba9876543210`:
/// the renderer version, the size and ``Bitmap/pixelDigest(using:)`` of the
/// decoded pixels, and the digest of the file's own compressed image data
/// (``PNGImageData/digest(using:)``), both by the algorithm the tag names
/// (``DigestAlgorithm``: `xxh3` is written; `xxh64`, which earlier versions
/// wrote, is still read).
///
/// The image data digest shows whether the stamp still describes the file: a
/// reference optimised or edited since it was written has other image data,
/// so its stamp is ignored and the reference is decoded. Further `key=value`
/// fields (``facts``) record what else drew the pixels, such as the font set
/// and the text libraries' versions.
package struct ReferenceStamp: Sendable, Hashable {
    /// The chunk keyword.
    package static let keyword = "HeadlessSnapshot"

    /// The version of the renderer that drew the pixels.
    package var rendererVersion: String
    /// The width in pixels.
    package var width: Int
    /// The height in pixels.
    package var height: Int
    /// ``Bitmap/pixelDigest(using:)`` of the pixels.
    package var pixelDigest: UInt64
    /// The digest of the file's `IDAT` data.
    package var imageDataDigest: UInt64
    /// The algorithm of both digests.
    package var digestAlgorithm: DigestAlgorithm
    /// What else drew the pixels, such as `fonts` and `harfbuzz`; keys and
    /// values hold no spaces or `=`.
    package var facts: [String: String]

    /// Creates a stamp.
    package init(
        rendererVersion: String, width: Int, height: Int, pixelDigest: UInt64, imageDataDigest: UInt64,
        digestAlgorithm: DigestAlgorithm = .xxh3, facts: [String: String] = [:]
    ) {
        self.rendererVersion = rendererVersion
        self.width = width
        self.height = height
        self.pixelDigest = pixelDigest
        self.imageDataDigest = imageDataDigest
        self.digestAlgorithm = digestAlgorithm
        self.facts = facts.filter { Self.isField($0.key) && Self.isField($0.value) && !Self.coreKeys.contains($0.key) }
    }

    /// The chunk text, the facts in key order after the core fields.
    package var text: String {
        "renderer=\(rendererVersion) size=\(width)x\(height)"
            + " pixels=\(tagged(pixelDigest)) idat=\(tagged(imageDataDigest))"
            + facts.keys.sorted().map { " \($0)=\(facts[$0]!)" }.joined()
    }

    /// The fields every stamp has.
    private static let coreKeys: Set<String> = ["renderer", "size", "pixels", "idat"]

    /// Whether `text` can stand as a key or value: not empty, no spaces or `=`.
    private static func isField(_ text: String) -> Bool {
        !text.isEmpty && !text.contains(where: { $0 == " " || $0 == "=" || $0.isNewline })
    }

    /// Parses chunk text; nil unless every field is present and well formed,
    /// both digests tagged with one algorithm.
    package init?(text: String) {
        var fields: [Substring: Substring] = [:]
        for field in text.split(separator: " ") {
            guard let equals = field.firstIndex(of: "=") else { return nil }
            fields[field[..<equals]] = field[field.index(after: equals)...]
        }
        guard let renderer = fields["renderer"], !renderer.isEmpty,
            let size = fields["size"]?.split(separator: "x"), size.count == 2,
            let width = Int(size[0]), let height = Int(size[1]),
            let pixels = fields["pixels"].flatMap(Self.digest), let idat = fields["idat"].flatMap(Self.digest),
            pixels.algorithm == idat.algorithm
        else { return nil }
        var facts: [String: String] = [:]
        for (key, value) in fields where !Self.coreKeys.contains(String(key)) { facts[String(key)] = String(value) }
        self.init(
            rendererVersion: String(renderer), width: width, height: height, pixelDigest: pixels.value,
            imageDataDigest: idat.value, digestAlgorithm: pixels.algorithm, facts: facts)
    }

    /// A digest tagged with the stamp's algorithm (`algorithm:` and 16
    /// lowercase hex digits), as ``digest(_:)`` reads it.
    private func tagged(_ value: UInt64) -> String {
        let digits = String(value, radix: 16)
        return "\(digestAlgorithm.rawValue):" + String(repeating: "0", count: 16 - digits.count) + digits
    }

    /// A tagged digest (`algorithm:` and 16 hex digits), as ``tagged(_:)`` writes it.
    private static func digest(_ text: Substring) -> (algorithm: DigestAlgorithm, value: UInt64)? {
        guard let colon = text.firstIndex(of: ":"), let algorithm = DigestAlgorithm(rawValue: String(text[..<colon])) else {
            return nil
        }
        let digits = text[text.index(after: colon)...]
        guard digits.count == 16, let value = UInt64(digits, radix: 16) else { return nil }
        return (algorithm, value)
    }
}
