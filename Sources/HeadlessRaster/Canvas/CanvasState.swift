import HeadlessGeometry

/// What `save()` saves and `restore()` brings back.
struct CanvasState {
    /// Device pixels from user space.
    var transform: AffineTransform
    /// The global alpha, `0...1`.
    var alpha: Double = 1
    /// How drawing combines with the bitmap.
    var blendMode: BlendMode = .sourceOver
    /// Pixels outside this region are never touched.
    var clipRegion: PixelRegion
    /// An anti-aliased clip inside ``clipRegion``, or `nil` when the region is the whole clip.
    var clipMask: ClipMask?
}
