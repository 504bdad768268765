/// An axis-aligned rectangle: an origin (its top-left corner) and a size.
///
/// Like `CGRect`, a rectangle with a negative width or height is normalised
/// by `standardized`; the `min`/`max` accessors always work on the
/// standardised form.
public struct Rect: Hashable, Sendable, CustomStringConvertible {
    /// The top-left corner (for a standardised rectangle).
    public var origin: Point
    /// The width and height.
    public var size: Size

    /// Creates a rectangle from an origin and a size.
    public init(origin: Point, size: Size) {
        self.origin = origin
        self.size = size
    }

    /// Creates a rectangle from its coordinates and dimensions.
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
    }

    /// The rectangle at the origin with zero size.
    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

    /// The origin's x coordinate.
    public var x: Double { origin.x }
    /// The origin's y coordinate.
    public var y: Double { origin.y }
    /// The width.
    public var width: Double { size.width }
    /// The height.
    public var height: Double { size.height }

    /// The rectangle with a non-negative width and height covering the same area.
    public var standardized: Rect {
        Rect(x: Swift.min(x, x + width), y: Swift.min(y, y + height), width: abs(width), height: abs(height))
    }

    /// The smallest x coordinate.
    public var minX: Double { Swift.min(x, x + width) }
    /// The largest x coordinate.
    public var maxX: Double { Swift.max(x, x + width) }
    /// The smallest y coordinate.
    public var minY: Double { Swift.min(y, y + height) }
    /// The largest y coordinate.
    public var maxY: Double { Swift.max(y, y + height) }
    /// The x coordinate of the centre.
    public var midX: Double { x + width * 0.5 }
    /// The y coordinate of the centre.
    public var midY: Double { y + height * 0.5 }
    /// The centre point.
    public var center: Point { Point(x: midX, y: midY) }

    /// The four corners, in order round the rectangle: top left, top right,
    /// bottom right, bottom left (clockwise on screen, where y grows downwards).
    public var corners: [Point] {
        [Point(x: minX, y: minY), Point(x: maxX, y: minY), Point(x: maxX, y: maxY), Point(x: minX, y: maxY)]
    }

    /// Whether the rectangle encloses no area.
    public var isEmpty: Bool { !(width != 0 && height != 0) || !isFinite }

    /// Whether every coordinate and dimension is finite.
    public var isFinite: Bool { origin.isFinite && size.isFinite }

    /// A textual form such as `(0.0, 0.0, 10.0, 20.0)`.
    public var description: String { "(\(x), \(y), \(width), \(height))" }

    /// Whether `point` lies inside the rectangle (the max edges are excluded).
    public func contains(_ point: Point) -> Bool {
        point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
    }

    /// The rectangle moved by `dx` and `dy`.
    public func offsetBy(dx: Double, dy: Double) -> Rect {
        Rect(origin: origin.offsetBy(dx: dx, dy: dy), size: size)
    }

    /// The rectangle shrunk by `dx` on the left and right and `dy` on the top and bottom.
    public func insetBy(dx: Double, dy: Double) -> Rect {
        let r = standardized
        return Rect(x: r.x + dx, y: r.y + dy, width: r.width - 2 * dx, height: r.height - 2 * dy)
    }

    /// The rectangle shrunk by `insets`.
    public func inset(by insets: EdgeInsets) -> Rect {
        let r = standardized
        return Rect(
            x: r.x + insets.left, y: r.y + insets.top,
            width: r.width - insets.horizontal, height: r.height - insets.vertical)
    }

    /// The overlap of two rectangles, or `nil` when they do not overlap.
    public func intersection(_ other: Rect) -> Rect? {
        let x0 = Swift.max(minX, other.minX), y0 = Swift.max(minY, other.minY)
        let x1 = Swift.min(maxX, other.maxX), y1 = Swift.min(maxY, other.maxY)
        guard x1 > x0, y1 > y0 else { return nil }
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// The smallest rectangle containing both rectangles.
    public func union(_ other: Rect) -> Rect {
        let x0 = Swift.min(minX, other.minX), y0 = Swift.min(minY, other.minY)
        let x1 = Swift.max(maxX, other.maxX), y1 = Swift.max(maxY, other.maxY)
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// The smallest rectangle containing all the points, or `nil` for none.
    /// Inlinable, so that callers in hot loops (a stroke's culling of each
    /// dash) get a version specialised to their sequence.
    @inlinable
    public static func bounding<S: Sequence>(_ points: S) -> Rect? where S.Element == Point {
        var iterator = points.makeIterator()
        guard let first = iterator.next() else { return nil }
        var x0 = first.x, y0 = first.y, x1 = first.x, y1 = first.y
        while let p = iterator.next() {
            x0 = Swift.min(x0, p.x)
            y0 = Swift.min(y0, p.y)
            x1 = Swift.max(x1, p.x)
            y1 = Swift.max(y1, p.y)
        }
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }
}
