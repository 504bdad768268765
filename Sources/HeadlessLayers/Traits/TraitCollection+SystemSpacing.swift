/// Lengths UIKit derives from the screen, shared by the standard views.
extension TraitCollection {
    /// One device pixel, in points: the thickness of hairlines such as
    /// separators (one point when the scale is unusable).
    var pixelLength: Double { displayScale > 0 && displayScale.isFinite ? 1 / displayScale : 1 }

    /// The space between content and the sides of a view `width` points wide,
    /// as UIKit's `systemMinimumLayoutMargins`: 20 points in a regular width
    /// or from 414 points wide (the Plus and Max phones), else 16.
    package func systemSideMargin(forWidth width: Double) -> Double {
        horizontalSizeClass == .regular || width >= 414 ? 20 : 16
    }
}
