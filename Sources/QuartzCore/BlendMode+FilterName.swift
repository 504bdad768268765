internal import HeadlessRaster

extension BlendMode {
    /// The blend mode Core Image names `name`, as `CALayer.compositingFilter` takes it; nil for another name.
    init?(filterName name: String) {
        let modes: [String: BlendMode] = [
            "multiplyBlendMode": .multiply, "screenBlendMode": .screen, "overlayBlendMode": .overlay,
            "darkenBlendMode": .darken, "lightenBlendMode": .lighten, "colorDodgeBlendMode": .colorDodge,
            "colorBurnBlendMode": .colorBurn, "softLightBlendMode": .softLight, "hardLightBlendMode": .hardLight,
            "differenceBlendMode": .difference, "exclusionBlendMode": .exclusion, "hueBlendMode": .hue,
            "saturationBlendMode": .saturation, "colorBlendMode": .color, "luminosityBlendMode": .luminosity,
            "sourceAtopCompositing": .sourceAtop, "destinationOverCompositing": .destinationOver,
            "plusD": .plusDarker, "plusL": .plusLighter,
        ]
        guard let mode = modes[name] else { return nil }
        self = mode
    }
}
