import Foundation
import HeadlessGeometry
import HeadlessLayers
import HeadlessRaster
import HeadlessText

/// Draws generated mock images with the project's canvas and text stack: a
/// soft diagonal gradient, a frame and both diagonals (so cropping and
/// stretching show), and a caption (such as the size) in the middle.
/// The same arguments always give the same pixels.
public enum MockImageArtwork {
    /// An image of `size` points for `url`, captioned with `caption`, drawn
    /// at the display `scale` (or at scale 1 when that would take more than
    /// 2048 x 2048 pixels).
    ///
    /// - Throws: ``ImageMockError/tooLarge(_:width:height:)`` for a size that
    ///   is not finite and positive or exceeds 4096 x 4096 square points.
    public static func image(for url: URL, size: Size, caption: String, scale: Double) throws(ImageMockError) -> Image {
        guard MockImageSize.isAllowed(size) else { throw .tooLarge(url, width: size.width, height: size.height) }
        return image(for: url, allowedSize: size, caption: caption, scale: scale)
    }

    /// ``image(for:size:caption:scale:)`` for a size known to be allowed.
    static func image(for url: URL, allowedSize size: Size, caption: String, scale: Double) -> Image {
        draw(
            size: size, caption: caption, palette: MockPalette(for: url),
            scale: MockImageSize.drawingScale(for: size, displayScale: scale))
    }

    /// The image shown instead of a malformed mock URL's: red, with the problem written on it.
    static func errorImage(for error: ImageMockError, scale: Double) -> Image {
        let size = Size(width: 320, height: 200)
        return draw(
            size: size, caption: "Image mock error\n\(error)", palette: .error,
            scale: MockImageSize.drawingScale(for: size, displayScale: scale), fontSize: 12)
    }

    private static func draw(
        size: Size, caption: String, palette: MockPalette, scale: Double,
        fontSize: Double? = nil
    ) -> Image {
        let width = max(1, Int((size.width * scale).rounded())), height = max(1, Int((size.height * scale).rounded()))
        // The size was checked against limits far below Bitmap.maxPixelCount.
        guard let canvas = try? Canvas(width: width, height: height, scale: scale) else {
            preconditionFailure("a \(width)x\(height) mock image is within the bitmap limits")
        }
        let bounds = Rect(origin: .zero, size: size)
        canvas.fill(
            bounds,
            with: .linearGradient(
                Gradient(colors: [palette.light, palette.deep]),
                start: .zero, end: Point(x: size.width, y: size.height)))
        var lines = Path()
        lines.move(to: .zero)
        lines.line(to: Point(x: size.width, y: size.height))
        lines.move(to: Point(x: size.width, y: 0))
        lines.line(to: Point(x: 0, y: size.height))
        lines.addRect(bounds.insetBy(dx: 0.5, dy: 0.5))
        canvas.stroke(lines, color: palette.ink.withAlpha(0.3), style: StrokeStyle(width: 1))
        drawCaption(caption, in: bounds, palette: palette, fontSize: fontSize, on: canvas)
        return Image(bitmap: canvas.bitmap, scale: scale)
    }

    /// Writes `caption` centred on a translucent plate; leaves it out if no font loads.
    private static func drawCaption(
        _ caption: String, in bounds: Rect, palette: MockPalette, fontSize: Double?,
        on canvas: Canvas
    ) {
        let margin = min(bounds.width, bounds.height) * 0.08
        let size = fontSize ?? min(max(min(bounds.width, bounds.height) * 0.14, 6), 72)
        guard let font = try? Font.system(size: size, weight: .bold),
            let layout = try? TextLayout(
                caption, font: font, width: max(bounds.width - 2 * margin, 0),
                style: ParagraphStyle(alignment: .center))
        else { return }
        let origin = Point(x: margin, y: ((bounds.height - layout.size.height) / 2).rounded())
        let padding = size * 0.3
        let plate = Rect(
            x: margin + (layout.alignmentWidth - layout.size.width) / 2 - padding, y: origin.y - padding / 2,
            width: layout.size.width + 2 * padding, height: layout.size.height + padding)
        let plateColor = palette.ink == .white ? Color.black.withAlpha(0.25) : Color.white.withAlpha(0.6)
        canvas.fill(Path(roundedRect: plate, cornerRadius: padding), color: plateColor)
        canvas.draw(layout, at: origin, color: palette.ink)
    }
}
