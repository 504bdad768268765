/// A hash table keyed by object identity, for the solver's per-constraint and per-variable look-ups.
///
/// `Dictionary` hashes every key with the seeded SipHash of `Hasher`, which dominated the cost of
/// adding a constraint; here a key's address is spread by one multiplication (Fibonacci hashing)
/// into a bucket array probed linearly, and keys and values sit in dense arrays the buckets point
/// into. The table holds its keys strongly, so an address cannot be reused by a new object while
/// its entry exists. Addresses only decide where entries sit, never what a look-up returns, and the
/// table cannot be iterated, so nothing observable depends on them.
struct IdentityTable<Key: AnyObject & Sendable, Value: Sendable>: Sendable {
    /// One bucket: the address of a key and the position of its entry, or an empty bucket.
    private struct Bucket: Sendable {
        /// The key's address, or 0 for an empty bucket.
        var address: UInt
        /// The index of the entry in `keys` and `values`.
        var entry: Int

        /// A bucket holding nothing.
        static var empty: Bucket { Bucket(address: 0, entry: 0) }
    }

    /// The probe table; its count is a power of two and it is at most half full.
    private var buckets: [Bucket] = []
    /// The stored keys, densely; held to keep them alive.
    private var keys: [Key] = []
    /// The value of each key in `keys`, at the same index.
    private var values: [Value] = []
    /// `64 - log2(buckets.count)`: the shift that turns a hash into a bucket index.
    private var shift = 64

    /// The value stored for `key`, or nil; assigning nil removes the entry.
    subscript(key: Key) -> Value? {
        get {
            bucket(of: key).map { values[buckets[$0].entry] }
        }
        set {
            guard let newValue else {
                removeValue(forKey: key)
                return
            }
            if let bucket = bucket(of: key) {
                values[buckets[bucket].entry] = newValue
            } else {
                insertNew(key, newValue)
            }
        }
    }

    /// Whether `key` has an entry (a look-up that does not copy the value).
    func contains(_ key: Key) -> Bool {
        bucket(of: key) != nil
    }

    /// Removes the entry of `key` and returns its value, or returns nil when there is none.
    @discardableResult
    mutating func removeValue(forKey key: Key) -> Value? {
        guard let bucket = bucket(of: key) else { return nil }
        let entry = buckets[bucket].entry
        clear(bucket)
        let last = keys.count - 1
        if entry != last, let moved = self.bucket(of: keys[last]) {
            keys.swapAt(entry, last)
            values.swapAt(entry, last)
            buckets[moved].entry = entry
        }
        keys.removeLast()
        return values.removeLast()
    }

    /// The address that identifies `key` (never 0 for a live object).
    private static func address(of key: Key) -> UInt {
        UInt(bitPattern: ObjectIdentifier(key))
    }

    /// The bucket where probing for `address` starts.
    private func homeBucket(of address: UInt) -> Int {
        Int(truncatingIfNeeded: (address &* 0x9E37_79B9_7F4A_7C15) >> UInt(shift))
    }

    /// The bucket holding `key`, or nil when the key is absent.
    private func bucket(of key: Key) -> Int? {
        guard !keys.isEmpty else { return nil }
        let address = Self.address(of: key)
        let mask = buckets.count - 1
        var bucket = homeBucket(of: address)
        while buckets[bucket].address != 0 {
            if buckets[bucket].address == address {
                return bucket
            }
            bucket = (bucket + 1) & mask
        }
        return nil
    }

    /// Empties `bucket` with backward-shift deletion: later entries of the probe run move into the
    /// hole when their home bucket does not lie between the hole and their current bucket, so every
    /// probe run stays unbroken.
    private mutating func clear(_ bucket: Int) {
        let mask = buckets.count - 1
        var hole = bucket
        var next = (hole + 1) & mask
        while buckets[next].address != 0 {
            let home = homeBucket(of: buckets[next].address)
            if (next &- home) & mask >= (next &- hole) & mask {
                buckets[hole] = buckets[next]
                hole = next
            }
            next = (next + 1) & mask
        }
        buckets[hole] = .empty
    }

    /// Stores an entry for an absent key, growing the table to keep it at most half full.
    private mutating func insertNew(_ key: Key, _ value: Value) {
        keys.append(key)
        values.append(value)
        if 2 * keys.count > buckets.count {
            rebuildBuckets(count: max(16, 2 * buckets.count))
        } else {
            placeInBucket(entry: keys.count - 1)
        }
    }

    /// Points the first free bucket of the probe run of `keys[entry]` at that entry.
    private mutating func placeInBucket(entry: Int) {
        let address = Self.address(of: keys[entry])
        let mask = buckets.count - 1
        var bucket = homeBucket(of: address)
        while buckets[bucket].address != 0 {
            bucket = (bucket + 1) & mask
        }
        buckets[bucket] = Bucket(address: address, entry: entry)
    }

    /// Replaces the buckets by `count` (a power of two) buckets pointing at every entry.
    private mutating func rebuildBuckets(count: Int) {
        buckets = Array(repeating: .empty, count: count)
        shift = 64 - count.trailingZeroBitCount
        for entry in keys.indices {
            placeInBucket(entry: entry)
        }
    }
}
