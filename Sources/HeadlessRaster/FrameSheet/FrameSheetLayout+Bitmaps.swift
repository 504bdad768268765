/// Putting frames on a sheet and taking them off again.
extension FrameSheetLayout {
    /// The layout of `frames` at their size, with `columns` per row (by
    /// default the square root of the count, rounded up).
    ///
    /// - Throws: ``FrameSheetError/invalidLayout(_:)`` without frames or for an
    ///   invalid value, ``FrameSheetError/frameSizeMismatch(index:width:height:)``
    ///   when a frame's size differs from the first's.
    public init(frames: [Bitmap], columns: Int? = nil, framesPerSecond: Int) throws(FrameSheetError) {
        guard let first = frames.first else { throw .invalidLayout("a sheet needs at least one frame, not 0") }
        if let other = frames.firstIndex(where: { $0.width != first.width || $0.height != first.height }) {
            throw .frameSizeMismatch(index: other, width: frames[other].width, height: frames[other].height)
        }
        try self.init(
            frameCount: frames.count, frameWidth: first.width, frameHeight: first.height, columns: columns,
            framesPerSecond: framesPerSecond)
    }

    /// One bitmap of ``sheetWidth`` by ``sheetHeight`` pixels with `frames` in
    /// the grid, row by row; grid cells without a frame are transparent.
    ///
    /// - Throws: ``FrameSheetError/frameCountMismatch(expected:actual:)`` or
    ///   ``FrameSheetError/frameSizeMismatch(index:width:height:)`` when the
    ///   frames do not match the layout.
    public func sheet(of frames: [Bitmap]) throws(FrameSheetError) -> Bitmap {
        guard frames.count == frameCount else { throw .frameCountMismatch(expected: frameCount, actual: frames.count) }
        var pixels = [UInt32](repeating: 0, count: sheetWidth * sheetHeight)
        for (index, frame) in frames.enumerated() {
            guard frame.width == frameWidth, frame.height == frameHeight else {
                throw .frameSizeMismatch(index: index, width: frame.width, height: frame.height)
            }
            let (x, y) = origin(ofFrame: index)
            for row in 0..<frameHeight {
                let start = (y + row) * sheetWidth + x
                pixels.replaceSubrange(
                    start..<(start + frameWidth), with: frame.pixels[(row * frameWidth)..<((row + 1) * frameWidth)])
            }
        }
        do { return try Bitmap(width: sheetWidth, height: sheetHeight, pixels: pixels) } catch {
            preconditionFailure("the layout checked the sheet size: \(error)")
        }
    }

    /// The frames of `sheet`, cut out in order.
    ///
    /// - Throws: ``FrameSheetError/sheetSizeMismatch(expectedWidth:expectedHeight:width:height:)``
    ///   when the sheet's size is not the layout's.
    public func frames(of sheet: Bitmap) throws(FrameSheetError) -> [Bitmap] {
        guard sheet.width == sheetWidth, sheet.height == sheetHeight else {
            throw .sheetSizeMismatch(
                expectedWidth: sheetWidth, expectedHeight: sheetHeight, width: sheet.width, height: sheet.height)
        }
        return (0..<frameCount).map { index in
            let (x, y) = origin(ofFrame: index)
            guard let frame = sheet.cropped(x: x, y: y, width: frameWidth, height: frameHeight) else {
                preconditionFailure("frame \(index) lies inside the sheet")
            }
            return frame
        }
    }
}

/// Comparing two sheets frame by frame.
extension FrameSheetLayout {
    /// The indices of the frames whose pixels differ at all between two
    /// sheets of this layout, such as a reference and a new snapshot.
    ///
    /// - Throws: ``FrameSheetError/sheetSizeMismatch(expectedWidth:expectedHeight:width:height:)``
    ///   when either sheet's size is not the layout's.
    public func differingFrames(between reference: Bitmap, and actual: Bitmap) throws(FrameSheetError) -> [Int] {
        let pairs = zip(try frames(of: reference), try frames(of: actual))
        return pairs.enumerated().compactMap { index, pair in pair.0 == pair.1 ? nil : index }
    }
}
