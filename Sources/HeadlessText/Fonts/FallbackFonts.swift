import CXXHash
import Foundation
import HeadlessLocking

/// The fonts text falls back to for the scripts and emoji that the registered
/// fonts lack: Noto fonts (SIL Open Font License) that `scripts/install-deps.sh`
/// installs from Debian's packages `fonts-noto-cjk`, `fonts-noto-core` and
/// `fonts-noto-color-emoji`. They are read from their files, never looked up
/// through fontconfig, in a fixed order, and each file is identified by the
/// XXH64 digest of its bytes (``files``), so a reference stamp can say which
/// font set drew it (``fingerprint``).
package final class FallbackFonts: Sendable {
    /// A font file of the fallback set.
    package struct File: Sendable, Hashable {
        /// Where Debian's package installs it.
        package let path: String
        /// The Debian package.
        package let package: String
        /// The XXH64 digest of the file this package was made and tested with.
        package let pinnedDigest: UInt64
    }

    /// The groups of characters the set covers, each with its regular and bold file.
    enum Coverage: CaseIterable {
        case cjk, devanagari, bengali, tamil, thai, emoji
    }

    /// The set Debian installs.
    package static let shared = FallbackFonts(root: "/usr/share/fonts")

    /// Every file of the set, in fallback order.
    package let files: [File]
    private let filesByCoverage: [Coverage: (regular: File, bold: File)]
    private let loaded = SanitizerVisibleMutex<[FaceKey: FontFace?]>([:])
    /// The XXH64 digest of each file's bytes as this machine has it (nil:
    /// missing or unreadable), in the order of ``files``; read once.
    private let fileDigests = SanitizerVisibleMutex<[UInt64?]?>(nil)

    /// A face of a file.
    private struct FaceKey: Hashable {
        let path: String
        let index: Int
    }

    /// The set installed under `root` (Debian's `/usr/share/fonts`).
    init(root: String) {
        func file(_ relative: String, _ package: String, _ digest: UInt64) -> File {
            File(path: "\(root)/\(relative)", package: package, pinnedDigest: digest)
        }
        let core = "fonts-noto-core"
        let table: [(Coverage, File, File)] = [
            (
                .cjk, file("opentype/noto/NotoSansCJK-Regular.ttc", "fonts-noto-cjk", 0x084C_A88E_BF88_1C18),
                file("opentype/noto/NotoSansCJK-Bold.ttc", "fonts-noto-cjk", 0x1D51_FA49_32DC_A04A)
            ),
            (
                .devanagari, file("truetype/noto/NotoSansDevanagari-Regular.ttf", core, 0xE5CE_3A61_4814_EC7C),
                file("truetype/noto/NotoSansDevanagari-Bold.ttf", core, 0xD604_45DD_34FF_0C77)
            ),
            (
                .bengali, file("truetype/noto/NotoSansBengali-Regular.ttf", core, 0x0324_F12F_7E5A_E258),
                file("truetype/noto/NotoSansBengali-Bold.ttf", core, 0x16BE_59F6_52EB_1EF0)
            ),
            (
                .tamil, file("truetype/noto/NotoSansTamil-Regular.ttf", core, 0x451A_692C_0FAC_FE94),
                file("truetype/noto/NotoSansTamil-Bold.ttf", core, 0x419A_FD92_37C5_42E7)
            ),
            (
                .thai, file("truetype/noto/NotoSansThai-Regular.ttf", core, 0x710E_DA0F_D7F3_3CCE),
                file("truetype/noto/NotoSansThai-Bold.ttf", core, 0xB857_7A22_8F20_FE0F)
            ),
        ]
        let emoji = file("truetype/noto/NotoColorEmoji.ttf", "fonts-noto-color-emoji", 0x34FD_831F_CFB9_9C10)
        var byCoverage = Dictionary(uniqueKeysWithValues: table.map { ($0.0, (regular: $0.1, bold: $0.2)) })
        byCoverage[.emoji] = (emoji, emoji)
        filesByCoverage = byCoverage
        files = table.flatMap { [$0.1, $0.2] } + [emoji]
    }

    /// The colour emoji face, when its file is installed.
    var emojiFace: FontFace? { face(of: filesByCoverage[.emoji]!.regular, index: 0) }

    /// The faces for the characters of `scalars` that no face of `chain` has,
    /// in fallback order. Han characters take the Japanese, Korean,
    /// traditional or simplified Chinese face of Noto Sans CJK as `text`
    /// (kana, hangul) or `language` says, simplified Chinese otherwise.
    func faces(
        forMissing scalars: ArraySlice<UInt32>, in text: [UInt32], itemScript: Script, language: String,
        weight: FontWeight, chain: [FontFace]
    ) -> [FontFace] {
        var needed = Set<Coverage>()
        for value in scalars {
            guard let scalar = Unicode.Scalar(value), !chain.contains(where: { $0.glyph(for: scalar) != nil }),
                let coverage = Self.coverage(of: scalar, itemScript: itemScript)
            else { continue }
            needed.insert(coverage)
        }
        let bold = weight.value >= FontWeight.semibold.value
        return Coverage.allCases.filter(needed.contains).compactMap { coverage in
            let pair = filesByCoverage[coverage]!
            let index = coverage == .cjk ? Self.cjkFaceIndex(text: text, language: language) : 0
            return face(of: bold ? pair.bold : pair.regular, index: index)
        }
    }

    /// A digest of the set as this machine has it: each file's path and the
    /// XXH64 digest of its bytes, or `missing`. The files are read once per process.
    package var fingerprint: String {
        var state = zip(files, digests).map { "\($0.path)=\($1.map { String($0, radix: 16) } ?? "missing")" }
            .joined(separator: ";")
        return state.withUTF8 { String(XXH64($0.baseAddress, $0.count, 0), radix: 16) }
    }

    /// The files that are missing or differ from the pinned ones, as sentences.
    package var problems: [String] {
        zip(files, digests).compactMap { file, digest in
            guard let digest else {
                return "\(file.path) is missing (install Debian's \(file.package), as scripts/install-deps.sh does)"
            }
            return digest == file.pinnedDigest
                ? nil
                : "\(file.path) is not the pinned file (xxh64 \(String(digest, radix: 16)), expected \(String(file.pinnedDigest, radix: 16)))"
        }
    }

    /// The face `index` of `file`, loaded once; nil when the file is missing or unreadable.
    private func face(of file: File, index: Int) -> FontFace? {
        let key = FaceKey(path: file.path, index: index)
        if let known = loaded.withLock({ $0[key] }) { return known }
        let face: FontFace?
        if let data = FileManager.default.contents(atPath: file.path) {
            face = try? FontFace(data: data, faceIndex: index, fileURL: URL(fileURLWithPath: file.path), source: file.path)
        } else {
            face = nil
        }
        loaded.withLock { $0[key] = face }
        return face
    }

    /// Which group of the set covers `scalar`; shared characters count as the item's script.
    private static func coverage(of scalar: Unicode.Scalar, itemScript: Script) -> Coverage? {
        if EmojiSequences.isEmojiComponent(scalar) { return .emoji }
        let own = Script.of(scalar)
        switch (own.isShared ? itemScript : own).description {
        case "Hani", "Hira", "Kana", "Hang", "Bopo": return .cjk
        case "Deva": return .devanagari
        case "Beng": return .bengali
        case "Taml": return .tamil
        case "Thai": return .thai
        default:
            let value = scalar.value
            // CJK punctuation, enclosed and compatibility forms, half- and full-width forms are of the common script.
            if (0x3000...0x33FF).contains(value) || (0xFE30...0xFE4F).contains(value) || (0xFF00...0xFFEF).contains(value) {
                return .cjk
            }
            return scalar.properties.isEmoji && value > 0xFF ? .emoji : nil
        }
    }

    /// The face of Noto Sans CJK for `text` in `language`: 0 Japanese, 1 Korean,
    /// 2 simplified Chinese, 3 traditional Chinese.
    private static func cjkFaceIndex(text: [UInt32], language: String) -> Int {
        if text.contains(where: { (0x3040...0x30FF).contains($0) || (0x31F0...0x31FF).contains($0) }) { return 0 }
        if text.contains(where: { (0xAC00...0xD7AF).contains($0) || (0x1100...0x11FF).contains($0) }) { return 1 }
        let tag = language.lowercased()
        if tag.hasPrefix("ja") { return 0 }
        if tag.hasPrefix("ko") { return 1 }
        if tag.hasPrefix("zh") && ["hant", "tw", "hk", "mo"].contains(where: tag.contains) { return 3 }
        return 2
    }

    /// ``fileDigests``, read on first use.
    private var digests: [UInt64?] {
        if let known = fileDigests.withLock({ $0 }) { return known }
        let read = files.map { Self.digest(ofFileAt: $0.path) }
        fileDigests.withLock { $0 = read }
        return read
    }

    /// The XXH64 digest of a file's bytes; nil when it cannot be read.
    private static func digest(ofFileAt path: String) -> UInt64? {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        return data.withUnsafeBytes { XXH64($0.baseAddress, $0.count, 0) }
    }
}
