extension Bitmap {
    /// A `width` x `height` bitmap covered by copies of this one from its
    /// top-left corner, the last ones cut; nil when this one is empty or the
    /// size is not positive or too large.
    public func tiled(width: Int, height: Int) -> Bitmap? {
        guard !isEmpty, width > 0, height > 0, (try? Bitmap.validate(width: width, height: height)) != nil else { return nil }
        if width == self.width && height == self.height { return self }
        var pixels = [UInt32](repeating: 0, count: width * height)
        for y in 0..<height {
            let source = (y % self.height) * self.width
            for x in 0..<width { pixels[y * width + x] = self.pixels[source + x % self.width] }
        }
        return try? Bitmap(width: width, height: height, pixels: pixels)
    }
}
