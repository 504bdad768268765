/// The layout of one `tEXt` or `iTXt` chunk.
enum PNGTextChunk {
    /// The keyword and text of a `tEXt` or uncompressed `iTXt` chunk body; nil
    /// for other chunks, compressed text and malformed bodies.
    static func parse(type: String, body: ArraySlice<UInt8>) -> (keyword: String, text: String)? {
        guard type == "tEXt" || type == "iTXt", let keywordEnd = body.firstIndex(of: 0) else { return nil }
        let keyword = latin1(body[..<keywordEnd])
        let rest = body[(keywordEnd + 1)...]
        if type == "tEXt" { return (keyword, latin1(rest)) }
        // iTXt: compression flag, compression method, language tag, translated keyword, UTF-8 text.
        guard rest.count >= 2, rest.first == 0 else { return nil }
        let tagged = rest.dropFirst(2)
        guard let languageEnd = tagged.firstIndex(of: 0),
            let translatedEnd = tagged[(languageEnd + 1)...].firstIndex(of: 0)
        else { return nil }
        return (keyword, String(decoding: tagged[(translatedEnd + 1)...], as: UTF8.self))
    }

    /// The encoded record holding `text` under `keyword`: `tEXt` for ASCII
    /// text, uncompressed `iTXt` (UTF-8) otherwise.
    static func record(keyword: String, text: String) throws(PNGError) -> [UInt8] {
        try validate(keyword: keyword, text: text)
        let keywordBytes = Array(keyword.utf8) + [0]
        if text.utf8.allSatisfy({ $0 < 0x80 }) {
            return PNGChunk.record(type: "tEXt", body: keywordBytes + Array(text.utf8))
        }
        // Uncompressed, no language tag, no translated keyword.
        return PNGChunk.record(type: "iTXt", body: keywordBytes + [0, 0, 0, 0] + Array(text.utf8))
    }

    /// Checks the PNG rules for keywords (1 to 79 printable characters, no
    /// leading, trailing or doubled spaces; this encoder allows ASCII only) and
    /// text (no NUL characters).
    private static func validate(keyword: String, text: String) throws(PNGError) {
        func invalid(_ reason: String) -> PNGError { .invalidTextChunk(keyword: keyword, reason: reason) }
        let bytes = Array(keyword.utf8)
        guard (1...79).contains(bytes.count) else { throw invalid("a keyword has 1 to 79 characters") }
        guard bytes.allSatisfy({ (0x20...0x7E).contains($0) }) else {
            throw invalid("a keyword holds printable ASCII characters only")
        }
        guard bytes.first != 0x20, bytes.last != 0x20, !keyword.contains("  ") else {
            throw invalid("a keyword has no leading, trailing or consecutive spaces")
        }
        guard !text.utf8.contains(0) else { throw invalid("the text contains a NUL character") }
    }

    /// Bytes read as ISO 8859-1, the encoding of `tEXt` chunks.
    private static func latin1(_ bytes: ArraySlice<UInt8>) -> String {
        String(String.UnicodeScalarView(bytes.map { Unicode.Scalar($0) }))
    }
}
