import HeadlessRaster

/// Custom drawing through the layer.
extension View {
    /// Called by the layer to draw the view's custom content.
    func drawForLayer(in canvas: Canvas) {
        performDraw(in: canvas)
    }
}
