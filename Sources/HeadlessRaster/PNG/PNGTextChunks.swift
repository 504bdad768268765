import Foundation

/// Text stored in PNG `tEXt` and `iTXt` chunks, such as the renderer version
/// and a pixel digest, read and written without touching the image data.
package enum PNGTextChunks {
    /// The text of every `tEXt` and uncompressed `iTXt` chunk, by keyword.
    ///
    /// Only the chunk structure is walked; the image is not decoded. Compressed
    /// text (`zTXt`, compressed `iTXt`) and chunks whose CRC does not match are
    /// skipped; when a keyword repeats, the first occurrence wins.
    ///
    /// - Throws: ``PNGError/missingSignature`` when `data` is not PNG data.
    package static func read(from data: Data) throws(PNGError) -> [String: String] {
        let bytes = [UInt8](data)
        guard let list = PNGChunkList(bytes) else { throw .missingSignature }
        var texts: [String: String] = [:]
        for chunk in list.chunks where chunk.hasValidCRC(in: bytes) {
            guard let (keyword, text) = PNGTextChunk.parse(type: chunk.type, body: bytes[chunk.body]) else { continue }
            if texts[keyword] == nil { texts[keyword] = text }
        }
        return texts
    }

    /// The encoded chunk records for `texts`, in keyword order.
    static func records(for texts: [String: String]) throws(PNGError) -> [UInt8] {
        var records: [UInt8] = []
        for (keyword, text) in texts.sorted(by: { $0.key < $1.key }) {
            records += try PNGTextChunk.record(keyword: keyword, text: text)
        }
        return records
    }
}
