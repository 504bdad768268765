import ImageComparison

/// What a reference PNG says about itself, found by walking its chunks
/// without decompressing anything or checking CRCs: the digest of its
/// compressed image data and the text of its stamp.
struct PNGImageData {
    /// The digest of the `IDAT` chunks' data: ``XXH64`` of each chunk's data in
    /// stream order, each seeded with the digest so far (0 for the first).
    /// Nil for data that is not a PNG, has no `IDAT` chunk or ends inside a chunk.
    let digest: UInt64?
    /// The text of the first `tEXt` chunk whose keyword is ``ReferenceStamp/keyword``.
    let stampText: String?

    /// The PNG signature.
    private static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    /// `IDAT`, `IEND` and `tEXt` as big-endian 32-bit values.
    private static let idat: UInt32 = 0x4944_4154, iend: UInt32 = 0x4945_4E44, text: UInt32 = 0x7445_5874
    /// The stamp chunk's body starts with its keyword and a NUL.
    private static let stampPrefix = Array(ReferenceStamp.keyword.utf8) + [0]

    /// Walks the chunks of `bytes`.
    init(_ bytes: UnsafeRawBufferPointer) {
        guard bytes.count >= Self.signature.count, Self.signature.elementsEqual(bytes.prefix(Self.signature.count)) else {
            (digest, stampText) = (nil, nil)
            return
        }
        var offset = Self.signature.count
        var digest: UInt64?, stampText: String?
        var complete = true
        while bytes.count - offset >= 12 {
            let length = Int(Self.bigEndian32(bytes, at: offset)), type = Self.bigEndian32(bytes, at: offset + 4)
            let body = offset + 8
            guard length <= bytes.count - body - 4 else {
                complete = false
                break
            }
            let data = UnsafeRawBufferPointer(rebasing: bytes[body..<(body + length)])
            if type == Self.idat {
                digest = XXH64.hash(data, seed: digest ?? 0)
            } else if type == Self.text, stampText == nil, data.starts(with: Self.stampPrefix) {
                stampText = String(decoding: data.dropFirst(Self.stampPrefix.count), as: UTF8.self)
            } else if type == Self.iend {
                break
            }
            offset = body + length + 4
        }
        self.digest = complete ? digest : nil
        self.stampText = stampText
    }

    /// The big-endian 32-bit value at `offset`.
    private static func bigEndian32(_ bytes: UnsafeRawBufferPointer, at offset: Int) -> UInt32 {
        UInt32(bigEndian: bytes.loadUnaligned(fromByteOffset: offset, as: UInt32.self))
    }
}
