import Geometry
import Raster

/// The `settings` scene of `bench/SCENES.md`: the values both the canvas
/// version and the view-tree version draw.
enum SettingsSceneSpec {
    /// The canvas size in points and its scale.
    static let size = Size(width: 390, height: 844)
    /// Pixels per point.
    static let scale = 3.0
    /// The page background.
    static let background = Color(hex: 0xF2F2F7)
    /// The icon colours, `P[i % 6]`.
    static let palette: [Color] = [0xFF3B30, 0xFF9500, 0xFFCC00, 0x34C759, 0x007AFF, 0x5856D6].map { Color(hex: $0) }
    /// Secondary text.
    static let secondaryText = Color(hex: 0x8E8E93)
    /// The card outline.
    static let cardStroke = Color(hex: 0xC6C6C8)
    /// The chevron colour.
    static let chevron = Color(hex: 0xC7C7CC)
    /// The number of rows.
    static let rowCount = 12

    /// The top of row `i`.
    static func rowY(_ i: Int) -> Double { 210 + 46 * Double(i) }
    /// The title of row `i`.
    static func rowTitle(_ i: Int) -> String { "Setting number \(i + 1)" }
    /// The value of row `i`.
    static func rowValue(_ i: Int) -> String { i % 2 == 0 ? "On" : "Off" }

    /// The chevron of a row whose top is `y`, in the same space as `y`, from `x`.
    static func chevronPath(x: Double, y: Double) -> Path {
        var path = Path()
        path.move(to: Point(x: x, y: y + 16))
        path.line(to: Point(x: x + 6, y: y + 22))
        path.line(to: Point(x: x, y: y + 28))
        return path
    }

    /// The chevron's stroke.
    static let chevronStyle = StrokeStyle(width: 2, cap: .round, join: .round)

    /// A 64 x 64 px checkerboard of 8 x 8 px cells, the top-left cell white, the other `#D1D1D6`.
    static func checkerboard() throws -> Bitmap {
        let white = PremultipliedPixel(Color.white).packed, grey = PremultipliedPixel(Color(hex: 0xD1D1D6)).packed
        let pixels = (0..<64 * 64).map { index in ((index % 64) / 8 + (index / 64) / 8) % 2 == 0 ? white : grey }
        return try Bitmap(width: 64, height: 64, pixels: pixels)
    }

    /// The fonts: regular and bold DejaVu Sans at a size.
    static func font(_ size: Double, bold: Bool = false) throws -> Font {
        try Font.system(size: size, weight: bold ? .bold : .regular)
    }
}
