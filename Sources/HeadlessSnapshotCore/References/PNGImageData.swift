import Foundation
import HeadlessImageComparison
import HeadlessRaster

/// What a reference PNG says about itself, found by walking its chunks
/// without decompressing anything: the digest of its compressed image data,
/// the text of its stamp, and whether the file is intact and in the form this
/// package writes (so that a stamp may vouch for its pixels).
struct PNGImageData {
    /// The text of the first `tEXt` chunk whose keyword is ``ReferenceStamp/keyword``.
    let stampText: String?
    /// The size its header declares, when every chunk's CRC is right and the
    /// file is in the form written here: 8-bit RGB or RGBA, not interlaced,
    /// no palette and no `tRNS` (nothing else that decoding reads). Nil otherwise.
    let intactSize: (width: Int, height: Int)?
    /// The file's bytes.
    private let bytes: [UInt8]
    /// Where the `IDAT` chunks' data lie, in stream order; nil for data that
    /// is not a PNG, has no `IDAT` chunk or ends inside a chunk.
    private let imageData: [Range<Int>]?

    /// The stamp chunk's body starts with its keyword and a NUL.
    private static let stampPrefix = Array(ReferenceStamp.keyword.utf8) + [0]

    /// Walks the chunks of `data`.
    init(_ data: Data) {
        let bytes = [UInt8](data)
        self.bytes = bytes
        guard let list = PNGChunkList(bytes) else {
            (stampText, intactSize, imageData) = (nil, nil, nil)
            return
        }
        intactSize = Self.intactSize(list, bytes)
        let stamp = list.chunks.first { chunk in
            chunk.type == "tEXt" && bytes[chunk.body].starts(with: Self.stampPrefix)
        }
        stampText = stamp.map { String(decoding: bytes[$0.body].dropFirst(Self.stampPrefix.count), as: UTF8.self) }
        let bodies = list.chunks.filter { $0.type == "IDAT" }.map(\.body)
        let complete = list.chunks.last?.type == "IEND" || list.end == bytes.count
        imageData = complete && !bodies.isEmpty ? bodies : nil
    }

    /// The digest by `algorithm` of the `IDAT` chunks' data: each chunk's
    /// data in stream order, seeded with the digest so far (0 for the first).
    /// Nil for data that is not a PNG, has no `IDAT` chunk or ends inside a chunk.
    func digest(using algorithm: DigestAlgorithm) -> UInt64? {
        guard let imageData else { return nil }
        return bytes.withUnsafeBytes { raw in
            imageData.reduce(0) { digest, body in algorithm.hash(UnsafeRawBufferPointer(rebasing: raw[body]), seed: digest) }
        }
    }

    /// The header's size when the file is intact and in the form written here.
    private static func intactSize(_ list: PNGChunkList, _ bytes: [UInt8]) -> (width: Int, height: Int)? {
        guard let header = list.chunks.first, header.type == "IHDR", header.body.count == 13,
            list.chunks.last?.type == "IEND", list.chunks.allSatisfy({ $0.hasValidCRC(in: bytes) }),
            !list.chunks.contains(where: { $0.type == "PLTE" || $0.type == "tRNS" })
        else { return nil }
        let h = header.body.lowerBound
        let (depth, colorType) = (bytes[h + 8], bytes[h + 9])
        guard depth == 8, colorType == 2 || colorType == 6, bytes[h + 10] == 0, bytes[h + 11] == 0, bytes[h + 12] == 0 else {
            return nil
        }
        func uint32(_ at: Int) -> Int { bytes[at..<(at + 4)].reduce(0) { $0 << 8 | Int($1) } }
        return (uint32(h), uint32(h + 4))
    }
}
