internal import HeadlessGeometry
internal import HeadlessLayers
internal import HeadlessRaster
internal import HeadlessText

/// The stand-in drawn for an SF Symbol. The symbols are Apple's artwork and
/// cannot be shipped; `UIImage(systemName:)` gives instead a template image
/// of the body symbol's size: a circle outline with the symbol name's first
/// letter in it, the same on every machine, and different enough between
/// names to tell a heart from a star in a review.
enum SymbolStandIn {
    /// The side of the stand-in, in points, for the default configuration: about a body-size symbol's.
    static let defaultSide = 20.0
    /// The pixels per point it is drawn at.
    static let scale = 3.0

    /// The stand-in for `name`, `side` points square, drawn at ``scale`` and
    /// again at any larger scale an image view shows it at; nil for an empty
    /// name or an unusable size.
    static func image(named name: String, side: Double = defaultSide) -> Image? {
        guard let bitmap = bitmap(named: name, side: side, scale: scale) else { return nil }
        var image = Image(bitmap: bitmap, scale: scale)
        image.renderingMode = .alwaysTemplate
        image.redraw = ImageRedraw { scale in SymbolStandIn.bitmap(named: name, side: side, scale: scale) }
        return image
    }

    /// The stand-in's pixels at `scale` pixels per point.
    private static func bitmap(named name: String, side: Double, scale: Double) -> Bitmap? {
        guard side.isFinite, side >= 4, side <= 1000, let initial = name.first.map({ String($0).uppercased() }),
            let canvas = try? Canvas(width: Int(side * scale), height: Int(side * scale), scale: scale)
        else { return nil }
        let ring = Rect(x: 1, y: 1, width: side - 2, height: side - 2)
        canvas.stroke(Path(ellipseIn: ring), color: .black, style: StrokeStyle(width: 1.5))
        if let font = try? Font.system(size: side * 0.55, weight: .semibold), let text = try? TextLayout(initial, font: font) {
            canvas.draw(text, at: Point(x: (side - text.size.width) / 2, y: (side - text.size.height) / 2), color: .black)
        }
        return canvas.bitmap
    }
}

extension UIImage {
    /// A stand-in for the SF Symbol `name` (see the type's documentation):
    /// a template image 20 points square, drawn in the tint colour by an
    /// image view. Nil for an empty name.
    public convenience init?(systemName name: String) {
        self.init(systemName: name, withConfiguration: nil)
    }

    /// The stand-in for the SF Symbol `name`, sized by `configuration`'s
    /// point size (its side 20/17 of it, as a body symbol's 20 points at 17)
    /// or text style; nil for an empty name.
    public convenience init?(systemName name: String, withConfiguration configuration: SymbolConfiguration?) {
        let side = configuration?.pointSize.map { $0 * SymbolStandIn.defaultSide / 17 } ?? SymbolStandIn.defaultSide
        guard let image = SymbolStandIn.image(named: name, side: Double(side)) else { return nil }
        self.init(image)
    }

    /// How a symbol image is sized: a point size or a text style's, and a weight.
    public final class SymbolConfiguration: NSObject, @unchecked Sendable {
        /// The point size, nil for the default.
        let pointSize: CGFloat?

        /// A configuration of `pointSize` points.
        public init(pointSize: CGFloat) {
            self.pointSize = pointSize
            super.init()
        }

        /// A configuration of `pointSize` points and `weight` (the stand-in draws one weight).
        public convenience init(pointSize: CGFloat, weight: UIImage.SymbolWeight) { self.init(pointSize: pointSize) }

        /// A configuration of `textStyle`'s size at the default text size.
        public convenience init(textStyle: UIFont.TextStyle) {
            self.init(pointSize: CGFloat(textStyle.engine.pointSize(for: .large)))
        }

        /// A configuration of `weight` at the default size (the stand-in draws one weight).
        public init(weight: UIImage.SymbolWeight) {
            pointSize = nil
            super.init()
        }
    }

    /// The weights of a symbol.
    public enum SymbolWeight: Int, Sendable {
        /// Unspecified.
        case unspecified
        /// Ultra light.
        case ultraLight
        /// Thin.
        case thin
        /// Light.
        case light
        /// Regular.
        case regular
        /// Medium.
        case medium
        /// Semibold.
        case semibold
        /// Bold.
        case bold
        /// Heavy.
        case heavy
        /// Black.
        case black
    }
}
