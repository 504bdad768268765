import HeadlessGeometry

/// The look of a ``VisualEffectView``, as `UIBlurEffect.Style`: how much it
/// blurs, the tint laid over the blur, and the opaque colour the layer path
/// draws instead.
public enum BlurStyle: Hashable, Sendable, CaseIterable {
    /// A light, translucent material.
    case light
    /// The default material.
    case regular
    /// A dark material.
    case dark

    /// The Gaussian's standard deviation in points.
    public var blurSigma: Double { 10 }

    /// The tint laid over the blurred backdrop.
    public var tintColor: Color {
        switch self {
        case .light: Color(hex: 0xFFFFFF, alpha: 0.3)
        case .regular: Color(hex: 0xF2F2F7, alpha: 0.6)
        case .dark: Color(hex: 0x1C1C1E, alpha: 0.7)
        }
    }

    /// The opaque colour drawn when the blur is not rendered.
    public var fallbackColor: Color {
        switch self {
        case .light: Color(hex: 0xF7F7F7)
        case .regular: Color(hex: 0xEDEDF2)
        case .dark: Color(hex: 0x2C2C2E)
        }
    }
}
