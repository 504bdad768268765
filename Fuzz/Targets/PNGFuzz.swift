// libFuzzer target: PNG decoding through both decoders (the libdeflate fast
// path and libpng), and the stamp reader's chunk walk. Any input must give
// a bitmap or a thrown error: never a crash, a leak or unbounded memory.
import Foundation
import HeadlessRaster

func fuzzPNG(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Data(bytes: data, count: size)
    if let bitmap = try? Bitmap(pngData: bytes) {
        precondition(bitmap.pixels.count == bitmap.width * bitmap.height)
    }
    _ = try? StraightRGBAImage(pngData: bytes)
    return 0
}

/// Rewrites the CRC of every whole chunk of the PNG stream in `data`, so
/// that mutated files get past the CRC checks and reach the decoders' logic.
func repairPNGChunkCRCs(_ data: UnsafeMutablePointer<UInt8>, _ size: Int) {
    let bytes = [UInt8](UnsafeBufferPointer(start: data, count: size))
    for chunk in PNGChunkList(bytes)?.chunks ?? [] {
        let crc = PNGChunk.bytes(of: CRC32.checksum(bytes[(chunk.body.lowerBound - 4)..<chunk.body.upperBound]))
        for (offset, byte) in crc.enumerated() { data[chunk.body.upperBound + offset] = byte }
    }
}
