import Geometry
import Raster

/// The canvas an image of a layer is rendered into.
extension Layer {
    /// A canvas covering the bounds at `scale` (rounded up to whole pixels),
    /// drawing or (when `recording`) recording, after checking the geometry;
    /// errors name the owning view's type, else the layer's.
    func makeCanvas(scale: Double, recording: Bool = false) throws(RenderError) -> Canvas {
        let name = owningView.map { String(describing: type(of: $0)) } ?? String(describing: type(of: self))
        let size = bounds.size
        guard hasValidGeometry else { throw .invalidGeometry(type: name, frame: frame) }
        guard size.width > 0, size.height > 0 else { throw .emptySize(type: name, size: size) }
        guard scale.isFinite, scale > 0 else { throw .invalidScale(type: name, scale: scale) }
        let width = (size.width * scale).rounded(.up), height = (size.height * scale).rounded(.up)
        guard scale > 0, scale.isFinite, width * height <= Double(Bitmap.maxPixelCount),
              let canvas = try? (recording ? Canvas(recordingWidth: Int(width), height: Int(height), scale: scale)
                                           : Canvas(width: Int(width), height: Int(height), scale: scale)) else {
            throw .tooLarge(type: name, size: size, scale: scale)
        }
        canvas.translateBy(x: -bounds.x, y: -bounds.y)
        return canvas
    }
}
