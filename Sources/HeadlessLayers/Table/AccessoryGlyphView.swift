import HeadlessGeometry
import HeadlessRaster

/// The mark of a standard accessory type, drawn with paths (approximations
/// of the system symbols, no Apple artwork): a chevron in `tertiaryLabel`,
/// a checkmark in the tint colour, a circled "i" in the tint colour, or the
/// circled "i" then the chevron. Each is drawn at the size UIKit draws it
/// beside default-size body text, and does not grow with Dynamic Type
/// (UIKit's symbols grow a little at the largest sizes); the chevron points
/// to the leading side in a right-to-left layout.
final class AccessoryGlyphView: View {
    /// The mark drawn.
    var type: TableViewCellAccessoryType = .none { didSet { setNeedsLayout() } }

    /// The chevron's box: about the system chevron at 17-point semibold.
    static let chevronSize = Size(width: 8, height: 13)
    /// The checkmark's box: about the system checkmark at 17-point semibold.
    static let checkmarkSize = Size(width: 15, height: 13)
    /// The detail button's circle: 22 points, as UIKit's info button.
    static let detailButtonSide = 22.0
    /// The space between the detail button and the chevron of a detail disclosure button.
    static let detailToChevronSpacing = 12.0
    /// The width of the chevron's and checkmark's strokes (a semibold weight).
    static let strokeWidth = 2.0
    /// The width of the detail button's ring.
    static let ringWidth = 1.5

    /// The size of the mark of `type`; zero for none.
    static func size(of type: TableViewCellAccessoryType) -> Size {
        switch type {
        case .none: .zero
        case .disclosureIndicator: chevronSize
        case .checkmark: checkmarkSize
        case .detailButton: Size(width: detailButtonSide, height: detailButtonSide)
        case .detailDisclosureButton:
            Size(width: detailButtonSide + detailToChevronSpacing + chevronSize.width, height: detailButtonSide)
        }
    }

    /// The mark's size.
    override func sizeThatFits(_ size: Size) -> Size { AccessoryGlyphView.size(of: type) }

    /// Draws the mark, centred vertically in the bounds.
    override func draw(_ rect: Rect, in canvas: Canvas) {
        let tint = effectiveTintColor, rightToLeft = traitCollection.layoutDirection == .rightToLeft
        let round = StrokeStyle(width: AccessoryGlyphView.strokeWidth, cap: .round, join: .round)
        switch type {
        case .none:
            break
        case .disclosureIndicator:
            canvas.stroke(
                chevron(endingAt: bounds.maxX, rightToLeft: rightToLeft),
                color: DynamicColor.tertiaryLabel.resolved(with: traitCollection), style: round)
        case .checkmark:
            let s = AccessoryGlyphView.checkmarkSize, x = bounds.minX, y = bounds.midY - s.height / 2
            var path = Path()
            path.move(to: Point(x: x + 1.5, y: y + 7))
            path.line(to: Point(x: x + 5.5, y: y + 11.5))
            path.line(to: Point(x: x + s.width - 1.5, y: y + 1.5))
            canvas.stroke(path, color: tint, style: round)
        case .detailButton:
            drawDetailButton(at: bounds.minX, color: tint, in: canvas)
        case .detailDisclosureButton:
            let side = AccessoryGlyphView.detailButtonSide
            drawDetailButton(at: rightToLeft ? bounds.maxX - side : bounds.minX, color: tint, in: canvas)
            canvas.stroke(
                chevron(
                    endingAt: rightToLeft ? bounds.minX + AccessoryGlyphView.chevronSize.width : bounds.maxX,
                    rightToLeft: rightToLeft),
                color: DynamicColor.tertiaryLabel.resolved(with: traitCollection), style: round)
        }
    }

    /// A chevron in the box of ``chevronSize`` whose trailing edge is at `maxX`, pointing right (left when mirrored).
    private func chevron(endingAt maxX: Double, rightToLeft: Bool) -> Path {
        let s = AccessoryGlyphView.chevronSize, inset = AccessoryGlyphView.strokeWidth * 0.75
        let top = bounds.midY - s.height / 2 + inset, bottom = bounds.midY + s.height / 2 - inset
        let (back, tip) = rightToLeft ? (maxX - inset, maxX - s.width + inset) : (maxX - s.width + inset, maxX - inset)
        var path = Path()
        path.move(to: Point(x: back, y: top))
        path.line(to: Point(x: tip, y: bounds.midY))
        path.line(to: Point(x: back, y: bottom))
        return path
    }

    /// A ring with an "i" inside, its circle's leading edge at `x`, centred vertically.
    private func drawDetailButton(at x: Double, color: Color, in canvas: Canvas) {
        let side = AccessoryGlyphView.detailButtonSide, ring = AccessoryGlyphView.ringWidth
        let box = Rect(x: x, y: bounds.midY - side / 2, width: side, height: side)
        canvas.stroke(Path(ellipseIn: box.insetBy(dx: ring / 2, dy: ring / 2)), color: color, style: StrokeStyle(width: ring))
        var letter = Path(ellipseIn: Rect(x: box.midX - 1.25, y: box.minY + 5.5, width: 2.5, height: 2.5))
        letter.append(Path(roundedRect: Rect(x: box.midX - 1, y: box.minY + 9.5, width: 2, height: 7.5), cornerRadius: 1))
        canvas.fill(letter, color: color)
    }
}
