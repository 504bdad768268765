/// One token of Swift source text, as ``SwiftLexer`` splits it.
struct SwiftToken {
    /// What a token is, as far as `snapshot port` needs to know.
    enum Kind {
        /// An identifier or keyword (numbers too): `var`, `dynamic`, `setValue`, `` `default` ``.
        case word
        /// An attribute: `@objc`, `@IBOutlet` (its arguments are the tokens after it).
        case attribute
        /// A pound keyword: `#selector`, `#if`, `#endif`.
        case pound
        /// A whole string literal, interpolations included.
        case string
        /// Any other single byte: `(`, `.`, `=`, `{`.
        case symbol
    }

    /// What the token is.
    let kind: Kind
    /// Its bytes in the UTF-8 text.
    let range: Range<Int>
    /// The zero-based line of its first byte.
    let line: Int
    /// The zero-based line of its last byte (later than `line` for a multi-line string).
    let endLine: Int
}
