internal import HeadlessGeometry
package import HeadlessLayers

/// A layer filled with a gradient between colours at locations, along a
/// line from `startPoint` to `endPoint` in unit coordinates, or radial.
/// [Apple's documentation](https://developer.apple.com/documentation/quartzcore/cagradientlayer)
@preconcurrency @MainActor
open class CAGradientLayer: CALayer {
    /// The engine gradient layer.
    private var gradient: GradientLayer { unsafeDowncast(backing, to: GradientLayer.self) }

    /// The colours last set, returned as set.
    private var setColors: [Any]?

    override class func makeBacking() -> Layer { GradientLayer() }
    override package class var backingClass: Layer.Type { GradientLayer.self }

    /// The colours, as `CGColor`s; other values are left out.
    open var colors: [Any]? {
        get { setColors }
        set {
            setColors = newValue
            gradient.colors = (newValue ?? []).compactMap { ($0 as? CGColor)?.sRGB }
        }
    }

    /// Where each colour sits, 0 to 1; nil spreads them evenly.
    open var locations: [NSNumber]? {
        get { gradient.locations?.map { NSNumber(value: $0) } }
        set { gradient.locations = newValue?.map(\.doubleValue) }
    }

    /// Where the gradient starts, in unit coordinates; the top centre (0.5, 0) by default.
    open var startPoint: CGPoint {
        get { CGPoint(gradient.startPoint) }
        set { gradient.startPoint = Point(newValue) }
    }

    /// Where the gradient ends, in unit coordinates; the bottom centre (0.5, 1) by default.
    open var endPoint: CGPoint {
        get { CGPoint(gradient.endPoint) }
        set { gradient.endPoint = Point(newValue) }
    }

    /// Along a line (axial, the default), out from the start point
    /// (radial), or around the start point (conic: clockwise on screen,
    /// location 0 towards the end point, as iOS draws it).
    open var type: CAGradientLayerType {
        get {
            switch gradient.type {
            case .axial: .axial
            case .radial: .radial
            case .conic: .conic
            }
        }
        set { gradient.type = newValue == .radial ? .radial : newValue == .conic ? .conic : .axial }
    }
}

/// The shape of a gradient layer's gradient.
public struct CAGradientLayerType: RawRepresentable, Hashable, Sendable {
    /// Core Animation's name for the type.
    public let rawValue: String
    /// A type from its name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Along the line from the start point to the end point.
    public static let axial = CAGradientLayerType(rawValue: "axial")
    /// Out from the start point to the end point's distance.
    public static let radial = CAGradientLayerType(rawValue: "radial")
    /// Around the start point, from the direction of the end point.
    public static let conic = CAGradientLayerType(rawValue: "conic")
}
