import CHarfBuzz

/// The settings shaping depends on besides the text and font. They are
/// always set explicitly, never taken from the process locale.
public struct ShapingOptions: Hashable, Sendable {
    /// The BCP 47 language tag given to HarfBuzz (and to line breaking), "en" by default.
    public var language: String
    /// Whether kerning (`kern`) is applied; on by default.
    public var kerning: Bool
    /// Whether standard and contextual ligatures (`liga`, `clig`) are formed; on by default.
    public var ligatures: Bool
    /// Space added after each cluster, in ems, on top of the font's ``Font/tracking`` (UIKit's kern, over the font's size).
    package var tracking = 0.0

    /// Options with the given values.
    public init(language: String = "en", kerning: Bool = true, ligatures: Bool = true) {
        self.language = language
        self.kerning = kerning
        self.ligatures = ligatures
    }

    /// The HarfBuzz features that turn off what these options disable.
    var features: [hb_feature_t] {
        var disabled: [String] = []
        if !kerning { disabled.append("kern") }
        if !ligatures { disabled += ["liga", "clig"] }
        return disabled.map { hb_feature_t(tag: openTypeTag($0), value: 0, start: 0, end: UInt32.max) }
    }
}
