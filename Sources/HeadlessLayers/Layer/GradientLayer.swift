import HeadlessGeometry
import HeadlessRaster

/// A layer filling its bounds with a gradient, as `CAGradientLayer`.
open class GradientLayer: Layer {
    /// The shape of a gradient.
    public enum Kind: Hashable, Sendable {
        /// Colours change along the line from ``GradientLayer/startPoint`` to ``GradientLayer/endPoint``.
        case axial
        /// Colours change in ellipses around ``GradientLayer/startPoint``; location 1 lies
        /// the x and y distances to ``GradientLayer/endPoint`` away.
        case radial
        /// Colours turn clockwise around ``GradientLayer/startPoint``, location
        /// 0 towards ``GradientLayer/endPoint`` and 1 a whole turn later.
        case conic
    }

    /// The colours; fewer than one draws nothing, one fills solidly.
    public var colors: [Color] = [] {
        willSet { Layer.willChange?(self, "colors") }
    }
    /// Each colour's location in `0...1`; `nil`, or a count that does not
    /// match ``colors``, spreads them evenly.
    public var locations: [Double]? {
        willSet { Layer.willChange?(self, "locations") }
    }
    /// Where location 0 lies, in unit coordinates of the bounds; the top centre by default.
    public var startPoint = Point(x: 0.5, y: 0) {
        willSet { Layer.willChange?(self, "startPoint") }
    }
    /// Where location 1 lies, in unit coordinates of the bounds; the bottom centre by default.
    public var endPoint = Point(x: 0.5, y: 1) {
        willSet { Layer.willChange?(self, "endPoint") }
    }
    /// Axial (the default), radial or conic.
    public var type: Kind = .axial

    /// Creates an empty axial gradient layer.
    public required init() { super.init() }

    /// The gradient's colours and locations.
    var gradient: Gradient {
        guard let locations, locations.count == colors.count else { return Gradient(colors: colors) }
        return Gradient(stops: zip(colors, locations).map { Gradient.Stop(color: $0, location: $1) })
    }

    /// A unit point of the bounds in the layer's coordinate space.
    func boundsPoint(_ unit: Point) -> Point {
        Point(x: bounds.x + unit.x * bounds.width, y: bounds.y + unit.y * bounds.height)
    }

    /// Fills the bounds with the gradient, over the background and contents.
    open override func draw(in canvas: Canvas) {
        super.draw(in: canvas)
        guard !colors.isEmpty else { return }
        let start = boundsPoint(startPoint), end = boundsPoint(endPoint)
        switch type {
        case .axial:
            canvas.fill(bounds, with: .linearGradient(gradient, start: start, end: end))
        case .conic:
            let angle = end == start ? 0 : Trig.atan2(end.y - start.y, end.x - start.x)
            canvas.fill(bounds, with: .conicGradient(gradient, center: start, startAngle: angle))
        case .radial:
            let rx = abs(end.x - start.x), ry = abs(end.y - start.y)
            let radiusX = rx > 0 ? rx : ry, radiusY = ry > 0 ? ry : rx
            guard radiusX > 0 else { return }
            let ellipse = AffineTransform(scaleX: radiusX, y: radiusY)
                .concatenating(AffineTransform(translationX: start.x, y: start.y))
            guard let unitSpace = ellipse.inverted() else { return }
            canvas.withSavedState {
                canvas.concatenate(ellipse)
                canvas.fill(
                    Path(rect: bounds).applying(unitSpace),
                    with: .radialGradient(gradient, center: .zero, radius: 1))
            }
        }
    }

    override var opaqueShape: Path? { nil }
}
