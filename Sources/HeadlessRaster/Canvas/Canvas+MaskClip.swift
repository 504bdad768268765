import HeadlessGeometry

extension Canvas {
    /// Narrows the clip to `mask` drawn into `rect` (user space, under the
    /// current transform, its first row at the top of the rectangle):
    /// inside the rectangle each point keeps the share of drawing the mask's
    /// value there gives, sampled bilinearly; outside it nothing shows. The
    /// value is a pixel's alpha when the mask has any transparent pixel, else
    /// its luminance (a grey image: white shows, black hides), as Core
    /// Graphics reads a greyscale mask. An empty mask or rectangle clips everything.
    public func clip(to rect: Rect, mask: Bitmap) {
        record { $0.clip(to: rect, mask: mask) }
        let outline = PathFlattener.flatten(Path(rect: rect).applying(state.transform), tolerance: Canvas.curveTolerance)
        let imageToUser = AffineTransform(
            scaleX: rect.width / Double(max(mask.width, 1)), y: rect.height / Double(max(mask.height, 1))
        ).concatenating(AffineTransform(translationX: rect.x, y: rect.y))
        guard !mask.isEmpty, rect.isFinite, rect.width != 0, rect.height != 0,
            let imageFromDevice = imageToUser.concatenating(state.transform).inverted(),
            let region = Canvas.region(of: outline, within: state.clipRegion.intersection(bounds))
        else {
            clip(to: Path())
            return
        }
        state.clipRegion = region
        // A recording canvas tracks the clip's region only; the mask is made when the drawing renders.
        guard !isRecording else { return }
        var coverage = accumulator.mask(of: outline, in: region, rule: .nonZero)
        let shader = ImageShader(image: mask.asCoverage, imageFromDevice: imageFromDevice, sampling: .bilinear, alpha: 255)
        var row = [UInt32](repeating: 0, count: region.width)
        row.withUnsafeMutableBufferPointer { row in
            for y in region.y0..<region.y1 {
                shader.shade(y: y, x: region.x0, count: region.width, into: row.baseAddress!)
                let start = (y - region.y0) * region.width
                for i in 0..<region.width {
                    coverage[start + i] = UInt8(PixelMath.mul(UInt32(coverage[start + i]), row[i] >> 24))
                }
            }
        }
        let clip = ClipMask(region: region, coverage: coverage)
        state.clipMask = state.clipMask.map { $0.intersection(clip) } ?? clip
    }
}

extension Bitmap {
    /// The image as coverage in its alpha channel (premultiplied white): its
    /// alpha when any pixel is not opaque, else its luminance (Rec. 709 weights).
    fileprivate var asCoverage: Bitmap {
        let usesAlpha = pixels.contains { $0 >> 24 != 255 }
        var coverage = self
        for i in coverage.pixels.indices {
            let p = pixels[i]
            let value: UInt32
            if usesAlpha {
                value = p >> 24
            } else {
                let r = Double(p & 0xFF), g = Double((p >> 8) & 0xFF), b = Double((p >> 16) & 0xFF)
                value = UInt32((0.2126 * r + 0.7152 * g + 0.0722 * b).rounded())
            }
            coverage.pixels[i] = value << 24 | value << 16 | value << 8 | value
        }
        return coverage
    }
}
