/// Undoes PNG's per-row filters (None, Sub, Up, Average, Paeth) on 8-bit
/// RGB or RGBA rows and packs them as premultiplied pixels (see ``Bitmap``).
enum PNGRowFilters {
    /// Unfilters `height` rows of `1 + width * channels` bytes in place (each
    /// row's first byte names its filter) and writes premultiplied packed
    /// pixels to `out`; `false` on an unknown filter type.
    static func unfilterAndPack(
        _ raw: UnsafeMutablePointer<UInt8>, width: Int, height: Int, channels: Int,
        into out: UnsafeMutablePointer<UInt32>
    ) -> Bool {
        let rowBytes = width * channels
        let zeroRow = UnsafeMutablePointer<UInt8>.allocate(capacity: rowBytes)
        zeroRow.initialize(repeating: 0, count: rowBytes)
        defer { zeroRow.deallocate() }
        var previous = zeroRow
        for y in 0..<height {
            let row = raw + y * (rowBytes + 1)
            let line = row + 1
            guard unfilter(line, previous: previous, count: rowBytes, bpp: channels, type: row[0]) else { return false }
            pack(line, width: width, channels: channels, into: out + y * width)
            previous = line
        }
        return true
    }

    /// Reverses one row's filter in place.
    private static func unfilter(
        _ line: UnsafeMutablePointer<UInt8>, previous up: UnsafeMutablePointer<UInt8>,
        count: Int, bpp: Int, type: UInt8
    ) -> Bool {
        switch type {
        case 0:
            return true
        case 1:
            var i = bpp
            while i < count {
                line[i] &+= line[i - bpp]
                i += 1
            }
        case 2:
            for i in 0..<count { line[i] &+= up[i] }
        case 3:
            for i in 0..<count {
                let left = i >= bpp ? Int(line[i - bpp]) : 0
                line[i] &+= UInt8((left + Int(up[i])) >> 1)
            }
        case 4:
            for i in 0..<count {
                let a = i >= bpp ? Int(line[i - bpp]) : 0, b = Int(up[i]), c = i >= bpp ? Int(up[i - bpp]) : 0
                line[i] &+= UInt8(paeth(a, b, c))
            }
        default:
            return false
        }
        return true
    }

    /// The Paeth predictor: whichever of left, up and up-left is nearest to left + up - up-left.
    @inline(__always)
    private static func paeth(_ a: Int, _ b: Int, _ c: Int) -> Int {
        let p = a + b - c
        let pa = abs(p - a), pb = abs(p - b), pc = abs(p - c)
        return pa <= pb && pa <= pc ? a : (pb <= pc ? b : c)
    }

    /// Packs straight RGB or RGBA samples as premultiplied pixels.
    @inline(__always)
    private static func pack(
        _ line: UnsafeMutablePointer<UInt8>, width: Int, channels: Int,
        into out: UnsafeMutablePointer<UInt32>
    ) {
        if channels == 3 {
            for x in 0..<width {
                let s = line + 3 * x
                out[x] = UInt32(s[0]) | UInt32(s[1]) << 8 | UInt32(s[2]) << 16 | 0xFF00_0000
            }
            return
        }
        for x in 0..<width {
            let s = line + 4 * x
            let a = s[3]
            out[x] =
                PremultipliedPixel(
                    r: PremultipliedPixel.multiply(s[0], a), g: PremultipliedPixel.multiply(s[1], a),
                    b: PremultipliedPixel.multiply(s[2], a), a: a
                ).packed
        }
    }
}
