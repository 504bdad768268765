import Foundation
import HeadlessGeometry

/// The colours of a generated image, picked from its URL so that different
/// URLs look different and the same URL looks the same on every run
/// (a fixed FNV-1a hash, not Swift's per-process seeded `Hasher`).
struct MockPalette {
    /// The gradient's first, lighter colour.
    let light: Color
    /// The gradient's second colour.
    let deep: Color
    /// Lines and text.
    let ink: Color

    /// The palette for `url`.
    init(for url: URL) {
        var hash: UInt32 = 0x811C_9DC5
        for byte in url.absoluteString.utf8 { hash = (hash ^ UInt32(byte)) &* 0x0100_0193 }
        let hue = Double(hash % 360)
        light = MockPalette.color(hue: hue, saturation: 0.55, lightness: 0.86)
        deep = MockPalette.color(hue: hue + 40, saturation: 0.5, lightness: 0.7)
        ink = MockPalette.color(hue: hue, saturation: 0.45, lightness: 0.22)
    }

    /// The error image's colours: reds with white text.
    static let error = MockPalette(light: Color(hex: 0xE53935), deep: Color(hex: 0x8E0000), ink: .white)

    private init(light: Color, deep: Color, ink: Color) {
        self.light = light
        self.deep = deep
        self.ink = ink
    }

    /// An opaque colour from hue (degrees), saturation and lightness (`0...1`).
    private static func color(hue: Double, saturation: Double, lightness: Double) -> Color {
        let chroma = (1 - abs(2 * lightness - 1)) * saturation
        let sector = hue.truncatingRemainder(dividingBy: 360) / 60
        let x = chroma * (1 - abs(sector.truncatingRemainder(dividingBy: 2) - 1))
        let (r, g, b): (Double, Double, Double)
        switch Int(sector) {
        case 0: (r, g, b) = (chroma, x, 0)
        case 1: (r, g, b) = (x, chroma, 0)
        case 2: (r, g, b) = (0, chroma, x)
        case 3: (r, g, b) = (0, x, chroma)
        case 4: (r, g, b) = (x, 0, chroma)
        default: (r, g, b) = (chroma, 0, x)
        }
        let m = lightness - chroma / 2
        return Color(red: r + m, green: g + m, blue: b + m)
    }
}
