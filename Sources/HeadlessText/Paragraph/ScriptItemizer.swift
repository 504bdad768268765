/// A stretch of a paragraph with one embedding level and one script: the
/// unit HarfBuzz shapes in one go.
struct TextItem {
    let range: Range<Int>
    let level: UInt8
    let script: Script
    /// Whether the item is emoji in emoji presentation (see ``EmojiSequences``).
    let isEmoji: Bool
}

/// Splits a paragraph into items where the bidi level, the script or emoji presentation changes.
enum ScriptItemizer {
    /// The paragraph's items in logical order. Common and inherited
    /// characters (spaces, punctuation, digits, combining marks) take the
    /// script before them, or the first real script when they lead.
    static func items(of text: UnsafeBufferPointer<UInt32>, levels: [UInt8]) -> [TextItem] {
        guard !text.isEmpty else { return [] }
        let scripts = resolvedScripts(text)
        let emoji = EmojiSequences.flags(text)
        let markBreaks = longMarkRunBreaks(text)
        var items: [TextItem] = []
        var start = 0
        for index in 1...text.count
        where index == text.count || markBreaks.contains(index)
            || levels[index] != levels[start] || scripts[index] != scripts[start] || emoji[index] != emoji[start]
        {
            items.append(TextItem(range: start..<index, level: levels[start], script: scripts[start], isEmoji: emoji[start]))
            start = index
        }
        return items
    }

    /// The most combining marks shaped with their base in one piece: more than
    /// twice Unicode's stream-safe limit of 30, more than any real text stacks.
    /// HarfBuzz looks back over every earlier mark to attach each one, so a
    /// longer run is cut into pieces of this many, and shaping stays linear.
    static let maxMarksPerItem = 64

    /// Where runs of more than ``maxMarksPerItem`` combining marks are cut.
    private static func longMarkRunBreaks(_ text: UnsafeBufferPointer<UInt32>) -> Set<Int> {
        var breaks = Set<Int>()
        var run = 0
        for (index, value) in text.enumerated() {
            let isMark = Unicode.Scalar(value).map { $0.properties.canonicalCombiningClass != .notReordered } ?? false
            run = isMark ? run + 1 : 0
            if run > maxMarksPerItem {
                breaks.insert(index)
                run = 1
            }
        }
        return breaks
    }

    private static func resolvedScripts(_ text: UnsafeBufferPointer<UInt32>) -> [Script] {
        var scripts = text.map { Unicode.Scalar($0).map(Script.of) ?? .unknown }
        var current: Script?
        var leading = 0
        for index in scripts.indices {
            if scripts[index].isShared {
                if let current { scripts[index] = current } else { leading += 1 }
            } else {
                current = scripts[index]
            }
        }
        let first = scripts[leading...].first ?? .common
        for index in 0..<leading { scripts[index] = first }
        return scripts
    }
}
