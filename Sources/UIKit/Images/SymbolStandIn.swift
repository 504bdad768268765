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
    /// The side of the stand-in, in points: about a body-size symbol's.
    static let side = 20.0
    /// The pixels per point it is drawn at.
    static let scale = 3.0

    /// The stand-in for `name`, or nil for an empty name.
    static func image(named name: String) -> Image? {
        guard let initial = name.first.map({ String($0).uppercased() }),
            let canvas = try? Canvas(width: Int(side * scale), height: Int(side * scale), scale: scale)
        else { return nil }
        let ring = Rect(x: 1, y: 1, width: side - 2, height: side - 2)
        canvas.stroke(Path(ellipseIn: ring), color: .black, style: StrokeStyle(width: 1.5))
        if let font = try? Font.system(size: 11, weight: .semibold), let text = try? TextLayout(initial, font: font) {
            canvas.draw(text, at: Point(x: (side - text.size.width) / 2, y: (side - text.size.height) / 2), color: .black)
        }
        var image = Image(bitmap: canvas.bitmap, scale: scale)
        image.renderingMode = .alwaysTemplate
        return image
    }
}

extension UIImage {
    /// A stand-in for the SF Symbol `name` (see the type's documentation):
    /// a template image 20 points square, drawn in the tint colour by an
    /// image view. Nil for an empty name.
    public convenience init?(systemName name: String) {
        guard let image = SymbolStandIn.image(named: name) else { return nil }
        self.init(image)
    }
}
