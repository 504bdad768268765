/// Draws the frames of an animated PNG onto its canvas as the APNG
/// specification says (blend SOURCE or OVER, then dispose NONE, BACKGROUND or
/// PREVIOUS), in premultiplied pixels; each output frame is the whole canvas
/// right after its frame was drawn.
struct APNGCompositor {
    private var canvas: Bitmap

    /// A transparent canvas of the given size.
    init(width: Int, height: Int) throws(PNGError) {
        do { canvas = try Bitmap(width: width, height: height) } catch { throw .tooLarge(width: width, height: height) }
    }

    /// Draws `image` as `control` places it and returns the canvas, then disposes of the frame's region.
    /// A first frame disposed of with PREVIOUS is treated as BACKGROUND, as the specification says.
    mutating func draw(_ image: Bitmap, control: APNGFrameControl, isFirst: Bool) -> Bitmap {
        let before = canvas
        for row in 0..<image.height {
            let canvasRow = (control.y + row) * canvas.width + control.x
            for column in 0..<image.width {
                let source = image.pixels[row * image.width + column]
                let index = canvasRow + column
                canvas.pixels[index] =
                    control.blend == .source ? source : APNGCompositor.over(source, canvas.pixels[index])
            }
        }
        let shown = canvas
        switch control.dispose {
        case .none: break
        case .background: clear(control)
        case .previous: if isFirst { clear(control) } else { canvas = before }
        }
        return shown
    }

    /// Clears the frame's region to transparent black.
    private mutating func clear(_ control: APNGFrameControl) {
        for row in control.y..<(control.y + control.height) {
            let start = row * canvas.width + control.x
            canvas.pixels.replaceSubrange(start..<(start + control.width), with: repeatElement(0, count: control.width))
        }
    }

    /// `source` composited over `destination`, both premultiplied.
    private static func over(_ source: UInt32, _ destination: UInt32) -> UInt32 {
        let s = PremultipliedPixel(packed: source), d = PremultipliedPixel(packed: destination)
        if s.a == 255 { return source }
        let keep = 255 - s.a
        func add(_ a: UInt8, _ b: UInt8) -> UInt8 { UInt8(min(255, Int(a) + Int(PremultipliedPixel.multiply(b, keep)))) }
        return PremultipliedPixel(r: add(s.r, d.r), g: add(s.g, d.g), b: add(s.b, d.b), a: add(s.a, d.a)).packed
    }
}
