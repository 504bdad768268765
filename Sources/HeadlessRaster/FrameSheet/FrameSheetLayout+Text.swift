/// The layout as the text of a PNG chunk.
extension FrameSheetLayout {
    /// The chunk text: `count=N columns=N width=N height=N fps=N`, decimal, in that order.
    public var textChunkValue: String {
        "count=\(frameCount) columns=\(columns) width=\(frameWidth) height=\(frameHeight) fps=\(framesPerSecond)"
    }

    /// The text chunks to write with the sheet, such as to ``Bitmap/writePNG(to:textChunks:)``.
    public var textChunks: [String: String] { [FrameSheetLayout.textChunkKeyword: textChunkValue] }

    /// Reads a layout from the text ``textChunkValue`` writes: the five fields
    /// each once, in any order, separated by single spaces, with decimal values.
    ///
    /// - Throws: ``FrameSheetError/malformedText(_:)`` for text of another
    ///   form, ``FrameSheetError/invalidLayout(_:)`` for values out of range.
    public init(textChunkValue text: String) throws(FrameSheetError) {
        var fields: [String: Int] = [:]
        for pair in text.split(separator: " ", omittingEmptySubsequences: false) {
            let parts = pair.split(separator: "=", omittingEmptySubsequences: false)
            guard parts.count == 2, (1...9).contains(parts[1].count), parts[1].allSatisfy({ ("0"..."9").contains($0) }),
                let value = Int(parts[1]), fields.updateValue(value, forKey: String(parts[0])) == nil
            else { throw .malformedText(text) }
        }
        guard Set(fields.keys) == ["count", "columns", "width", "height", "fps"],
            let count = fields["count"], let columns = fields["columns"], let width = fields["width"],
            let height = fields["height"], let fps = fields["fps"]
        else { throw .malformedText(text) }
        try self.init(frameCount: count, frameWidth: width, frameHeight: height, columns: columns, framesPerSecond: fps)
    }

    /// Reads the layout from a PNG's text chunks by keyword, as a snapshot
    /// report reads them; nil when there is no `Frames` chunk.
    ///
    /// - Throws: The errors of ``init(textChunkValue:)`` for a `Frames` chunk that does not parse.
    public init?(textChunks: [String: String]) throws(FrameSheetError) {
        guard let text = textChunks[FrameSheetLayout.textChunkKeyword] else { return nil }
        try self.init(textChunkValue: text)
    }
}
