/// A shape whose outline can be inset: for `strokeBorder(_:lineWidth:)`.
/// See [InsettableShape](https://developer.apple.com/documentation/swiftui/insettableshape).
public protocol InsettableShape: Shape {
    /// The type of the inset shape.
    associatedtype InsetShape: InsettableShape
    /// Returns `self` inset by `amount`.
    func inset(by amount: CGFloat) -> InsetShape
}

extension InsettableShape {
    /// Strokes the shape inside its bounds: the outline is inset by half the line width.
    public func strokeBorder<S: ShapeStyle>(_ content: S = ForegroundStyle(), style: StrokeStyle) -> _ShapeView<InsetShape> {
        inset(by: style.lineWidth / 2).stroke(content, style: style)
    }

    /// Strokes the shape inside its bounds: the outline is inset by half the line width.
    public func strokeBorder<S: ShapeStyle>(_ content: S = ForegroundStyle(), lineWidth: CGFloat = 1) -> _ShapeView<InsetShape> {
        strokeBorder(content, style: StrokeStyle(lineWidth: lineWidth))
    }
}

/// A shape that is a rectangle filling its frame (rounded or not), which a view's own background can draw.
@MainActor
protocol WholeRectangleShape {
    /// The corner radius and whether the corners are continuous, or nil when the shape does not fill its frame.
    var wholeRectangle: (radius: CGFloat, continuous: Bool)? { get }
}

extension Rectangle: WholeRectangleShape {
    var wholeRectangle: (radius: CGFloat, continuous: Bool)? { insetAmount == 0 ? (0, false) : nil }
}

extension RoundedRectangle: WholeRectangleShape {
    var wholeRectangle: (radius: CGFloat, continuous: Bool)? {
        insetAmount == 0 && cornerSize.width == cornerSize.height && cornerSize.width >= 0 ? (cornerSize.width, style == .continuous) : nil
    }
}

/// A rectangular shape aligned inside the frame of the view containing it.
/// See [Rectangle](https://developer.apple.com/documentation/swiftui/rectangle).
public struct Rectangle: InsettableShape {
    var insetAmount: CGFloat = 0
    /// Creates a new rectangle shape.
    nonisolated public init() {}
    public func path(in rect: CGRect) -> Path { Path(rect.insetBy(dx: insetAmount, dy: insetAmount)) }
    public func inset(by amount: CGFloat) -> Rectangle {
        var shape = self
        shape.insetAmount += amount
        return shape
    }
}

/// A rectangular shape with rounded corners, aligned inside the frame of the view containing it.
/// See [RoundedRectangle](https://developer.apple.com/documentation/swiftui/roundedrectangle).
public struct RoundedRectangle: InsettableShape {
    /// The width and height of the rounded rectangle's corners.
    public var cornerSize: CGSize
    /// The style of corners drawn by the rounded rectangle.
    public var style: RoundedCornerStyle
    var insetAmount: CGFloat = 0

    /// Creates a new rounded rectangle shape.
    nonisolated public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        self.cornerSize = cornerSize
        self.style = style
    }

    /// Creates a new rounded rectangle shape.
    nonisolated public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        self.init(cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
    }

    public func path(in rect: CGRect) -> Path {
        let corner = CGSize(width: max(0, cornerSize.width - insetAmount), height: max(0, cornerSize.height - insetAmount))
        return Path(roundedRect: rect.insetBy(dx: insetAmount, dy: insetAmount), cornerSize: corner, style: style)
    }

    public func inset(by amount: CGFloat) -> RoundedRectangle {
        var shape = self
        shape.insetAmount += amount
        return shape
    }
}

/// A capsule shape aligned inside the frame of the view containing it: a
/// rounded rectangle whose corner radius is half its shorter side.
/// See [Capsule](https://developer.apple.com/documentation/swiftui/capsule).
public struct Capsule: InsettableShape {
    /// The style of corners drawn by the capsule.
    public var style: RoundedCornerStyle
    var insetAmount: CGFloat = 0

    /// Creates a new capsule shape.
    nonisolated public init(style: RoundedCornerStyle = .circular) { self.style = style }

    public func path(in rect: CGRect) -> Path {
        let inset = rect.insetBy(dx: insetAmount, dy: insetAmount)
        let radius = min(inset.width, inset.height) / 2
        return Path(roundedRect: inset, cornerSize: CGSize(width: radius, height: radius), style: .circular)
    }

    public func inset(by amount: CGFloat) -> Capsule {
        var shape = self
        shape.insetAmount += amount
        return shape
    }
}

/// A circle centered on the frame of the view containing it, as wide as the frame's shorter side.
/// See [Circle](https://developer.apple.com/documentation/swiftui/circle).
public struct Circle: InsettableShape {
    var insetAmount: CGFloat = 0
    /// Creates a new circle shape.
    nonisolated public init() {}

    public func path(in rect: CGRect) -> Path {
        let side = min(rect.width, rect.height)
        let square = CGRect(x: rect.midX - side / 2, y: rect.midY - side / 2, width: side, height: side)
        return Path(ellipseIn: square.insetBy(dx: insetAmount, dy: insetAmount))
    }

    public func inset(by amount: CGFloat) -> Circle {
        var shape = self
        shape.insetAmount += amount
        return shape
    }
}

/// An ellipse aligned inside the frame of the view containing it.
/// See [Ellipse](https://developer.apple.com/documentation/swiftui/ellipse).
public struct Ellipse: InsettableShape {
    var insetAmount: CGFloat = 0
    /// Creates a new ellipse shape.
    nonisolated public init() {}
    public func path(in rect: CGRect) -> Path { Path(ellipseIn: rect.insetBy(dx: insetAmount, dy: insetAmount)) }
    public func inset(by amount: CGFloat) -> Ellipse {
        var shape = self
        shape.insetAmount += amount
        return shape
    }
}

extension Shape where Self == Rectangle {
    /// A rectangular shape aligned inside the frame of the view containing it.
    public static var rect: Rectangle { Rectangle() }
}

extension Shape where Self == Circle {
    /// A circle centered on the frame of the view containing it.
    public static var circle: Circle { Circle() }
}

extension Shape where Self == Capsule {
    /// A capsule shape aligned inside the frame of the view containing it.
    public static var capsule: Capsule { Capsule() }
}

extension Shape where Self == Ellipse {
    /// An ellipse aligned inside the frame of the view containing it.
    public static var ellipse: Ellipse { Ellipse() }
}

extension Shape where Self == RoundedRectangle {
    /// A rectangular shape with rounded corners.
    public static func rect(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) -> RoundedRectangle {
        RoundedRectangle(cornerRadius: cornerRadius, style: style)
    }
}
