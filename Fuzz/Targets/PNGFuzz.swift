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
