import CDeflate

/// CRC-32 as PNG chunks use it (ISO 3309 / ITU-T V.42, polynomial 0xEDB88320,
/// reflected), computed by libdeflate's vectorised `libdeflate_crc32`.
package enum CRC32 {
    /// The checksum of `bytes`, continuing from `crc` (the checksum of the bytes before them).
    package static func checksum(_ bytes: ArraySlice<UInt8>, continuing crc: UInt32 = 0) -> UInt32 {
        bytes.withUnsafeBytes { libdeflate_crc32(crc, $0.baseAddress, $0.count) }
    }

    /// The checksum of `bytes`, continuing from `crc`.
    package static func checksum(_ bytes: [UInt8], continuing crc: UInt32 = 0) -> UInt32 {
        checksum(bytes[...], continuing: crc)
    }
}
