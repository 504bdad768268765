import HeadlessGeometry
import HeadlessLayers
import HeadlessRaster
import HeadlessText

/// The accessibility image: the view with each element outlined and
/// numbered in a colour, beside a legend of what VoiceOver reads for each,
/// in reading order, in the same colours.
struct AccessibilityLegend: Sendable {
    /// What is read, frames in the view's points.
    let items: [AccessibilityItem]

    /// The legend's width, beside the view, in points.
    static let width = 320.0
    /// Space around and between the legend's entries.
    static let padding = 12.0
    /// A number badge's diameter.
    static let badge = 18.0
    /// The colours elements are marked in, in turn.
    static let palette: [Color] = [
        0x0A84FF, 0xFF375F, 0x30B158, 0xFF9F0A, 0xBF5AF2, 0x64D2FF, 0xFF453A,
        0x5E5CE6, 0xA2845E, 0x32ADE6, 0xFFD60A, 0x8E8E93,
    ].map { Color(hex: $0) }

    /// `view` (its image at `scale`, `size` in points) with the elements marked, and the legend beside it.
    func image(of view: Bitmap, size: Size, scale: Double) throws -> Bitmap {
        let font = try Font.system(size: 14), number = try Font.system(size: 11, weight: .bold)
        let textWidth = Self.width - 3 * Self.padding - Self.badge
        let entries = try items.map { try TextLayout($0.description, font: font, width: textWidth) }
        let legendHeight = entries.reduce(Self.padding) { $0 + max($1.size.height, Self.badge) + Self.padding }
        let height = max(size.height, legendHeight)
        let canvas = try Canvas(
            width: Int(((size.width + Self.width) * scale).rounded(.up)), height: Int((height * scale).rounded(.up)),
            scale: scale)
        canvas.clear(to: .white)
        canvas.draw(view, in: Rect(origin: .zero, size: size), sampling: .nearest)
        var y = Self.padding
        for (index, (item, entry)) in zip(items, entries).enumerated() {
            let color = Self.palette[index % Self.palette.count]
            let frame = item.frame.intersection(Rect(origin: .zero, size: size)) ?? Rect(origin: item.frame.origin, size: .zero)
            canvas.fill(frame, color: color.withAlpha(0.15))
            canvas.stroke(Path(rect: frame.insetBy(dx: 1, dy: 1)), color: color, style: StrokeStyle(width: 2))
            let corner = Point(x: max(0, frame.minX - Self.badge / 2), y: max(0, frame.minY - Self.badge / 2))
            try drawBadge(index + 1, at: corner, color: color, font: number, on: canvas)  // on the corner, off the text
            let x = size.width + Self.padding
            try drawBadge(index + 1, at: Point(x: x, y: y), color: color, font: number, on: canvas)
            canvas.draw(entry, at: Point(x: x + Self.badge + Self.padding, y: y), color: Color(hex: 0x1C1C1E))
            y += max(entry.size.height, Self.badge) + Self.padding
        }
        return canvas.bitmap
    }

    /// A filled circle with `number` in white, its top-left corner at `origin`.
    private func drawBadge(_ number: Int, at origin: Point, color: Color, font: Font, on canvas: Canvas) throws {
        let circle = Rect(origin: origin, size: Size(width: Self.badge, height: Self.badge))
        canvas.fill(Path(ellipseIn: circle), color: color)
        let text = try TextLayout("\(number)", font: font)
        canvas.draw(text, at: Point(x: circle.midX - text.size.width / 2, y: circle.midY - text.size.height / 2), color: .white)
    }
}
