// libFuzzer target: PNG decoding through both decoders (the libdeflate fast
// path and libpng), and the stamp reader's chunk walk. Any input must give
// a bitmap or a thrown error: never a crash, a leak or unbounded memory.
import Foundation
import Raster

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
    var offset = 8  // the signature
    while size - offset >= 12 {
        let length = Int(data[offset]) << 24 | Int(data[offset + 1]) << 16 | Int(data[offset + 2]) << 8 | Int(data[offset + 3])
        guard length <= size - offset - 12 else { return }
        let typeAndBody = Array(UnsafeBufferPointer(start: data + offset + 4, count: length + 4))
        let crc = CRC32.checksum(typeAndBody)
        let end = offset + 8 + length
        (data[end], data[end + 1], data[end + 2], data[end + 3]) =
            (UInt8(crc >> 24), UInt8(crc >> 16 & 0xFF), UInt8(crc >> 8 & 0xFF), UInt8(crc & 0xFF))
        offset = end + 4
    }
}
