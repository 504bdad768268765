import HeadlessGeometry

/// A transparency group begun and not yet ended: what ending it restores and composites.
struct TransparencyGroup {
    /// The state outside the group.
    let outer: CanvasState
    /// The saved-state depth outside the group.
    let outerStackDepth: Int
    /// The pixels outside the group while it is drawn into; once it ends, the group's own.
    var outerPixels: CanvasPixels
    /// The bounds outside the group.
    let outerBounds: PixelRegion
    /// Where the group lands, in the outer device space.
    let region: PixelRegion
    /// The alpha the group is composited at.
    let alpha: Double
    /// The colour the group's colours are multiplied by before compositing, if any.
    let tint: Color?
    /// The matrix the group's colours are mapped through before compositing, if any.
    let colorMatrix: ColorMatrix?
}

extension Canvas {
    /// Draws `body` into an offscreen group, then composites the group at
    /// `alpha` under the current clip, alpha and blend mode, as
    /// `CGContextBeginTransparencyLayer` does: overlapping parts of the group
    /// fade together instead of showing through each other.
    ///
    /// Inside `body` the transform and clip are unchanged, the alpha is 1 and
    /// the blend mode source-over; states saved inside and not restored are dropped.
    ///
    /// With a `tint`, each colour drawn in the group is multiplied by it,
    /// channel by channel and alpha too, before the group is composited: what
    /// `CAReplicatorLayer.instanceColor` does to its instances. With a
    /// `colorMatrix`, each colour is then mapped through it (a view's colour
    /// filters: brightness, saturation, hue rotation…).
    public func withTransparencyLayer(
        alpha groupAlpha: Double = 1, tint: Color? = nil, colorMatrix: ColorMatrix? = nil, _ body: () throws -> Void
    ) rethrows {
        guard beginTransparencyLayer(alpha: groupAlpha, tint: tint, colorMatrix: colorMatrix) else { return }
        defer { endTransparencyLayer() }
        try body()
    }

    /// Begins a group over the visible part of the clip; false (and no group)
    /// when nothing of it can be seen.
    package func beginTransparencyLayer(alpha groupAlpha: Double, tint: Color? = nil, colorMatrix: ColorMatrix? = nil) -> Bool {
        let region = state.clipRegion.intersection(bounds)
        guard !region.isEmpty else { return false }
        // Transparent, written row by row as drawn into (a recording canvas has no pixels).
        var groupPixels =
            isRecording
            ? CanvasPixels(transparentWidth: 0, height: 0)
            : CanvasPixels(transparentWidth: region.width, height: region.height)
        record { _ = $0.beginTransparencyLayer(alpha: groupAlpha, tint: tint, colorMatrix: colorMatrix) }
        exchangePixels(&groupPixels)
        groups.append(
            TransparencyGroup(
                outer: state, outerStackDepth: savedStackDepth, outerPixels: groupPixels,
                outerBounds: bounds, region: region, alpha: groupAlpha, tint: tint, colorMatrix: colorMatrix))
        bounds = PixelRegion(x0: 0, y0: 0, x1: region.width, y1: region.height)
        state.transform = state.transform.concatenating(AffineTransform(translationX: Double(-region.x0), y: Double(-region.y0)))
        state.clipMask = state.clipMask.map { $0.cropped(to: region) }
        state.clipRegion = state.clipMask?.region ?? bounds
        state.alpha = 1
        state.blendMode = .sourceOver
        return true
    }

    /// Ends the innermost group: restores the outer state and composites the group.
    package func endTransparencyLayer() {
        guard var group = groups.popLast() else { return }
        record { $0.endTransparencyLayer() }
        truncateSavedStates(to: group.outerStackDepth)
        exchangePixels(&group.outerPixels)
        bounds = group.outerBounds
        state = group.outer
        guard !isRecording else { return }
        let alpha = group.alpha.isNaN ? 0 : min(max(group.alpha, 0), 1) * group.outer.alpha
        var pixels = group.outerPixels.written
        if let tint = group.tint { pixels.multiply(by: tint) }
        if let colorMatrix = group.colorMatrix { pixels.apply(colorMatrix) }
        composite(pixels, at: group.region, alpha: alpha)
    }

    /// Composites a region-sized bitmap onto the canvas at `region`, faded by `alpha`,
    /// under the clip mask and blend mode.
    private func composite(_ group: Bitmap, at region: PixelRegion, alpha: Double) {
        let a = UInt32(Color.byte(alpha))
        guard a > 0 else { return }
        var coverage = [UInt8](repeating: UInt8(a), count: region.width)
        let width = bounds.width
        let mode = state.blendMode
        group.pixels.withUnsafeBufferPointer { source in
            withPixels(rows: region.y0..<region.y1) { pixels in
                coverage.withUnsafeMutableBufferPointer { cov in
                    for y in region.y0..<region.y1 {
                        if let mask = state.clipMask {
                            cov.update(repeating: UInt8(a))
                            mask.apply(y: y, x: region.x0, count: region.width, to: cov.baseAddress!)
                        }
                        Compositor.blendRow(
                            source.baseAddress! + (y - region.y0) * region.width, mode: mode,
                            coverage: cov.baseAddress!,
                            destination: pixels + y * width + region.x0,
                            count: region.width)
                    }
                }
            }
        }
    }
}
