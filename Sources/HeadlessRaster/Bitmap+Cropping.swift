/// Parts of a bitmap.
extension Bitmap {
    /// The pixels of the columns `x..<x+width` and rows `y..<y+height`, cut
    /// to the bitmap's own; nil when nothing of the bitmap is inside.
    public func cropped(x: Int, y: Int, width: Int, height: Int) -> Bitmap? {
        let x0 = max(x, 0), y0 = max(y, 0)
        let x1 = min(x.addingReportingOverflow(width).partialValue, self.width)
        let y1 = min(y.addingReportingOverflow(height).partialValue, self.height)
        guard x1 > x0, y1 > y0 else { return nil }
        if x0 == 0, y0 == 0, x1 == self.width, y1 == self.height { return self }
        var rows = [UInt32]()
        rows.reserveCapacity((x1 - x0) * (y1 - y0))
        for row in y0..<y1 { rows += pixels[(row * self.width + x0)..<(row * self.width + x1)] }
        return try? Bitmap(width: x1 - x0, height: y1 - y0, pixels: rows)
    }
}
