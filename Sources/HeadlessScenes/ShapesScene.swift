import HeadlessGeometry
import HeadlessRaster

/// The `shapes` benchmark scene of the project's benchmark definitions: a grid
/// of 1,920 filled and stroked shapes and 200 thin lines, at scale 1.
///
/// Paths are built once; ``draw(on:)`` only issues draw calls, as the peers do.
package struct ShapesScene: Sendable {
    /// The canvas width in pixels.
    package static let width = 1170
    /// The canvas height in pixels.
    package static let height = 2532

    /// The seven palette colours, in order.
    package static let palette: [Color] = [0xFF3B30, 0xFF9500, 0xFFCC00, 0x34C759, 0x007AFF, 0x5856D6, 0xAF52DE]
        .map { Color(hex: $0) }

    private enum Operation: Sendable {
        case fill(Path, Color)
        case stroke(Path, Color, StrokeStyle)
    }

    private let operations: [Operation]

    /// Builds the scene's paths and paints.
    package init() {
        var ops: [Operation] = []
        for r in 0..<64 {
            for c in 0..<30 {
                let k = r * 30 + c
                let x0 = Double(c * 39) + 0.25 * Double(k % 4)
                let y0 = Double(r * 39) + 0.25 * Double(k % 3)
                let color = ShapesScene.palette[k % 7].withAlpha(0.8)
                func p(_ dx: Double, _ dy: Double) -> Point { Point(x: x0 + dx, y: y0 + dy) }
                switch k % 5 {
                case 0:
                    ops.append(.fill(Path(roundedRect: Rect(x: x0 + 3, y: y0 + 3, width: 33, height: 33), cornerRadius: 8), color))
                case 1:
                    ops.append(.fill(ShapesScene.circle(p(19.5, 19.5), 15), color))
                case 2:
                    ops.append(.stroke(ShapesScene.circle(p(19.5, 19.5), 13), color, StrokeStyle(width: 4)))
                case 3:
                    var path = Path()
                    path.move(to: p(4, 35))
                    path.curve(to: p(35, 4), control1: p(4, 10), control2: p(25, 4))
                    path.curve(to: p(4, 35), control1: p(35, 25), control2: p(14, 35))
                    path.closeSubpath()
                    ops.append(.fill(path, color))
                default:
                    var path = Path()
                    path.move(to: p(4, 33))
                    path.line(to: p(19.5, 5))
                    path.line(to: p(35, 33))
                    ops.append(.stroke(path, color, StrokeStyle(width: 2.5, cap: .butt, join: .miter, miterLimit: 4)))
                }
            }
        }
        let lineColor = Color.black.withAlpha(0.5)
        for j in 0..<200 {
            let a = Double(j) * 1.8 * Double.pi / 180
            var path = Path()
            path.move(to: Point(x: 585, y: 1266))
            path.line(to: Point(x: 585 + 500 * Trig.cos(a), y: 1266 - 500 * Trig.sin(a)))
            ops.append(.stroke(path, lineColor, StrokeStyle(width: 1, cap: .butt)))
        }
        operations = ops
    }

    private static func circle(_ center: Point, _ radius: Double) -> Path {
        Path(ellipseIn: Rect(x: center.x - radius, y: center.y - radius, width: 2 * radius, height: 2 * radius))
    }

    /// Clears `canvas` to white and draws the scene.
    package func draw(on canvas: Canvas) {
        canvas.clear(to: .white)
        for operation in operations {
            switch operation {
            case .fill(let path, let color):
                canvas.fill(path, color: color)
            case .stroke(let path, let color, let style):
                canvas.stroke(path, with: .color(color), style: style)
            }
        }
    }

    /// A new canvas of the scene's size, ready for ``draw(on:)``.
    package static func makeCanvas() throws -> Canvas {
        try Canvas(width: width, height: height)
    }
}
