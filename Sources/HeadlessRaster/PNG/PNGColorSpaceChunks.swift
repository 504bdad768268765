/// The chunks that describe how samples map to colours (`gAMA`, `cHRM`, `sRGB`,
/// `iCCP`, `cICP`), which decoding deliberately ignores.
///
/// libpng's simplified API converts samples from the gamma a file declares to
/// sRGB, with tables whose rounding has changed between libpng releases. The
/// renderer promises identical pixels everywhere, so decoding takes samples as
/// they are stored, like Pillow, cairo and browsers without colour management
/// do. Removing these chunks before libpng sees the stream is the one way to
/// get that through the simplified API.
enum PNGColorSpaceChunks {
    /// The chunk types removed before decoding.
    static let types: Set<String> = ["gAMA", "cHRM", "sRGB", "iCCP", "cICP"]

    /// `bytes` without colour-space chunk records; every other byte is kept as it
    /// is, including anything malformed, so libpng still reports it.
    static func removed(from bytes: [UInt8]) -> [UInt8] {
        guard let list = PNGChunkList(bytes), list.chunks.contains(where: { types.contains($0.type) }) else {
            return bytes
        }
        var kept = PNGChunkList.signature
        kept.reserveCapacity(bytes.count)
        for chunk in list.chunks where !types.contains(chunk.type) {
            kept += bytes[chunk.record]
        }
        kept += bytes[list.end...]
        return kept
    }
}
