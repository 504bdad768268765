/// A color gradient represented as an array of color stops.
/// See [Gradient](https://developer.apple.com/documentation/swiftui/gradient).
public struct Gradient: Hashable, Sendable {
    /// One color stop in the gradient.
    public struct Stop: Hashable, Sendable {
        /// The color for the stop.
        public var color: Color
        /// The parametric location of the stop, in `0...1`.
        public var location: CGFloat

        /// Creates a color stop with a color and location.
        public init(color: Color, location: CGFloat) {
            self.color = color
            self.location = location
        }
    }

    /// The array of color stops.
    public var stops: [Stop]

    /// Creates a gradient from an array of color stops.
    public init(stops: [Stop]) { self.stops = stops }

    /// Creates a gradient from an array of colors, evenly spaced.
    public init(colors: [Color]) {
        let last = CGFloat(max(colors.count - 1, 1))
        stops = colors.enumerated().map { Stop(color: $1, location: CGFloat($0) / last) }
    }

    func paint(_ kind: GradientPaint.Kind, from start: UnitPoint, to end: UnitPoint, in environment: EnvironmentValues) -> Paint {
        .gradient(
            GradientPaint(
                kind: kind, colors: stops.map { $0.color.resolved(in: environment) }, locations: stops.map(\.location), startPoint: start,
                endPoint: end))
    }
}

/// A linear gradient.
/// See [LinearGradient](https://developer.apple.com/documentation/swiftui/lineargradient).
public struct LinearGradient: ShapeStyle, View, ResolvableShapeStyle, PrimitiveView {
    let gradient: Gradient
    let startPoint: UnitPoint
    let endPoint: UnitPoint

    /// Creates a linear gradient from a base gradient.
    public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {
        self.gradient = gradient
        self.startPoint = startPoint
        self.endPoint = endPoint
    }

    /// Creates a linear gradient from a collection of colors.
    public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(colors: colors), startPoint: startPoint, endPoint: endPoint)
    }

    /// Creates a linear gradient from a collection of color stops.
    public init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(stops: stops), startPoint: startPoint, endPoint: endPoint)
    }

    public var body: Never { primitiveBody() }
    nonisolated func paint(in environment: EnvironmentValues) -> Paint { gradient.paint(.axial, from: startPoint, to: endPoint, in: environment) }
    func nodes(in context: ResolveContext) -> [Node] { [ShapeNode.filling(self, in: context)] }
}

/// A radial gradient.
/// See [RadialGradient](https://developer.apple.com/documentation/swiftui/radialgradient).
public struct RadialGradient: ShapeStyle, View, ResolvableShapeStyle, PrimitiveView {
    let gradient: Gradient
    let center: UnitPoint
    let startRadius: CGFloat
    let endRadius: CGFloat

    /// Creates a radial gradient from a base gradient.
    public init(gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.gradient = gradient
        self.center = center
        self.startRadius = startRadius
        self.endRadius = endRadius
    }

    /// Creates a radial gradient from a collection of colors.
    public init(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.init(gradient: Gradient(colors: colors), center: center, startRadius: startRadius, endRadius: endRadius)
    }

    /// Creates a radial gradient from a collection of color stops.
    public init(stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.init(gradient: Gradient(stops: stops), center: center, startRadius: startRadius, endRadius: endRadius)
    }

    public var body: Never { primitiveBody() }
    nonisolated func paint(in environment: EnvironmentValues) -> Paint {
        gradient.paint(.radial(startRadius: startRadius, endRadius: endRadius), from: center, to: center, in: environment)
    }
    func nodes(in context: ResolveContext) -> [Node] { [ShapeNode.filling(self, in: context)] }
}

/// An angular gradient, also known as a "conic" gradient.
/// See [AngularGradient](https://developer.apple.com/documentation/swiftui/angulargradient).
public struct AngularGradient: ShapeStyle, View, ResolvableShapeStyle, PrimitiveView {
    let gradient: Gradient
    let center: UnitPoint
    let startAngle: Angle

    /// Creates an angular gradient from a base gradient.
    public init(gradient: Gradient, center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {
        self.gradient = gradient
        self.center = center
        self.startAngle = startAngle
    }

    /// Creates an angular gradient from a collection of colors.
    public init(colors: [Color], center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {
        self.init(gradient: Gradient(colors: colors), center: center, startAngle: startAngle, endAngle: endAngle)
    }

    /// Creates an angular gradient from a base gradient, all the way round from `angle`.
    public init(gradient: Gradient, center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: gradient, center: center, startAngle: angle)
    }

    public var body: Never { primitiveBody() }
    nonisolated func paint(in environment: EnvironmentValues) -> Paint {
        let end = UnitPoint(x: center.x + cos(startAngle.radians), y: center.y + sin(startAngle.radians))
        return gradient.paint(.conic, from: center, to: end, in: environment)
    }
    func nodes(in context: ResolveContext) -> [Node] { [ShapeNode.filling(self, in: context)] }
}

@MainActor
extension ShapeStyle where Self == LinearGradient {
    /// A linear gradient from `startPoint` to `endPoint`.
    ///
    /// - Parameters:
    ///   - gradient: The colours and their locations.
    ///   - startPoint: Where the gradient starts, in unit coordinates of the shape.
    ///   - endPoint: Where it ends.
    public static func linearGradient(_ gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(gradient: gradient, startPoint: startPoint, endPoint: endPoint)
    }

    /// A linear gradient of evenly spaced `colors` from `startPoint` to `endPoint`.
    ///
    /// - Parameters:
    ///   - colors: The colours, evenly spaced.
    ///   - startPoint: Where the gradient starts, in unit coordinates of the shape.
    ///   - endPoint: Where it ends.
    public static func linearGradient(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(colors: colors, startPoint: startPoint, endPoint: endPoint)
    }

    /// A linear gradient of `stops` from `startPoint` to `endPoint`.
    ///
    /// - Parameters:
    ///   - stops: The colours and their locations.
    ///   - startPoint: Where the gradient starts, in unit coordinates of the shape.
    ///   - endPoint: Where it ends.
    public static func linearGradient(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(stops: stops, startPoint: startPoint, endPoint: endPoint)
    }
}

@MainActor
extension ShapeStyle where Self == RadialGradient {
    /// A radial gradient around `center` from `startRadius` to `endRadius`.
    ///
    /// - Parameters:
    ///   - gradient: The colours and their locations.
    ///   - center: The centre, in unit coordinates of the shape.
    ///   - startRadius: The radius where the first colour starts, in points.
    ///   - endRadius: The radius where the last colour ends.
    public static func radialGradient(_ gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) -> RadialGradient {
        RadialGradient(gradient: gradient, center: center, startRadius: startRadius, endRadius: endRadius)
    }

    /// A radial gradient of evenly spaced `colors` around `center`.
    ///
    /// - Parameters:
    ///   - colors: The colours, evenly spaced.
    ///   - center: The centre, in unit coordinates of the shape.
    ///   - startRadius: The radius where the first colour starts, in points.
    ///   - endRadius: The radius where the last colour ends.
    public static func radialGradient(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) -> RadialGradient {
        RadialGradient(colors: colors, center: center, startRadius: startRadius, endRadius: endRadius)
    }

    /// A radial gradient of `stops` around `center`.
    ///
    /// - Parameters:
    ///   - stops: The colours and their locations.
    ///   - center: The centre, in unit coordinates of the shape.
    ///   - startRadius: The radius where the first colour starts, in points.
    ///   - endRadius: The radius where the last colour ends.
    public static func radialGradient(stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) -> RadialGradient {
        RadialGradient(stops: stops, center: center, startRadius: startRadius, endRadius: endRadius)
    }
}

@MainActor
extension ShapeStyle where Self == AngularGradient {
    /// An angular gradient around `center` from `startAngle` to `endAngle`.
    ///
    /// - Parameters:
    ///   - gradient: The colours and their locations.
    ///   - center: The centre, in unit coordinates of the shape.
    ///   - startAngle: Where the first colour starts.
    ///   - endAngle: Where the last colour ends.
    public static func angularGradient(_ gradient: Gradient, center: UnitPoint, startAngle: Angle, endAngle: Angle) -> AngularGradient {
        AngularGradient(gradient: gradient, center: center, startAngle: startAngle, endAngle: endAngle)
    }

    /// An angular gradient of evenly spaced `colors` around `center`.
    ///
    /// - Parameters:
    ///   - colors: The colours, evenly spaced.
    ///   - center: The centre, in unit coordinates of the shape.
    ///   - startAngle: Where the first colour starts.
    ///   - endAngle: Where the last colour ends.
    public static func angularGradient(colors: [Color], center: UnitPoint, startAngle: Angle, endAngle: Angle) -> AngularGradient {
        AngularGradient(colors: colors, center: center, startAngle: startAngle, endAngle: endAngle)
    }

    /// A conic gradient that completes a full turn around `center`, from `angle`.
    ///
    /// - Parameters:
    ///   - gradient: The colours and their locations.
    ///   - center: The centre, in unit coordinates of the shape.
    ///   - angle: Where the turn starts.
    public static func conicGradient(_ gradient: Gradient, center: UnitPoint, angle: Angle = .zero) -> AngularGradient {
        AngularGradient(gradient: gradient, center: center, angle: angle)
    }
}
