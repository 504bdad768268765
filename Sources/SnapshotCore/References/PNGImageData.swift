import Foundation
import ImageComparison
import Raster

/// What a reference PNG says about itself, found by walking its chunks
/// without decompressing anything: the digest of its compressed image data,
/// the text of its stamp, and whether the file is intact and in the form this
/// package writes (so that a stamp may vouch for its pixels).
struct PNGImageData {
    /// The digest of the `IDAT` chunks' data: ``XXH64`` of each chunk's data in
    /// stream order, each seeded with the digest so far (0 for the first).
    /// Nil for data that is not a PNG, has no `IDAT` chunk or ends inside a chunk.
    let digest: UInt64?
    /// The text of the first `tEXt` chunk whose keyword is ``ReferenceStamp/keyword``.
    let stampText: String?
    /// The size its header declares, when every chunk's CRC is right and the
    /// file is in the form written here: 8-bit RGB or RGBA, not interlaced,
    /// no palette and no `tRNS` (nothing else that decoding reads). Nil otherwise.
    let intactSize: (width: Int, height: Int)?

    /// The stamp chunk's body starts with its keyword and a NUL.
    private static let stampPrefix = Array(ReferenceStamp.keyword.utf8) + [0]

    /// Walks the chunks of `data`.
    init(_ data: Data) {
        let bytes = [UInt8](data)
        guard let list = PNGChunkList(bytes) else {
            (digest, stampText, intactSize) = (nil, nil, nil)
            return
        }
        intactSize = Self.intactSize(list, bytes)
        var digest: UInt64?, stampText: String?
        bytes.withUnsafeBytes { raw in
            for chunk in list.chunks {
                let body = UnsafeRawBufferPointer(rebasing: raw[chunk.body])
                if chunk.type == "IDAT" {
                    digest = XXH64.hash(body, seed: digest ?? 0)
                } else if chunk.type == "tEXt", stampText == nil, body.starts(with: Self.stampPrefix) {
                    stampText = String(decoding: body.dropFirst(Self.stampPrefix.count), as: UTF8.self)
                }
            }
        }
        let complete = list.chunks.last?.type == "IEND" || list.end == bytes.count
        self.digest = complete ? digest : nil
        self.stampText = stampText
    }

    /// The header's size when the file is intact and in the form written here.
    private static func intactSize(_ list: PNGChunkList, _ bytes: [UInt8]) -> (width: Int, height: Int)? {
        guard let header = list.chunks.first, header.type == "IHDR", header.body.count == 13,
              list.chunks.last?.type == "IEND", list.chunks.allSatisfy({ $0.hasValidCRC(in: bytes) }),
              !list.chunks.contains(where: { $0.type == "PLTE" || $0.type == "tRNS" }) else { return nil }
        let h = header.body.lowerBound
        let (depth, colorType) = (bytes[h + 8], bytes[h + 9])
        guard depth == 8, colorType == 2 || colorType == 6, bytes[h + 10] == 0, bytes[h + 11] == 0, bytes[h + 12] == 0 else {
            return nil
        }
        func uint32(_ at: Int) -> Int { bytes[at..<(at + 4)].reduce(0) { $0 << 8 | Int($1) } }
        return (uint32(h), uint32(h + 4))
    }
}
