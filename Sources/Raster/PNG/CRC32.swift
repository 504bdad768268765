/// CRC-32 as PNG chunks use it (ISO 3309 / ITU-T V.42, polynomial 0xEDB88320, reflected).
enum CRC32 {
    /// The byte-at-a-time lookup table.
    private static let table: [UInt32] = (0..<256).map { n in
        var c = UInt32(n)
        for _ in 0..<8 { c = c & 1 == 1 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
        return c
    }

    /// The checksum of `bytes`, continuing from `crc` (the checksum of the bytes before them).
    static func checksum<Bytes: Sequence<UInt8>>(_ bytes: Bytes, continuing crc: UInt32 = 0) -> UInt32 {
        var c = ~crc
        for byte in bytes { c = table[Int(UInt8(truncatingIfNeeded: c) ^ byte)] ^ (c >> 8) }
        return ~c
    }
}
