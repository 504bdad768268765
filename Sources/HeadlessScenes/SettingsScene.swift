import HeadlessGeometry
import HeadlessRaster
import HeadlessText

/// The `settings` benchmark scene drawn with direct canvas calls: a phone
/// settings screen at 390 x 844 points, scale 3, with text, an avatar, a
/// bitmap, twelve rows and a floating button with a blurred shadow.
///
/// Fonts and the checkerboard bitmap are prepared once; each frame lays out
/// its text again, as the peers shape theirs on every draw.
package struct SettingsScene: Sendable {
    /// The canvas size in points.
    package static let size = Size(width: 390, height: 844)
    /// Pixels per point.
    package static let scale = 3.0

    /// The row icon colours.
    package static let palette = ShapesScene.palette

    let regular: [Double: Font]
    let bold: [Double: Font]
    let checkerboard: Bitmap

    /// Loads the system font's faces and builds the checkerboard.
    package init() throws {
        var regular: [Double: Font] = [:], bold: [Double: Font] = [:]
        for size in [13.0, 17, 22] { regular[size] = try Font.system(size: size) }
        for size in [17.0, 34] { bold[size] = try Font.system(size: size, weight: .bold) }
        self.regular = regular
        self.bold = bold
        checkerboard = try SettingsScene.makeCheckerboard()
    }

    /// The 64 x 64 pixel checkerboard of 8 x 8 cells, white in the top-left cell.
    package static func makeCheckerboard() throws -> Bitmap {
        let light = PremultipliedPixel(Color.white).packed, dark = PremultipliedPixel(Color(hex: 0xD1D1D6)).packed
        let pixels = (0..<64 * 64).map { i in ((i % 64) / 8 + (i / 64) / 8) % 2 == 0 ? light : dark }
        return try Bitmap(width: 64, height: 64, pixels: pixels)
    }

    /// A new canvas of the scene's pixel size, scaled to points.
    package static func makeCanvas() throws -> Canvas {
        try Canvas(width: Int(size.width * scale), height: Int(size.height * scale), scale: scale)
    }

    /// Draws the whole scene.
    package func draw(on canvas: Canvas) throws {
        canvas.clear(to: Color(hex: 0xF2F2F7))
        try text("Settings", bold[34]!, at: Point(x: 16, y: 96), .black, on: canvas)
        let avatar = Path(ellipseIn: Rect(x: 24, y: 124, width: 72, height: 72))
        canvas.fill(avatar, color: Color(hex: 0x5AC8FA))
        canvas.stroke(avatar, color: .white, style: StrokeStyle(width: 2))
        try text("Jane Appleseed", regular[22]!, at: Point(x: 112, y: 154), .black, on: canvas)
        try text("Apple ID, iCloud & more", regular[13]!, at: Point(x: 112, y: 178), Color(hex: 0x8E8E93), on: canvas)
        canvas.draw(checkerboard, in: Rect(x: 300, y: 130, width: 60, height: 60), sampling: .bilinear)
        for i in 0..<12 {
            try drawRow(i, on: canvas)
        }
        let button = Path(roundedRect: Rect(x: 120, y: 784, width: 150, height: 44), cornerRadius: 22)
        canvas.drawShadow(of: button, color: Color.black.withAlpha(0.3), offset: Size(width: 0, height: 4), blurSigma: 4)
        canvas.fill(button, color: Color(hex: 0x007AFF))
        let title = try TextLayout("Continue", font: bold[17]!)
        try text(title, at: Point(x: 195 - title.size.width / 2, y: 812), .white, on: canvas)
    }

    private func drawRow(_ i: Int, on canvas: Canvas) throws {
        let y = 210 + 46 * Double(i)
        let card = Path(roundedRect: Rect(x: 16, y: y, width: 358, height: 44), cornerRadius: 10)
        canvas.fill(card, color: .white)
        canvas.stroke(card, color: Color(hex: 0xC6C6C8), style: StrokeStyle(width: 0.5))
        canvas.fill(
            Path(roundedRect: Rect(x: 28, y: y + 8, width: 28, height: 28), cornerRadius: 6),
            color: SettingsScene.palette[i % 6])
        try text("Setting number \(i + 1)", regular[17]!, at: Point(x: 68, y: y + 28), .black, on: canvas)
        let detail = try TextLayout(i % 2 == 0 ? "On" : "Off", font: regular[17]!)
        try text(detail, at: Point(x: 330 - detail.size.width, y: y + 28), Color(hex: 0x8E8E93), on: canvas)
        var chevron = Path()
        chevron.move(to: Point(x: 344, y: y + 16))
        chevron.line(to: Point(x: 350, y: y + 22))
        chevron.line(to: Point(x: 344, y: y + 28))
        canvas.stroke(chevron, color: Color(hex: 0xC7C7CC), style: StrokeStyle(width: 2, cap: .round, join: .round))
    }

    /// Lays out `string` and draws it with its first baseline starting at `baselineOrigin`.
    private func text(_ string: String, _ font: Font, at baselineOrigin: Point, _ color: Color, on canvas: Canvas) throws {
        try text(try TextLayout(string, font: font), at: baselineOrigin, color, on: canvas)
    }

    private func text(_ layout: TextLayout, at baselineOrigin: Point, _ color: Color, on canvas: Canvas) throws {
        let baseline = layout.lines.first?.baseline ?? 0
        canvas.draw(layout, at: Point(x: baselineOrigin.x, y: baselineOrigin.y - baseline), color: color)
    }
}
