import HeadlessGeometry
import HeadlessRaster

/// The drawing an image of a layer is recorded as.
extension Layer {
    /// Records the layer tree drawn with `options` on a canvas covering the
    /// bounds at `scale` (rounded up to whole pixels), after checking the
    /// geometry; errors name the owning view's type, else the layer's.
    func recordDrawing(scale: Double, options: RenderOptions) throws(RenderError) -> Drawing {
        let name = owningView.map { String(describing: type(of: $0)) } ?? String(describing: type(of: self))
        let size = bounds.size
        guard hasValidGeometry else { throw .invalidGeometry(type: name, frame: frame) }
        guard size.width > 0, size.height > 0 else { throw .emptySize(type: name, size: size) }
        guard scale.isFinite, scale > 0 else { throw .invalidScale(type: name, scale: scale) }
        let width = (size.width * scale).rounded(.up), height = (size.height * scale).rounded(.up)
        guard scale > 0, scale.isFinite, width * height <= Double(Bitmap.maxPixelCount),
            let canvas = try? Canvas(recordingWidth: Int(width), height: Int(height), scale: scale)
        else {
            throw .tooLarge(type: name, size: size, scale: scale)
        }
        canvas.translateBy(x: -bounds.x, y: -bounds.y)
        LayerRenderer(canvas: canvas, options: options).render(self)
        // A canvas made for recording always has its recording.
        return canvas.recording!
    }
}
