extension Bitmap {
    /// The bitmap resized to `width` x `height` pixels by area averaging: each
    /// new pixel is the mean of the old pixels it covers, weighted by how much
    /// of each it covers (a box filter), in integer arithmetic, so the result
    /// is the same on every machine. Premultiplied pixels average correctly.
    /// An empty size, or an empty bitmap, gives an empty bitmap.
    public func resampled(width newWidth: Int, height newHeight: Int) throws(BitmapError) -> Bitmap {
        try Bitmap.validate(width: newWidth, height: newHeight)
        guard !isEmpty, newWidth > 0, newHeight > 0 else { return try Bitmap(width: 0, height: 0) }
        // Horizontal pass: sums of channel x overlap, in units of 1/newWidth source pixel; no rounding yet.
        let columns = Bitmap.overlaps(from: width, to: newWidth)
        let rows = Bitmap.overlaps(from: height, to: newHeight)
        var horizontal = [Int](repeating: 0, count: newWidth * height * 4)
        for y in 0..<height {
            for x in 0..<newWidth {
                var sums = (0, 0, 0, 0)
                for (source, weight) in columns[x] {
                    let p = pixels[y * width + source]
                    sums.0 += Int(p & 0xFF) * weight
                    sums.1 += Int(p >> 8 & 0xFF) * weight
                    sums.2 += Int(p >> 16 & 0xFF) * weight
                    sums.3 += Int(p >> 24) * weight
                }
                let base = (y * newWidth + x) * 4
                (horizontal[base], horizontal[base + 1], horizontal[base + 2], horizontal[base + 3]) = sums
            }
        }
        // Vertical pass, then one rounded division by the whole weight (width x height).
        let total = width * height
        var result = [UInt32](repeating: 0, count: newWidth * newHeight)
        for y in 0..<newHeight {
            for x in 0..<newWidth {
                var sums = (0, 0, 0, 0)
                for (source, weight) in rows[y] {
                    let base = (source * newWidth + x) * 4
                    sums.0 += horizontal[base] * weight
                    sums.1 += horizontal[base + 1] * weight
                    sums.2 += horizontal[base + 2] * weight
                    sums.3 += horizontal[base + 3] * weight
                }
                func channel(_ sum: Int) -> UInt32 { UInt32((sum + total / 2) / total) }
                result[y * newWidth + x] =
                    channel(sums.0) | channel(sums.1) << 8 | channel(sums.2) << 16
                    | channel(sums.3) << 24
            }
        }
        return try Bitmap(width: newWidth, height: newHeight, pixels: result)
    }

    /// For each of `newCount` cells, the old cells it overlaps and by how much:
    /// new cell `i` spans `[i * oldCount, (i + 1) * oldCount)` and old cell `j`
    /// spans `[j * newCount, (j + 1) * newCount)`, so the weights of one new
    /// cell add up to `oldCount`.
    private static func overlaps(from oldCount: Int, to newCount: Int) -> [[(Int, Int)]] {
        (0..<newCount).map { i in
            let start = i * oldCount, end = (i + 1) * oldCount
            return (start / newCount...((end - 1) / newCount)).compactMap { j in
                let overlap = min(end, (j + 1) * newCount) - max(start, j * newCount)
                return overlap > 0 ? (j, overlap) : nil
            }
        }
    }
}
