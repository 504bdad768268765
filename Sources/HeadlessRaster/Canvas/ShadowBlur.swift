/// How a shadow's shape is blurred (``Canvas/drawShadow(of:color:offset:blur:rule:)``).
public enum ShadowBlur: Hashable, Sendable {
    /// A Gaussian of standard deviation `sigma`, approximated by three box
    /// blurs as SVG's `feGaussianBlur` (and CSS, Skia, cairo users) blur.
    case gaussian(sigma: Double)
    /// Core Animation's layer shadow of `CALayer.shadowRadius` `radius`: a
    /// Gaussian of standard deviation `radius` that stops at twice the
    /// radius. Measured against iOS 15, 16 and 17 renders, which draw it
    /// identically (within one level of 255).
    case coreAnimation(radius: Double)

    /// The standard deviation in device pixels at `scale` device pixels per unit (0: no blur).
    func sigma(scale: Double) -> Double {
        let value =
            switch self {
            case .gaussian(let sigma): sigma
            case .coreAnimation(let radius): radius
            }
        return value.isFinite ? Swift.max(0, value) * scale : 0
    }

    /// How far a blur of device standard deviation `sigma` spreads a shape, in pixels.
    func margin(sigma: Double) -> Int {
        switch self {
        case .gaussian: BoxBlur.margin(sigma: sigma)
        case .coreAnimation: TruncatedGaussianBlur.reach(sigma: sigma, reachInSigmas: 2) + 1
        }
    }

    /// Device standard deviations from which the blur runs at half resolution:
    /// a wide blur keeps no detail finer than a few pixels.
    var halfResolutionSigma: Double {
        switch self {
        case .gaussian: 6
        case .coreAnimation: 12
        }
    }

    /// Blurs a mask of `width` x `height` pixels with device standard deviation `sigma`.
    func apply(to mask: inout [UInt8], width: Int, height: Int, sigma: Double) {
        switch self {
        case .gaussian:
            BoxBlur.blur(&mask, width: width, height: height, sigma: sigma)
        case .coreAnimation:
            TruncatedGaussianBlur.blur(
                &mask, width: width, height: height, sigma: sigma,
                reach: TruncatedGaussianBlur.reach(sigma: sigma, reachInSigmas: 2))
        }
    }
}
