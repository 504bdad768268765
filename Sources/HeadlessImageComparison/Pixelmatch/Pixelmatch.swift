import HeadlessRaster

/// pixelmatch's pixel-level image comparison, reproduced exactly: the same counts
/// and the same diff images as the JavaScript library, version 7.2 with
/// ``PixelmatchOptions/Blend/checkerboard`` blending and version 6 with
/// ``PixelmatchOptions/Blend/white``.
///
/// pixelmatch works on straight (un-premultiplied) RGBA samples: compare images
/// decoded with ``StraightRGBAImage``, not premultiplied bitmaps.
package enum Pixelmatch {
    /// Counts the pixels of `first` and `second` that differ.
    ///
    /// - Parameters:
    ///   - first: Straight-alpha pixels, packed like `Bitmap` pixels (bytes red,
    ///     green, blue, alpha in memory), `width * height` of them, row by row.
    ///   - second: The pixels to compare with, as many.
    ///   - width: The images' width.
    ///   - height: The images' height.
    ///   - options: pixelmatch's options.
    ///   - includingDiff: Whether to paint the diff image as well.
    /// - Throws: ``PixelmatchError/pixelCountMismatch(expected:first:second:)``
    ///   when a buffer does not hold `width * height` pixels.
    package static func count(
        _ first: [UInt32], _ second: [UInt32], width: Int, height: Int,
        options: PixelmatchOptions = PixelmatchOptions(), includingDiff: Bool = false
    ) throws(PixelmatchError) -> PixelmatchResult {
        let (expected, overflow) = width.multipliedReportingOverflow(by: height)
        guard width >= 0, height >= 0, !overflow, first.count == expected, second.count == expected else {
            throw .pixelCountMismatch(expected: overflow ? Int.max : max(expected, 0), first: first.count, second: second.count)
        }
        var diff = includingDiff ? [UInt32](repeating: 0, count: expected) : nil
        let mismatched = first.withUnsafeBufferPointer { a in
            second.withUnsafeBufferPointer { b in
                switch options.blend {
                case .checkerboard: scan(CheckerboardBlending.self, a, b, width: width, height: height, options: options, diff: &diff)
                case .white: scan(WhiteBlending.self, a, b, width: width, height: height, options: options, diff: &diff)
                }
            }
        }
        return PixelmatchResult(
            mismatched: mismatched,
            diff: diff.map { pixels in
                do { return try Bitmap(width: width, height: height, pixels: pixels) } catch { preconditionFailure("\(error)") }
            })
    }

    /// Counts the pixels of two decoded images that differ, as ``count(_:_:width:height:options:includingDiff:)`` does.
    ///
    /// - Throws: ``PixelmatchError/sizeMismatch(firstWidth:firstHeight:secondWidth:secondHeight:)``
    ///   when the images differ in size.
    package static func compare(
        _ first: StraightRGBAImage, _ second: StraightRGBAImage,
        options: PixelmatchOptions = PixelmatchOptions(), includingDiff: Bool = false
    ) throws(PixelmatchError) -> PixelmatchResult {
        guard first.width == second.width, first.height == second.height else {
            throw .sizeMismatch(firstWidth: first.width, firstHeight: first.height, secondWidth: second.width, secondHeight: second.height)
        }
        return try count(
            first.pixels, second.pixels, width: first.width, height: first.height,
            options: options, includingDiff: includingDiff)
    }

    /// Runs ``PixelmatchScan`` with `blending` over the diff buffer, if any.
    private static func scan<Blending: YIQBlending>(
        _ blending: Blending.Type, _ a: UnsafeBufferPointer<UInt32>, _ b: UnsafeBufferPointer<UInt32>,
        width: Int, height: Int, options: PixelmatchOptions, diff: inout [UInt32]?
    ) -> Int {
        let scan = PixelmatchScan<Blending>(first: a, second: b, width: width, height: height, options: options)
        guard diff != nil else { return scan.run(diff: nil) }
        return diff!.withUnsafeMutableBufferPointer { scan.run(diff: $0) }
    }
}
