/// How a strip of equally sized frames lies on one sheet: a grid filled row
/// by row from the top left, with the frame rate the frames play at.
///
/// The layout travels with the sheet's PNG in one text chunk, keyword
/// ``textChunkKeyword`` (`Frames`), text like
/// `count=11 columns=4 width=200 height=200 fps=10` (see ``textChunkValue``).
public struct FrameSheetLayout: Sendable, Equatable {
    /// The keyword of the PNG text chunk that holds the layout.
    public static let textChunkKeyword = "Frames"

    /// The number of frames, at least 1.
    public let frameCount: Int
    /// The width of one frame in pixels.
    public let frameWidth: Int
    /// The height of one frame in pixels.
    public let frameHeight: Int
    /// The frames per row, 1 to ``frameCount``.
    public let columns: Int
    /// The rate the frames play at.
    public let framesPerSecond: Int

    /// Checks and stores a layout; `columns` defaults to the square root of
    /// the frame count, rounded up.
    ///
    /// - Throws: ``FrameSheetError/invalidLayout(_:)`` when a value is out of
    ///   range or the sheet would exceed ``Bitmap/maxPixelCount`` pixels.
    public init(
        frameCount: Int, frameWidth: Int, frameHeight: Int, columns: Int? = nil, framesPerSecond: Int
    ) throws(FrameSheetError) {
        guard frameCount >= 1 else { throw .invalidLayout("a sheet needs at least one frame, not \(frameCount)") }
        guard frameWidth >= 1, frameHeight >= 1 else {
            throw .invalidLayout("a \(frameWidth)x\(frameHeight) frame has no pixels")
        }
        let columns = columns ?? FrameSheetLayout.defaultColumns(for: frameCount)
        guard (1...frameCount).contains(columns) else {
            throw .invalidLayout("\(columns) columns is outside 1 to \(frameCount), the frame count")
        }
        guard framesPerSecond >= 1 else { throw .invalidLayout("\(framesPerSecond) frames per second is below 1") }
        let rows = (frameCount + columns - 1) / columns
        let (width, widthOverflow) = frameWidth.multipliedReportingOverflow(by: columns)
        let (height, heightOverflow) = frameHeight.multipliedReportingOverflow(by: rows)
        let (pixels, overflow) = width.multipliedReportingOverflow(by: height)
        guard !widthOverflow, !heightOverflow, !overflow, pixels <= Bitmap.maxPixelCount else {
            throw .invalidLayout("a sheet of \(columns)x\(rows) frames of \(frameWidth)x\(frameHeight) is too large")
        }
        self.frameCount = frameCount
        self.frameWidth = frameWidth
        self.frameHeight = frameHeight
        self.columns = columns
        self.framesPerSecond = framesPerSecond
    }

    /// The number of rows of frames; the last may be partly empty.
    public var rows: Int { (frameCount + columns - 1) / columns }
    /// The sheet's width in pixels.
    public var sheetWidth: Int { frameWidth * columns }
    /// The sheet's height in pixels.
    public var sheetHeight: Int { frameHeight * rows }

    /// Where frame `index` starts on the sheet, in pixels from the top left.
    public func origin(ofFrame index: Int) -> (x: Int, y: Int) {
        (index % columns * frameWidth, index / columns * frameHeight)
    }

    /// The smallest column count whose square holds `count` frames.
    static func defaultColumns(for count: Int) -> Int {
        var columns = 1
        while columns * columns < count { columns += 1 }
        return columns
    }
}
