/// XXH64, Yann Collet's 64-bit non-cryptographic hash (xxHash specification
/// 0.1.1), over bytes read as little-endian 64-bit words, so every platform
/// gives the same digest for the same bytes. It runs at several gigabytes per
/// second: four independent lanes of multiply and rotate per 32-byte stripe.
public enum XXH64 {
    private static let prime1: UInt64 = 0x9E37_79B1_85EB_CA87
    private static let prime2: UInt64 = 0xC2B2_AE3D_27D4_EB4F
    private static let prime3: UInt64 = 0x1656_67B1_9E37_79F9
    private static let prime4: UInt64 = 0x85EB_CA77_C2B2_AE63
    private static let prime5: UInt64 = 0x27D4_EB2F_1656_67C5

    /// The digest of `bytes` with `seed`.
    public static func hash(_ bytes: UnsafeRawBufferPointer, seed: UInt64 = 0) -> UInt64 {
        let count = bytes.count
        guard let base = bytes.baseAddress else { return finish(seed &+ prime5, tail: bytes) }  // no bytes
        var offset = 0
        var h: UInt64
        if count >= 32 {
            var v1 = seed &+ prime1 &+ prime2, v2 = seed &+ prime2, v3 = seed, v4 = seed &- prime1
            while offset <= count - 32 {
                v1 = round(v1, base.loadUnaligned(fromByteOffset: offset, as: UInt64.self).littleEndian)
                v2 = round(v2, base.loadUnaligned(fromByteOffset: offset + 8, as: UInt64.self).littleEndian)
                v3 = round(v3, base.loadUnaligned(fromByteOffset: offset + 16, as: UInt64.self).littleEndian)
                v4 = round(v4, base.loadUnaligned(fromByteOffset: offset + 24, as: UInt64.self).littleEndian)
                offset += 32
            }
            h = rotate(v1, 1) &+ rotate(v2, 7) &+ rotate(v3, 12) &+ rotate(v4, 18)
            h = merge(merge(merge(merge(h, v1), v2), v3), v4)
        } else {
            h = seed &+ prime5
        }
        return finish(h &+ UInt64(count), tail: UnsafeRawBufferPointer(rebasing: bytes[offset...]))
    }

    /// Mixes in the last bytes (fewer than 32) and avalanches.
    private static func finish(_ start: UInt64, tail: UnsafeRawBufferPointer) -> UInt64 {
        var h = start, offset = 0
        while offset + 8 <= tail.count {
            h ^= round(0, tail.loadUnaligned(fromByteOffset: offset, as: UInt64.self).littleEndian)
            h = rotate(h, 27) &* prime1 &+ prime4
            offset += 8
        }
        if offset + 4 <= tail.count {
            h ^= UInt64(tail.loadUnaligned(fromByteOffset: offset, as: UInt32.self).littleEndian) &* prime1
            h = rotate(h, 23) &* prime2 &+ prime3
            offset += 4
        }
        while offset < tail.count {
            h ^= UInt64(tail[offset]) &* prime5
            h = rotate(h, 11) &* prime1
            offset += 1
        }
        h ^= h >> 33
        h = h &* prime2
        h ^= h >> 29
        h = h &* prime3
        h ^= h >> 32
        return h
    }

    /// One lane's step.
    @inline(__always)
    private static func round(_ accumulator: UInt64, _ input: UInt64) -> UInt64 {
        rotate(accumulator &+ input &* prime2, 31) &* prime1
    }

    /// Folds a lane into the hash.
    @inline(__always)
    private static func merge(_ h: UInt64, _ lane: UInt64) -> UInt64 {
        (h ^ round(0, lane)) &* prime1 &+ prime4
    }

    /// Rotates left by `count` bits.
    @inline(__always)
    private static func rotate(_ value: UInt64, _ count: UInt64) -> UInt64 {
        value << count | value >> (64 - count)
    }
}
