import Foundation
import ImageComparison
import Raster

/// What a reference PNG says about itself, found by walking its chunks
/// without decompressing anything: the digest of its compressed image data
/// and the text of its stamp.
struct PNGImageData {
    /// The digest of the `IDAT` chunks' data: ``XXH64`` of each chunk's data in
    /// stream order, each seeded with the digest so far (0 for the first).
    /// Nil for data that is not a PNG, has no `IDAT` chunk or ends inside a chunk.
    let digest: UInt64?
    /// The text of the first `tEXt` chunk whose keyword is ``ReferenceStamp/keyword``.
    let stampText: String?

    /// The stamp chunk's body starts with its keyword and a NUL.
    private static let stampPrefix = Array(ReferenceStamp.keyword.utf8) + [0]

    /// Walks the chunks of `data`.
    init(_ data: Data) {
        let bytes = [UInt8](data)
        guard let list = PNGChunkList(bytes) else {
            (digest, stampText) = (nil, nil)
            return
        }
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
}
