/// How the comparison engine decides whether a pixel whose channels differ by
/// more than the largest allowed channel delta has changed.
public enum ComparisonMode: Sendable, Hashable {
    /// Every such pixel has changed.
    case exact
    /// Such a pixel has changed when its colours are further apart than `threshold`
    /// in OKLab (Björn Ottosson, 2020): the Euclidean distance of (L, a, b), where
    /// L runs from 0 (black) to 1 (white). A just noticeable difference is about
    /// 0.02. Pixels are compared as they show over black and over white (sRGB
    /// compositing, as the renderer does), and the larger distance counts, so a
    /// change of transparency shows too.
    case perceptual(threshold: Double = 0.02)
    /// pixelmatch's rule: such a pixel has changed when its squared YIQ distance
    /// exceeds `35215 * threshold * threshold` (`threshold` in 0...1, pixelmatch's
    /// default 0.1), unless it looks like anti-aliasing in either image (see
    /// `Pixelmatch`), in which case it is excused and counted apart. Pixels are
    /// compared as they show over white.
    case antialiasingAware(threshold: Double = 0.1)
}
