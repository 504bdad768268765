/// The chunk structure of PNG bytes, found by walking the length fields without
/// decompressing or checking anything else.
package struct PNGChunkList {
    /// The eight bytes every PNG stream starts with.
    package static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    /// The largest chunk length the PNG specification allows (2^31 - 1).
    private static let maxChunkLength = UInt32(Int32.max)

    /// The well-formed chunk records in stream order, up to and including `IEND`.
    package let chunks: [PNGChunk]
    /// Where the well-formed records end: after `IEND`, or where a record is
    /// truncated or malformed (anything from there on is left for libpng to judge).
    package let end: Int

    /// Walks the chunks of `bytes`; nil when they do not start with the PNG signature.
    package init?(_ bytes: [UInt8]) {
        guard bytes.starts(with: PNGChunkList.signature) else { return nil }
        var chunks: [PNGChunk] = []
        var offset = PNGChunkList.signature.count
        while bytes.count - offset >= 12 {
            let length = PNGChunk.uint32(in: bytes, at: offset)
            guard length <= PNGChunkList.maxChunkLength, Int(length) <= bytes.count - offset - 12 else { break }
            let bodyStart = offset + 8
            let end = bodyStart + Int(length) + 4
            let type = String(decoding: bytes[(offset + 4)..<bodyStart], as: UTF8.self)
            chunks.append(PNGChunk(type: type, record: offset..<end, body: bodyStart..<(end - 4)))
            offset = end
            if type == "IEND" { break }
        }
        self.chunks = chunks
        self.end = offset
    }

    /// `png` with the encoded chunk `records` inserted right after its `IHDR`
    /// chunk, where text about the image is expected; `png` must start with one.
    static func inserting(_ records: [UInt8], afterHeaderOf png: [UInt8]) -> [UInt8] {
        guard !records.isEmpty else { return png }
        guard let header = PNGChunkList(png)?.chunks.first, header.type == "IHDR" else {
            preconditionFailure("chunks can only be inserted into PNG data that starts with IHDR")
        }
        var result = png
        result.insert(contentsOf: records, at: header.record.upperBound)
        return result
    }
}
