import HeadlessGeometry
import HeadlessRaster

@testable import HeadlessLayers

/// Small helpers shared by the Layers tests.
@MainActor
enum TestSupport {
    /// Renders `layer` through the layer path into a transparent `width` x `height` canvas at `scale`.
    static func render(_ layer: Layer, width: Int = 20, height: Int = 20, scale: Double = 1) throws -> Bitmap {
        let canvas = try Canvas(width: width, height: height, scale: scale)
        layer.render(in: canvas)
        return canvas.bitmap
    }

    /// A root layer of the given size holding `sublayers`.
    static func root(width: Double = 20, height: Double = 20, _ sublayers: [Layer] = []) throws -> Layer {
        let root = Layer()
        root.frame = Rect(x: 0, y: 0, width: width, height: height)
        for layer in sublayers { try root.addSublayer(layer) }
        return root
    }

    /// A layer with a frame and a background colour.
    static func box(_ frame: Rect, _ color: Color?) -> Layer {
        let layer = Layer()
        layer.frame = frame
        layer.backgroundColor = color
        return layer
    }

    /// A view with a frame and a background colour.
    static func view(_ frame: Rect, _ color: Color? = nil) -> View {
        let view = View(frame: frame)
        view.backgroundColor = color.map(DynamicColor.init)
        return view
    }

    /// A bitmap filled with one colour.
    static func solidImage(width: Int, height: Int, _ color: Color) throws -> Bitmap {
        try Bitmap(width: width, height: height, color: color)
    }
}

extension Bitmap {
    /// The straight-alpha colour of a pixel, as 8-bit (r, g, b, a).
    func rgba(_ x: Int, _ y: Int) -> [Int] {
        let p = self[x, y].unpremultiplied
        return [Int(p.r), Int(p.g), Int(p.b), Int(p.a)]
    }

    /// The largest per-channel difference between two bitmaps of the same size.
    func maxDifference(to other: Bitmap) -> Int {
        zip(pixels, other.pixels).reduce(0) { worst, pair in
            var worst = worst
            for shift in stride(from: 0, to: 32, by: 8) {
                let a = Int((pair.0 >> UInt32(shift)) & 0xFF), b = Int((pair.1 >> UInt32(shift)) & 0xFF)
                worst = Swift.max(worst, abs(a - b))
            }
            return worst
        }
    }
}

/// Opaque 8-bit colours used by the tests.
enum RGBA {
    static let red = [255, 0, 0, 255]
    static let green = [0, 255, 0, 255]
    static let blue = [0, 0, 255, 255]
    static let black = [0, 0, 0, 255]
    static let white = [255, 255, 255, 255]
    static let clear = [0, 0, 0, 0]
}
