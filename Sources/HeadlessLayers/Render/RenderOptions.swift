/// What a rendering pass draws beyond the layer tree as it is.
struct RenderOptions: Sendable {
    /// Whether visual effect views blur what lies behind them (the view
    /// hierarchy path) or only draw their fallback tint (the layer path).
    var rendersBackdropEffects: Bool

    /// The options of `layer.render(in:)`: no backdrop effects.
    static let layerTree = RenderOptions(rendersBackdropEffects: false)
    /// The options of `view.drawHierarchy`: backdrop effects drawn for real.
    static let viewHierarchy = RenderOptions(rendersBackdropEffects: true)
}
