public import Foundation

/// UIKit's additions to `NSValue`: points, sizes and rectangles boxed as
/// objects, as older animation code passes them (`fromValue = NSValue(cgPoint: p)`).
/// [Apple's documentation](https://developer.apple.com/documentation/foundation/nsvalue)
extension NSValue {
    /// A value holding `point`.
    public convenience init(cgPoint point: CGPoint) { self.init(point: point) }

    /// A value holding `size`.
    public convenience init(cgSize size: CGSize) { self.init(size: size) }

    /// A value holding `rect`.
    public convenience init(cgRect rect: CGRect) { self.init(rect: rect) }

    /// The point the value holds.
    public var cgPointValue: CGPoint { pointValue }

    /// The size the value holds.
    public var cgSizeValue: CGSize { sizeValue }

    /// The rectangle the value holds.
    public var cgRectValue: CGRect { rectValue }
}
