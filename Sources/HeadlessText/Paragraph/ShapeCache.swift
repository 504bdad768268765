import HeadlessLocking

/// Shaped paragraphs kept for reuse, so that text drawn every frame (labels,
/// list rows) is analysed and shaped once.
///
/// Results do not depend on whether they came from the cache. The cache is
/// bounded: long paragraphs are not kept, and it empties itself when full.
final class ShapeCache: Sendable {
    /// What a shaped paragraph depends on.
    struct Key: Hashable {
        let text: [UInt32]
        let face: FontFace
        let direction: WritingDirection
        let options: ShapingOptions
    }

    /// Paragraphs longer than this (in Unicode scalars) are shaped every time.
    static let maxParagraphLength = 4096
    /// The number of paragraphs kept before the cache starts over.
    static let capacity = 2048

    private let entries = SanitizerVisibleMutex<[Key: ShapedParagraph]>([:])

    /// The shaped paragraph for `key`, shaped with `make` when not cached.
    func paragraph(for key: Key, make: () -> ShapedParagraph) -> ShapedParagraph {
        guard key.text.count <= ShapeCache.maxParagraphLength else { return make() }
        if let cached = entries.withLock({ $0[key] }) { return cached }
        let paragraph = make()
        entries.withLock { entries in
            if entries.count >= ShapeCache.capacity { entries.removeAll(keepingCapacity: true) }
            entries[key] = paragraph
        }
        return paragraph
    }

    /// Forgets every cached paragraph.
    func removeAll() {
        entries.withLock { $0.removeAll() }
    }
}
