/// The options of ``Pixelmatch``, named and defaulted as pixelmatch's own.
package struct PixelmatchOptions: Sendable, Hashable {
    /// How pixels that are not opaque are blended before their colours are compared.
    package enum Blend: String, Sendable, Hashable, CaseIterable {
        /// Over a pseudo-random dark and light checkerboard, as pixelmatch 7 does,
        /// so that a change of transparency shows over any colour.
        case checkerboard
        /// Over white, as pixelmatch 6 does; choosing it reproduces version 6 entirely,
        /// down to the arithmetic of the faded grey in diff images.
        case white
    }

    /// Matching threshold, 0...1: pixels whose squared YIQ distance exceeds
    /// `35215 * threshold * threshold` differ. Smaller is more sensitive; 0.1 by default.
    package var threshold: Double
    /// Whether differences that look like anti-aliasing count; `false` by default,
    /// so they are excused and painted ``aaColor``.
    package var includeAA: Bool
    /// Opacity, 0...1, of the first image's faded grey behind the diff; 0.1 by default.
    package var alpha: Double
    /// Colour of differences excused as anti-aliasing; yellow by default.
    package var aaColor: DiffColor
    /// Colour of differing pixels; red by default.
    package var diffColor: DiffColor
    /// When set, colour of differing pixels that got darker in the second image.
    package var diffColorAlt: DiffColor?
    /// Whether the diff shows differences alone on a transparent background.
    package var diffMask: Bool
    /// How pixels that are not opaque are blended; ``Blend/checkerboard`` (version 7) by default.
    package var blend: Blend

    /// Creates options; every default is pixelmatch 7.2's.
    package init(
        threshold: Double = 0.1, includeAA: Bool = false, alpha: Double = 0.1,
        aaColor: DiffColor = .yellow, diffColor: DiffColor = .red, diffColorAlt: DiffColor? = nil,
        diffMask: Bool = false, blend: Blend = .checkerboard
    ) {
        self.threshold = threshold
        self.includeAA = includeAA
        self.alpha = alpha
        self.aaColor = aaColor
        self.diffColor = diffColor
        self.diffColorAlt = diffColorAlt
        self.diffMask = diffMask
        self.blend = blend
    }
}
