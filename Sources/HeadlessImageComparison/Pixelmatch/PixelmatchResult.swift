import HeadlessRaster

/// What ``Pixelmatch`` found.
package struct PixelmatchResult: Sendable, Equatable {
    /// The number of pixels that differ (differences excused as anti-aliasing not included).
    package let mismatched: Int
    /// The diff image, when asked for: every pixel is opaque, or transparent black
    /// where ``PixelmatchOptions/diffMask`` leaves it empty, so its pixels are
    /// pixelmatch's straight RGBA output and a valid premultiplied bitmap at once.
    package let diff: Bitmap?
}
