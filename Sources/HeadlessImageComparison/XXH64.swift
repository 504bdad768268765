import CXXHash

/// XXH64, Yann Collet's 64-bit non-cryptographic hash, computed by the xxHash
/// library (`libxxhash`): the same digest for the same bytes on every
/// platform, at several gigabytes per second.
package enum XXH64 {
    /// The digest of `bytes` with `seed`.
    package static func hash(_ bytes: UnsafeRawBufferPointer, seed: UInt64 = 0) -> UInt64 {
        CXXHash.XXH64(bytes.baseAddress, bytes.count, seed)
    }
}
