import Geometry

extension Canvas {
    /// Draws `body` into an offscreen group, then composites the group at
    /// `alpha` under the current clip, alpha and blend mode, as
    /// `CGContextBeginTransparencyLayer` does: overlapping parts of the group
    /// fade together instead of showing through each other.
    ///
    /// Inside `body` the transform and clip are unchanged, the alpha is 1 and
    /// the blend mode source-over; states saved inside and not restored are dropped.
    public func withTransparencyLayer(alpha groupAlpha: Double = 1, _ body: () throws -> Void) rethrows {
        let region = state.clipRegion.intersection(bounds)
        guard !region.isEmpty, let group = try? Bitmap(width: region.width, height: region.height) else { return }
        let outer = state
        let outerStack = savedStackDepth
        var outerBitmap = group
        swap(&outerBitmap, &bitmap)
        state.transform = outer.transform.concatenating(AffineTransform(translationX: Double(-region.x0), y: Double(-region.y0)))
        state.clipMask = outer.clipMask.map { $0.cropped(to: region) }
        state.clipRegion = state.clipMask?.region ?? PixelRegion(x0: 0, y0: 0, x1: region.width, y1: region.height)
        state.alpha = 1
        state.blendMode = .sourceOver
        defer {
            truncateSavedStates(to: outerStack)
            swap(&outerBitmap, &bitmap)
            state = outer
            let alpha = groupAlpha.isNaN ? 0 : min(max(groupAlpha, 0), 1) * outer.alpha
            composite(outerBitmap, at: region, alpha: alpha)
        }
        try body()
    }

    /// Composites a region-sized bitmap onto the canvas at `region`, faded by `alpha`,
    /// under the clip mask and blend mode.
    private func composite(_ group: Bitmap, at region: PixelRegion, alpha: Double) {
        let a = UInt32(Color.byte(alpha))
        guard a > 0 else { return }
        var coverage = [UInt8](repeating: UInt8(a), count: region.width)
        let width = bitmap.width
        let mode = state.blendMode
        group.pixels.withUnsafeBufferPointer { source in
            bitmap.pixels.withUnsafeMutableBufferPointer { pixels in
                coverage.withUnsafeMutableBufferPointer { cov in
                    for y in region.y0..<region.y1 {
                        if let mask = state.clipMask {
                            cov.update(repeating: UInt8(a))
                            mask.apply(y: y, x: region.x0, count: region.width, to: cov.baseAddress!)
                        }
                        Compositor.blendRow(source.baseAddress! + (y - region.y0) * region.width, mode: mode,
                                            coverage: cov.baseAddress!,
                                            destination: pixels.baseAddress! + y * width + region.x0,
                                            count: region.width)
                    }
                }
            }
        }
    }
}
