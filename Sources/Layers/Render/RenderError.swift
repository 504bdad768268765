import Geometry
import Raster

/// Why a view or layer could not be rendered to an image.
public enum RenderError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The view or layer (named by type) has a NaN, infinite or negative frame.
    case invalidGeometry(type: String, frame: Rect)
    /// The view or layer (named by type) has no area to draw.
    case emptySize(type: String, size: Size)
    /// The image would be larger than ``Bitmap/maxPixelCount``, or the scale is not a positive number.
    case tooLarge(type: String, size: Size, scale: Double)

    /// A sentence naming the view or layer and the problem.
    public var description: String {
        switch self {
        case .invalidGeometry(let type, let frame):
            return "cannot render \(type): its frame \(frame) is not finite or has a negative size"
        case .emptySize(let type, let size):
            return "cannot render \(type): its size \(size) is empty"
        case .tooLarge(let type, let size, let scale):
            return "cannot render \(type): \(size) points at scale \(scale) exceeds \(Bitmap.maxPixelCount) pixels"
        }
    }
}
