import HeadlessGeometry
import HeadlessRaster

/// The glyphs of a navigation bar's buttons, drawn as stroked paths (no
/// symbol font or Apple artwork): approximations of the system's
/// `chevron.backward`, `plus` and close button at the sizes UIKit shows them.
enum BarGlyph {
    /// The back button's chevron, pointing to the leading side.
    case backChevron
    /// The add button's plus sign.
    case plus
    /// The close button: a grey circle with a dark grey ×.
    case close

    /// The box the glyph is drawn in, in points.
    var size: Size {
        switch self {
        case .backChevron: Size(width: 13, height: 21)
        case .plus: Size(width: 22, height: 22)
        case .close: Size(width: 30, height: 30)
        }
    }

    /// The width of the glyph's strokes, in points.
    private var strokeWidth: Double {
        switch self {
        case .backChevron: 3
        case .plus: 2
        case .close: 2.5
        }
    }

    /// How far the plus sign's and the ×'s arms reach from the centre, in points.
    private var armLength: Double { self == .plus ? 8 : 4.5 }

    /// Draws the glyph centred in `rect`: the chevron and plus sign in `tint`
    /// (the chevron pointing right in a right-to-left layout), the close
    /// button in its own grey colours.
    func draw(centredIn rect: Rect, tint: Color, traits: TraitCollection, in canvas: Canvas) {
        let centre = Point(x: rect.midX, y: rect.midY)
        let style = StrokeStyle(width: strokeWidth, cap: .round, join: .round)
        switch self {
        case .backChevron:
            let inset = strokeWidth / 2
            let half = Size(width: size.width / 2 - inset, height: size.height / 2 - inset)
            let direction = traits.layoutDirection == .rightToLeft ? -1.0 : 1.0
            var path = Path()
            path.move(to: Point(x: centre.x + direction * half.width, y: centre.y - half.height))
            path.line(to: Point(x: centre.x - direction * half.width, y: centre.y))
            path.line(to: Point(x: centre.x + direction * half.width, y: centre.y + half.height))
            canvas.stroke(path, color: tint, style: style)
        case .plus:
            canvas.stroke(cross(at: centre, reach: armLength, diagonal: false), color: tint, style: style)
        case .close:
            canvas.fill(
                Path(
                    ellipseIn: Rect(
                        x: centre.x - size.width / 2, y: centre.y - size.height / 2,
                        width: size.width, height: size.height)),
                color: DynamicColor.tertiarySystemFill.resolved(with: traits))
            canvas.stroke(
                cross(at: centre, reach: armLength, diagonal: true),
                color: DynamicColor.secondaryLabel.resolved(with: traits), style: style)
        }
    }

    /// Two strokes crossing at `centre`, each reaching `reach` points from it
    /// along the axes (a plus) or the diagonals (an ×).
    private func cross(at centre: Point, reach: Double, diagonal: Bool) -> Path {
        let ends = diagonal ? [(-1.0, -1.0), (1.0, 1.0), (1.0, -1.0), (-1.0, 1.0)] : [(-1.0, 0.0), (1.0, 0.0), (0.0, -1.0), (0.0, 1.0)]
        let step = diagonal ? reach / 2.0.squareRoot() : reach
        var path = Path()
        for (index, end) in ends.enumerated() {
            let point = Point(x: centre.x + end.0 * step, y: centre.y + end.1 * step)
            if index.isMultiple(of: 2) { path.move(to: point) } else { path.line(to: point) }
        }
        return path
    }
}
