import HeadlessGeometry
import HeadlessRaster

@testable import HeadlessLayers

/// Rendering controls over the system background, light or dark, and
/// comparing the pixels with expected colours.
@MainActor
enum ControlRendering {
    /// Renders `view` (at its frame) over `systemBackground` in light or dark mode.
    static func render(_ view: View, dark: Bool = false) throws -> Bitmap {
        let host = View(frame: Rect(x: 0, y: 0, width: view.frame.maxX, height: view.frame.maxY))
        host.backgroundColor = .systemBackground
        host.traitOverrides.userInterfaceStyle = dark ? .dark : .light
        try host.addSubview(view)
        defer { view.removeFromSuperview() }
        return try TestSupport.render(
            host.layer, width: Int(host.frame.width.rounded(.up)),
            height: Int(host.frame.height.rounded(.up)))
    }

    /// `color` composited over the opaque `background`, as 8-bit (r, g, b, a).
    static func over(_ color: Color, on background: Color) -> [Int] {
        let a = color.alpha
        return [color.red, color.green, color.blue].enumerated().map { index, value in
            let under = [background.red, background.green, background.blue][index]
            return Int(((value * a + under * (1 - a)) * 255).rounded())
        } + [255]
    }

    /// Whether two 8-bit colours differ by at most `tolerance` in every channel.
    static func close(_ a: [Int], _ b: [Int], within tolerance: Int = 3) -> Bool {
        a.count == b.count && zip(a, b).allSatisfy { abs($0 - $1) <= tolerance }
    }

    /// The number of pixels in `rect` whose colour differs from `background` by more than `threshold`.
    static func inkCount(_ image: Bitmap, in rect: (x: Range<Int>, y: Range<Int>), background: [Int], threshold: Int = 40) -> Int {
        rect.y.reduce(0) { total, y in
            total + rect.x.filter { !close(image.rgba($0, y), background, within: threshold) }.count
        }
    }
}
