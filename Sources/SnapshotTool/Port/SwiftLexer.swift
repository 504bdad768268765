/// Splits Swift source text into ``SwiftToken``s, skipping whitespace and
/// comments (`//`, nested `/* */`). A string literal is one token, whether
/// single-line, multi-line (`"""`) or raw (`#"…"#`), with its
/// interpolations, which are read only to find where the literal ends.
/// Regular expression literals (`/…/`) are not recognised.
struct SwiftLexer {
    /// The UTF-8 text.
    private let bytes: [UInt8]
    /// The next byte to read.
    private var position = 0
    /// The zero-based line of `position`.
    private var line = 0

    /// The tokens of `bytes`, in order.
    static func tokens(of bytes: [UInt8]) -> [SwiftToken] {
        var lexer = SwiftLexer(bytes: bytes)
        var tokens: [SwiftToken] = []
        while let token = lexer.next() { tokens.append(token) }
        return tokens
    }

    /// A lexer at the start of `bytes`.
    private init(bytes: [UInt8]) { self.bytes = bytes }

    /// The next token, or nil at the end of the text.
    private mutating func next() -> SwiftToken? {
        skipTrivia()
        guard let byte = peek() else { return nil }
        let start = position, startLine = line
        let kind: SwiftToken.Kind
        if let hashes = stringOpening() {
            scanString(hashes: hashes)
            kind = .string
        } else if byte == UInt8(ascii: "@") || byte == UInt8(ascii: "#"), let after = peek(1), Self.isIdentifier(after) {
            advance()
            scanIdentifier()
            kind = byte == UInt8(ascii: "@") ? .attribute : .pound
        } else if byte == UInt8(ascii: "`") {
            advance()
            while let inside = peek(), inside != UInt8(ascii: "\n") {
                advance()
                if inside == UInt8(ascii: "`") { break }
            }
            kind = .word
        } else if Self.isIdentifier(byte) {
            scanIdentifier()
            kind = .word
        } else {
            advance()
            kind = .symbol
        }
        return SwiftToken(kind: kind, range: start..<position, line: startLine, endLine: line)
    }

    /// Skips whitespace and comments.
    private mutating func skipTrivia() {
        while let byte = peek() {
            if byte == UInt8(ascii: " ") || (9...13).contains(byte) {
                advance()
            } else if byte == UInt8(ascii: "/"), peek(1) == UInt8(ascii: "/") {
                while let inside = peek(), inside != UInt8(ascii: "\n") { advance() }
            } else if byte == UInt8(ascii: "/"), peek(1) == UInt8(ascii: "*") {
                skipBlockComment()
            } else {
                return
            }
        }
    }

    /// Skips a block comment and the comments nested in it.
    private mutating func skipBlockComment() {
        var depth = 0
        while peek() != nil {
            if matches("/*") {
                depth += 1
                advance(2)
            } else if matches("*/") {
                depth -= 1
                advance(2)
                if depth == 0 { return }
            } else {
                advance()
            }
        }
    }

    /// The number of `#` before a string literal's opening quote at `position`, or nil when none starts here.
    private func stringOpening() -> Int? {
        var hashes = 0
        while peek(hashes) == UInt8(ascii: "#") { hashes += 1 }
        return peek(hashes) == UInt8(ascii: "\"") ? hashes : nil
    }

    /// Reads a string literal opened with `hashes` pound signs, up to its
    /// closing delimiter (a single-line literal left open ends at the line's end).
    private mutating func scanString(hashes: Int) {
        advance(hashes)
        let multiline = matches("\"\"\"")
        advance(multiline ? 3 : 1)
        let pounds = String(repeating: "#", count: hashes)
        let closing = (multiline ? "\"\"\"" : "\"") + pounds, escape = "\\" + pounds
        while let byte = peek() {
            if matches(escape) {
                advance(1 + hashes)
                if peek() == UInt8(ascii: "(") {
                    advance()
                    skipInterpolation()
                } else if let escaped = peek(), multiline || escaped != UInt8(ascii: "\n") {
                    advance()
                }
            } else if matches(closing) {
                advance(closing.utf8.count)
                return
            } else if byte == UInt8(ascii: "\n"), !multiline {
                return
            } else {
                advance()
            }
        }
    }

    /// Reads the code of an interpolation, after its `(`, up to its closing `)`.
    private mutating func skipInterpolation() {
        var depth = 1
        while depth > 0, let token = next() {
            guard token.kind == .symbol else { continue }
            if bytes[token.range.lowerBound] == UInt8(ascii: "(") { depth += 1 }
            if bytes[token.range.lowerBound] == UInt8(ascii: ")") { depth -= 1 }
        }
    }

    /// Reads the identifier characters at `position`.
    private mutating func scanIdentifier() {
        while let byte = peek(), Self.isIdentifier(byte) { advance() }
    }

    /// Whether `byte` can be part of an identifier: ASCII letters, digits,
    /// `_`, `$`, and every byte of a non-ASCII character.
    private static func isIdentifier(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
            UInt8(ascii: "_"), UInt8(ascii: "$"), 0x80...:
            return true
        default: return false
        }
    }

    /// The byte `offset` bytes after `position`, or nil past the end.
    private func peek(_ offset: Int = 0) -> UInt8? {
        position + offset < bytes.count ? bytes[position + offset] : nil
    }

    /// Whether the bytes at `position` spell `text`.
    private func matches(_ text: String) -> Bool {
        text.utf8.enumerated().allSatisfy { peek($0.offset) == $0.element }
    }

    /// Moves `count` bytes on (not past the end), counting lines.
    private mutating func advance(_ count: Int = 1) {
        for _ in 0..<count where position < bytes.count {
            if bytes[position] == UInt8(ascii: "\n") { line += 1 }
            position += 1
        }
    }
}
