import Geometry
import Raster

/// The `settings` scene drawn with direct canvas calls, as `bench/SCENES.md`
/// specifies (text positions are baselines of the first glyph's origin).
/// Fonts, text layouts and the checkerboard are prepared once.
struct SettingsCanvasScene {
    private struct PlacedText {
        let layout: TextLayout
        let origin: Point
        let color: Color
    }

    private let title: PlacedText
    private let header: [PlacedText]
    private let rows: [[PlacedText]]
    private let buttonTitle: PlacedText
    private let checkerboard: Bitmap

    /// Prepares the text layouts and the checkerboard.
    init() throws {
        typealias Spec = SettingsSceneSpec
        func text(_ string: String, _ font: Font, _ color: Color, x: Double, baseline: Double,
                  anchor: Double = 0) throws -> PlacedText {
            let layout = try TextLayout(string, font: font)
            let origin = Point(x: x - layout.size.width * anchor, y: baseline - (layout.baselines.first ?? 0))
            return PlacedText(layout: layout, origin: origin, color: color)
        }
        let body = try Spec.font(17)
        title = try text("Settings", try Spec.font(34, bold: true), .black, x: 16, baseline: 96)
        header = [try text("Jane Appleseed", try Spec.font(22), .black, x: 112, baseline: 154),
                  try text("Apple ID, iCloud & more", try Spec.font(13), Spec.secondaryText, x: 112, baseline: 178)]
        rows = try (0..<Spec.rowCount).map { i in
            let y = Spec.rowY(i)
            return [try text(Spec.rowTitle(i), body, .black, x: 68, baseline: y + 28),
                    try text(Spec.rowValue(i), body, Spec.secondaryText, x: 330, baseline: y + 28, anchor: 1)]
        }
        buttonTitle = try text("Continue", try Spec.font(17, bold: true), .white, x: 195, baseline: 812, anchor: 0.5)
        checkerboard = try Spec.checkerboard()
    }

    /// A canvas of the scene's size at `scale` (the scene's own, 3, by default).
    static func makeCanvas(scale: Double = SettingsSceneSpec.scale) throws -> Canvas {
        try Canvas(width: Int(SettingsSceneSpec.size.width * scale),
                   height: Int(SettingsSceneSpec.size.height * scale), scale: scale)
    }

    /// Draws one frame.
    func draw(on canvas: Canvas) {
        typealias Spec = SettingsSceneSpec
        canvas.clear(to: Spec.background)
        draw(title, on: canvas)
        let avatar = Path(ellipseIn: Rect(x: 24, y: 124, width: 72, height: 72))
        canvas.fill(avatar, color: Color(hex: 0x5AC8FA))
        canvas.stroke(avatar, color: .white, style: StrokeStyle(width: 2))
        for text in header { draw(text, on: canvas) }
        canvas.draw(checkerboard, in: Rect(x: 300, y: 130, width: 60, height: 60), sampling: .bilinear)
        for i in 0..<Spec.rowCount {
            let y = Spec.rowY(i)
            let card = Path(roundedRect: Rect(x: 16, y: y, width: 358, height: 44), cornerRadius: 10)
            canvas.fill(card, color: .white)
            canvas.stroke(card, color: Spec.cardStroke, style: StrokeStyle(width: 0.5))
            canvas.fill(Path(roundedRect: Rect(x: 28, y: y + 8, width: 28, height: 28), cornerRadius: 6),
                        color: Spec.palette[i % 6])
            for text in rows[i] { draw(text, on: canvas) }
            canvas.stroke(Spec.chevronPath(x: 344, y: y), color: Spec.chevron, style: Spec.chevronStyle)
        }
        let button = Path(roundedRect: Rect(x: 120, y: 784, width: 150, height: 44), cornerRadius: 22)
        canvas.drawShadow(of: button, color: Color.black.withAlpha(0.3), offset: Size(width: 0, height: 4), blurSigma: 4)
        canvas.fill(button, color: Color(hex: 0x007AFF))
        draw(buttonTitle, on: canvas)
    }

    private func draw(_ text: PlacedText, on canvas: Canvas) {
        canvas.draw(text.layout, at: text.origin, color: text.color)
    }
}
