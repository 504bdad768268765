package import HeadlessGeometry

// Conversions between Core Graphics' geometry and this package's.

extension HeadlessGeometry.Point {
    /// The same point.
    package init(_ point: CGPoint) { self.init(x: point.x, y: point.y) }
}

extension HeadlessGeometry.Size {
    /// The same size.
    package init(_ size: CGSize) { self.init(width: size.width, height: size.height) }
}

extension HeadlessGeometry.Rect {
    /// The same rectangle.
    package init(_ rect: CGRect) { self.init(x: rect.origin.x, y: rect.origin.y, width: rect.size.width, height: rect.size.height) }
}

extension CGPoint {
    /// The same point.
    package init(_ point: HeadlessGeometry.Point) { self.init(x: point.x, y: point.y) }
}

extension CGSize {
    /// The same size.
    package init(_ size: HeadlessGeometry.Size) { self.init(width: size.width, height: size.height) }
}

extension CGRect {
    /// The same rectangle.
    package init(_ rect: HeadlessGeometry.Rect) { self.init(x: rect.x, y: rect.y, width: rect.width, height: rect.height) }
}
