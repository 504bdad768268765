import HeadlessGeometry
import HeadlessRaster

/// The view hierarchy rendering path, as `UIView.drawHierarchy(in:afterScreenUpdates:)`.
extension View {
    /// Renders the view the way it appears on screen, into a bitmap of its
    /// bounds at the device scale.
    ///
    /// When the view is in no window, its tree is put into a window of
    /// `device` (by default ``DeviceProfile/current``) for the duration of the
    /// call, so traits flow from the device. The appearance proxies are applied
    /// (once per view), the tree is laid out, and visual effect views blur what
    /// lies behind them. Differences from ``Layer/render(in:)``: window traits,
    /// appearance defaults and real backdrop blur; everything else is drawn the same.
    ///
    /// - Throws: ``RenderError/invalidGeometry(type:frame:)`` naming the first
    ///   view in the subtree with a NaN, infinite or negative frame;
    ///   ``RenderError/emptySize(type:size:)`` or ``RenderError/tooLarge(type:size:scale:)``.
    public func drawHierarchy(device: DeviceProfile? = nil) throws(RenderError) -> Bitmap {
        try recordHierarchy(device: device).rendered()
    }

    /// Records what ``drawHierarchy(device:)`` draws, to render later on any
    /// thread (`Drawing.rendered()`): the tree is read and laid out here, on
    /// the main actor, and the pixels are made wherever the drawing is
    /// rendered, to the same bytes.
    ///
    /// - Throws: as ``drawHierarchy(device:)``.
    public func recordHierarchy(device: DeviceProfile? = nil) throws(RenderError) -> Drawing {
        AnimationStage.settleUnlessStaged()
        return try withHierarchyPrepared(device: device) { () throws(RenderError) in
            try layer.checkMaskCycles()
            return try AnimationStage.staging(layer) { () throws(RenderError) in
                try layer.recordDrawing(scale: traitCollection.displayScale, options: .viewHierarchy)
            }
        }
    }

    /// Draws the view the way it appears on screen into `canvas`, in the
    /// view's coordinate space under the canvas's current transform, as
    /// `drawHierarchy(in:afterScreenUpdates:)` draws into the current context.
    /// The canvas decides the scale; everything else is as ``drawHierarchy(device:)``.
    ///
    /// - Throws: ``RenderError/invalidGeometry(type:frame:)`` naming the first
    ///   view in the subtree with a NaN, infinite or negative frame.
    public func drawHierarchy(in canvas: Canvas, device: DeviceProfile? = nil) throws(RenderError) {
        try withHierarchyPrepared(device: device) { () throws(RenderError) in
            try layer.checkMaskCycles()
            try AnimationStage.staging(layer) { () throws(RenderError) in
                LayerRenderer(canvas: canvas, options: .viewHierarchy).render(layer)
            }
        }
    }

    /// Runs `body` with the view in a window (a temporary one of `device` when
    /// it has none), appearance applied, laid out and its geometry checked.
    private func withHierarchyPrepared<T>(
        device: DeviceProfile?,
        _ body: () throws(RenderError) -> T
    ) throws(RenderError) -> T {
        let root = rootView
        var temporaryWindow: Window?
        if window == nil {
            let host = Window(device: device ?? DeviceProfile.current)
            try? host.addSubview(root)  // root has no superview: no cycle is possible
            temporaryWindow = host
        }
        defer { if temporaryWindow != nil { root.removeFromSuperview() } }
        AppearanceRegistry.current.apply(toSubtreeOf: root)
        (temporaryWindow ?? root).layoutIfNeeded()
        layer.displayInSubtree()
        try validateSubtreeGeometry()
        return try body()
    }

    /// Throws for the first visible view in the subtree whose geometry cannot be drawn.
    private func validateSubtreeGeometry() throws(RenderError) {
        for view in subtree where !view.isHidden && !view.layer.hasValidGeometry {
            throw .invalidGeometry(type: String(describing: type(of: view)), frame: view.frame)
        }
    }
}
