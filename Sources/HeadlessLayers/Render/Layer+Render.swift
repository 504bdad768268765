import HeadlessGeometry
import HeadlessRaster

/// The layer rendering path, as `CALayer.render(in:)` (renderInContext).
extension Layer {
    /// Draws the layer tree as it is into `canvas`, in this layer's coordinate
    /// space (its position and transform are ignored, its opacity is not),
    /// after a layout pass.
    ///
    /// No window, traits from the view tree alone, no appearance defaults, and
    /// visual effect views draw only their fallback tint (see
    /// ``View/drawHierarchy(device:)`` for the other path). Layers with NaN,
    /// infinite or negative geometry are skipped with their sublayers; a tree
    /// whose masks form a cycle draws nothing (``renderedImage(scale:)`` throws).
    public func render(in canvas: Canvas) {
        prepareForRendering()
        guard (try? checkMaskCycles()) != nil else { return }
        LayerRenderer(canvas: canvas, options: .layerTree).render(self)
    }

    /// Renders the layer's bounds into a new bitmap at `scale` pixels per
    /// point (rounded up to whole pixels), as FBSnapshotTestCase's layer path does.
    ///
    /// - Throws: ``RenderError`` for invalid geometry, an empty or too large
    /// size, a bad scale, or masks that form a cycle.
    public func renderedImage(scale: Double = 1) throws(RenderError) -> Bitmap {
        try recordedImage(scale: scale).rendered()
    }

    /// Records what ``renderedImage(scale:)`` draws, to render later on any
    /// thread (`Drawing.rendered()`): the tree is read here, on the main
    /// actor, and the pixels are made wherever the drawing is rendered.
    ///
    /// - Throws: as ``renderedImage(scale:)``.
    public func recordedImage(scale: Double = 1) throws(RenderError) -> Drawing {
        AnimationStage.settleUnlessStaged()
        prepareForRendering()
        try checkMaskCycles()
        return try AnimationStage.staging(self) { () throws(RenderError) in try recordDrawing(scale: scale, options: .layerTree) }
    }

    /// Updates the traits and layout of the owning view's subtree, or lays out the layer tree.
    private func prepareForRendering() {
        if let owningView {
            owningView.layoutIfNeeded()
        } else {
            layoutIfNeeded()
        }
        displayInSubtree()
    }
}
