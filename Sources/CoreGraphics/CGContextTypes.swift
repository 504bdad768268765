internal import HeadlessRaster

/// How a path is painted by `CGContext.drawPath(using:)`, as `CGPathDrawingMode`.
public enum CGPathDrawingMode: Int32, Sendable {
    case fill, eoFill, stroke, fillStroke, eoFillStroke
}

/// How drawing combines with what is already there, as `CGBlendMode`: the
/// separable and non-separable blend modes and the Porter-Duff operators,
/// composited by the renderer's formulas (see `BlendMode`).
public enum CGBlendMode: Int32, Sendable {
    case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight
    case difference, exclusion, hue, saturation, color, luminosity
    case clear, copy, sourceIn, sourceOut, sourceAtop, destinationOver, destinationIn, destinationOut, destinationAtop
    case xor, plusDarker, plusLighter

    /// The renderer's mode.
    var blendMode: BlendMode {
        switch self {
        case .normal: .sourceOver
        case .multiply: .multiply
        case .screen: .screen
        case .overlay: .overlay
        case .darken: .darken
        case .lighten: .lighten
        case .colorDodge: .colorDodge
        case .colorBurn: .colorBurn
        case .softLight: .softLight
        case .hardLight: .hardLight
        case .difference: .difference
        case .exclusion: .exclusion
        case .hue: .hue
        case .saturation: .saturation
        case .color: .color
        case .luminosity: .luminosity
        case .clear: .clear
        case .copy: .copy
        case .sourceIn: .sourceIn
        case .sourceOut: .sourceOut
        case .sourceAtop: .sourceAtop
        case .destinationOver: .destinationOver
        case .destinationIn: .destinationIn
        case .destinationOut: .destinationOut
        case .destinationAtop: .destinationAtop
        case .xor: .xor
        case .plusDarker: .plusDarker
        case .plusLighter: .plusLighter
        }
    }
}

/// Whether a gradient's end colours extend past its ends, as `CGGradientDrawingOptions`.
public struct CGGradientDrawingOptions: OptionSet, Sendable {
    public let rawValue: UInt32

    /// Options from their raw value.
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// The first colour fills the area before the start.
    public static let drawsBeforeStartLocation = CGGradientDrawingOptions(rawValue: 1)
    /// The last colour fills the area after the end.
    public static let drawsAfterEndLocation = CGGradientDrawingOptions(rawValue: 2)
}

/// How images are sampled when scaled, as `CGInterpolationQuality`.
public enum CGInterpolationQuality: Int32, Sendable {
    case `default`, none, low, medium, high

    /// The renderer's sampling: nearest pixel for ``none``, bilinear otherwise.
    var sampling: ImageSampling { self == .none ? .nearest : .bilinear }
}

/// A gradient, as `CGGradient`: colours at locations from 0 to 1.
public final class CGGradient: Sendable {
    /// The colours and locations in this package's sRGB.
    let gradient: Gradient

    /// A gradient of `colors` at `locations` (evenly spaced when `nil`);
    /// `nil` when there are no colours or the counts differ.
    public init?(colorsSpace space: CGColorSpace?, colors: [CGColor], locations: UnsafePointer<CGFloat>?) {
        guard !colors.isEmpty else { return nil }
        let places: [Double]
        if let locations {
            places = UnsafeBufferPointer(start: locations, count: colors.count).map { Double($0) }
        } else {
            let last = Double(Swift.max(colors.count - 1, 1))
            places = colors.indices.map { Double($0) / last }
        }
        guard places.allSatisfy({ $0.isFinite }) else { return nil }
        gradient = Gradient(stops: zip(colors, places).map { Gradient.Stop(color: $0.sRGB, location: $1) })
    }

    /// A gradient of the `CGColor`s of `colors` (an array cast `as CFArray`,
    /// as Apple's signature takes it; other elements are left out) at `locations`.
    public convenience init?(colorsSpace space: CGColorSpace?, colors: CFArray, locations: UnsafePointer<CGFloat>?) {
        self.init(colorsSpace: space, colors: colors.compactMap { $0 as? CGColor }, locations: locations)
    }

    /// A gradient of `count` colours given as components of `space`
    /// (each followed by alpha), at `locations` (evenly spaced when `nil`).
    public convenience init?(
        colorSpace space: CGColorSpace, colorComponents components: UnsafePointer<CGFloat>,
        locations: UnsafePointer<CGFloat>?, count: Int
    ) {
        guard count > 0 else { return nil }
        let stride = space.numberOfComponents + 1
        var colors: [CGColor] = []
        for index in 0..<count {
            guard let color = CGColor(colorSpace: space, components: components + index * stride) else { return nil }
            colors.append(color)
        }
        self.init(colorsSpace: space, colors: colors, locations: locations)
    }
}
