/// The hash functions a reference stamp may name for its digests.
package enum DigestAlgorithm: String, Sendable, Hashable, CaseIterable {
    /// ``XXH3``: what stamps are written with.
    case xxh3
    /// ``XXH64``: what stamps written by earlier versions carry; still read.
    case xxh64

    /// The digest of `bytes` with `seed`.
    package func hash(_ bytes: UnsafeRawBufferPointer, seed: UInt64 = 0) -> UInt64 {
        switch self {
        case .xxh3: XXH3.hash(bytes, seed: seed)
        case .xxh64: XXH64.hash(bytes, seed: seed)
        }
    }
}
