import CXXHash

/// XXH3 (64-bit), the xxHash library's newer hash (`libxxhash`): the same
/// digest for the same bytes on every platform, computed with the widest
/// vector instructions the processor has (on x86-64, chosen at run time), a
/// few times faster than ``XXH64`` on large inputs.
package enum XXH3 {
    /// The digest of `bytes` with `seed`.
    package static func hash(_ bytes: UnsafeRawBufferPointer, seed: UInt64 = 0) -> UInt64 {
        cxxhash_xxh3(bytes.baseAddress, bytes.count, seed)
    }
}
