import HeadlessRaster

/// Why bytes could not be decoded into an `Image`.
public enum ImageDecodingError: Error, Equatable, CustomStringConvertible {
    /// The data is neither PNG nor JPEG (it starts with neither signature).
    case unrecognizedFormat
    /// The data starts like a PNG but libpng refused it.
    case png(PNGError)
    /// The data starts like a JPEG but TurboJPEG refused it; the message is TurboJPEG's own.
    case jpeg(String)
    /// The image declares more than `Bitmap.maxPixelCount` pixels; nothing was allocated.
    case tooLarge(width: Int, height: Int)

    /// A sentence naming the problem.
    public var description: String {
        switch self {
        case .unrecognizedFormat:
            return "the data is neither PNG nor JPEG"
        case .png(let error):
            return error.description
        case .jpeg(let message):
            return "JPEG decoding failed: \(message)"
        case .tooLarge(let width, let height):
            return "image size \(width)x\(height) exceeds the limit of \(Bitmap.maxPixelCount) pixels"
        }
    }
}
