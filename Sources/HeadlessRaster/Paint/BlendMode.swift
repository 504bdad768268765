/// How a drawn colour combines with what the bitmap already holds: Core
/// Graphics' blend modes (`CGBlendMode`), on premultiplied colours.
///
/// The separable and non-separable modes follow the W3C's Compositing and
/// Blending Level 1 formulas; the Porter-Duff modes its compositing
/// operators. Where a shape only partly covers a pixel, the modes after
/// ``screen`` mix the blended result with the destination by the coverage.
public enum BlendMode: Sendable, Hashable, CaseIterable {
    /// The source over the destination: the usual painting.
    case sourceOver
    /// The source replaces the destination where it is drawn (coverage still blends edges).
    case copy
    /// Clears the destination where the shape is drawn.
    case clear
    /// Removes the destination where the source is opaque.
    case destinationOut
    /// Multiplies source and destination colours: never lighter.
    case multiply
    /// Inverts, multiplies and inverts back: never darker.
    case screen
    /// Multiplies or screens, depending on the destination.
    case overlay
    /// The darker of source and destination.
    case darken
    /// The lighter of source and destination.
    case lighten
    /// Brightens the destination towards the source.
    case colorDodge
    /// Darkens the destination towards the source.
    case colorBurn
    /// Darkens or lightens, depending on the source, softly.
    case softLight
    /// Multiplies or screens, depending on the source.
    case hardLight
    /// The difference of source and destination.
    case difference
    /// Like ``difference``, with lower contrast.
    case exclusion
    /// The source's hue with the destination's saturation and luminosity.
    case hue
    /// The source's saturation with the destination's hue and luminosity.
    case saturation
    /// The source's hue and saturation with the destination's luminosity.
    case color
    /// The source's luminosity with the destination's hue and saturation.
    case luminosity
    /// The source where the destination is (Porter-Duff source in).
    case sourceIn
    /// The source where the destination is not.
    case sourceOut
    /// The source over the destination, only where the destination is.
    case sourceAtop
    /// The destination over the source.
    case destinationOver
    /// The destination where the source is.
    case destinationIn
    /// The destination over the source, only where the source is.
    case destinationAtop
    /// Source and destination where they do not overlap.
    case xor
    /// The sum of source and destination, darkened: 1 − ((1 − d) + (1 − s)), at least 0.
    case plusDarker
    /// The sum of source and destination, at most 1.
    case plusLighter
}
