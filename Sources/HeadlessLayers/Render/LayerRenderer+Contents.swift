import HeadlessGeometry
import HeadlessRaster

/// A layer's contents image: the part ``Layer/contentsRect`` shows, placed
/// by ``Layer/contentsGravity`` and stretched (or tiled) around ``Layer/contentsCenter``.
extension LayerRenderer {
    func drawContents(_ image: Bitmap, of layer: Layer) {
        let scale = layer.contentsScale > 0 && layer.contentsScale.isFinite ? layer.contentsScale : 1
        guard let shown = Self.pixels(of: image, in: layer.contentsRect) else { return }
        let size = Size(width: Double(shown.width) / scale, height: Double(shown.height) / scale)
        let destination = layer.contentsGravity.rect(for: size, in: layer.bounds)
        let center = layer.contentsCenter.standardized
        guard center.isFinite, center != Layer.unitRect || layer.tilesContentsCenter, center.width >= 0, center.height >= 0
        else {
            canvas.draw(shown, in: destination)
            return
        }
        let t = canvas.transform
        let isAxisAligned = t.b == 0 && t.c == 0
        let columns = slices(
            pixels: shown.width, center: (center.minX, center.maxX), from: destination.minX, to: destination.maxX, scale: scale,
            device: isAxisAligned ? (t.a, t.tx) : nil)
        let rows = slices(
            pixels: shown.height, center: (center.minY, center.maxY), from: destination.minY, to: destination.maxY, scale: scale,
            device: isAxisAligned ? (t.d, t.ty) : nil)
        for row in rows {
            for column in columns {
                guard
                    let part = shown.cropped(
                        x: column.pixels.lowerBound, y: row.pixels.lowerBound,
                        width: column.pixels.count, height: row.pixels.count)
                else { continue }
                let rect = Rect(x: column.start, y: row.start, width: column.end - column.start, height: row.end - row.start)
                let tiled =
                    layer.tilesContentsCenter
                    ? part.tiled(
                        width: column.isMiddle ? Int((rect.width * scale).rounded()) : part.width,
                        height: row.isMiddle ? Int((rect.height * scale).rounded()) : part.height) : nil
                canvas.draw(tiled ?? part, in: rect)
            }
        }
    }

    /// The pixels of `image` inside `unit` (unit coordinates), rounded to whole pixels; nil when none.
    private static func pixels(of image: Bitmap, in unit: Rect) -> Bitmap? {
        let unit = unit.standardized
        guard unit.isFinite else { return image }
        if unit == Layer.unitRect { return image }
        let w = Double(image.width), h = Double(image.height)
        let x0 = Int((unit.minX * w).rounded()), y0 = Int((unit.minY * h).rounded())
        let x1 = Int((unit.maxX * w).rounded()), y1 = Int((unit.maxY * h).rounded())
        return image.cropped(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// One band of a nine-part stretch along an axis: its image pixels and
    /// where it is drawn.
    private struct Slice {
        let pixels: Range<Int>
        let start: Double
        let end: Double
        /// Whether this is the band between the caps.
        var isMiddle = false
    }

    /// The three bands along an axis of `pixels` image pixels whose
    /// stretching part lies between the unit positions `center`, drawn from
    /// `start` to `end`: the outer bands keep their size in points (both
    /// shrink alike when they do not fit), the middle takes the rest (a
    /// middle of no width stretches the pixel at its place). Inner edges fall
    /// on whole device pixels (`device` maps the axis to them, when the canvas
    /// is not rotated), so the bands meet without a seam.
    private func slices(
        pixels: Int, center: (Double, Double), from start: Double, to end: Double, scale: Double, device: (scale: Double, offset: Double)?
    ) -> [Slice] {
        let p = Double(pixels)
        let cut0 = Int((min(max(center.0, 0), 1) * p).rounded()), cut1 = max(cut0, Int((min(max(center.1, 0), 1) * p).rounded()))
        var leading = Double(cut0) / scale, trailing = Double(pixels - cut1) / scale
        let room = end - start
        if leading + trailing > room, leading + trailing > 0 {
            let shrink = max(room, 0) / (leading + trailing)
            (leading, trailing) = (leading * shrink, trailing * shrink)
        }
        func snapped(_ x: Double) -> Double {
            guard let device, device.scale != 0 else { return x }
            return ((device.scale * x + device.offset).rounded() - device.offset) / device.scale
        }
        let inner0 = snapped(start + leading), inner1 = max(inner0, snapped(end - trailing))
        let middle = cut1 > cut0 ? cut0..<cut1 : min(cut0, pixels - 1)..<min(cut0, pixels - 1) + 1
        return [
            Slice(pixels: 0..<cut0, start: start, end: inner0),
            Slice(pixels: middle, start: inner0, end: inner1, isMiddle: true),
            Slice(pixels: cut1..<pixels, start: inner1, end: end),
        ].filter { !$0.pixels.isEmpty && $0.end > $0.start }
    }
}
