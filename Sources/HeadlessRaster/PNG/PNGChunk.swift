/// One chunk record located inside PNG bytes: length, type, data and CRC.
package struct PNGChunk {
    /// The four-letter chunk type, such as `IHDR`.
    package let type: String
    /// The whole record, from its length field through its CRC.
    let record: Range<Int>
    /// The chunk data.
    package let body: Range<Int>

    /// Whether the CRC stored after the chunk data matches its type and data.
    package func hasValidCRC(in bytes: [UInt8]) -> Bool {
        let typeAndBody = bytes[(body.lowerBound - 4)..<body.upperBound]
        return CRC32.checksum(typeAndBody) == PNGChunk.uint32(in: bytes, at: body.upperBound)
    }

    /// The encoded record of a chunk with the given type and data, CRC included.
    package static func record(type: String, body: [UInt8]) -> [UInt8] {
        precondition(type.utf8.count == 4, "a PNG chunk type has four letters")
        let typeAndBody = Array(type.utf8) + body
        return bytes(of: UInt32(body.count)) + typeAndBody + bytes(of: CRC32.checksum(typeAndBody))
    }

    /// The big-endian 32-bit value stored at `offset`, as PNG stores integers;
    /// four bytes must be available there.
    package static func uint32(in bytes: [UInt8], at offset: Int) -> UInt32 {
        bytes[offset..<(offset + 4)].reduce(0) { $0 << 8 | UInt32($1) }
    }

    /// The four bytes of `value`, most significant first, as PNG stores integers.
    package static func bytes(of value: UInt32) -> [UInt8] {
        [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: value >> $0) }
    }
}
