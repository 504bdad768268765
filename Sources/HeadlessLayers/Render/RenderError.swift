import HeadlessGeometry
import HeadlessRaster

/// Why a view or layer could not be rendered to an image.
public enum RenderError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The view or layer (named by type) has a NaN, infinite or negative frame.
    case invalidGeometry(type: String, frame: Rect)
    /// The view or layer (named by type) has no area to draw.
    case emptySize(type: String, size: Size)
    /// The image would be larger than `Bitmap.maxPixelCount`.
    case tooLarge(type: String, size: Size, scale: Double)
    /// The scale is not a finite number above 0.
    case invalidScale(type: String, scale: Double)
    /// Masks lead back to a layer that draws them; the layers of the cycle, in order.
    case maskCycle([String])
    /// Animations cannot be shown at the moment asked for; what is wrong with each.
    case animation([String])

    /// A sentence naming the view or layer and the problem.
    public var description: String {
        switch self {
        case .invalidGeometry(let type, let frame):
            return "cannot render \(type): its frame \(frame) is not finite or has a negative size"
        case .emptySize(let type, let size):
            return "cannot render \(type): its size \(size) is empty"
        case .tooLarge(let type, let size, let scale):
            return "cannot render \(type): \(size) points at scale \(scale) exceeds \(Bitmap.maxPixelCount) pixels"
        case .invalidScale(let type, let scale):
            return "cannot render \(type) at scale \(scale): the scale must be a finite number above 0"
        case .maskCycle(let layers):
            return "cannot render: masks form a cycle, each drawing the next: " + layers.joined(separator: " → ")
        case .animation(let problems):
            return "cannot show the animations at this moment: " + problems.joined(separator: "; ")
        }
    }
}
