/// Why PNG data could not be read or written.
public enum PNGError: Error, Equatable, CustomStringConvertible {
    /// libpng refused the data: it is empty, truncated, corrupt or not a PNG.
    /// The message is libpng's own.
    case decodingFailed(String)
    /// The header declares more pixels than a PNG may decode to (2^26, 8192 x 8192); nothing was allocated.
    case tooLarge(width: Int, height: Int)
    /// The bitmap has no pixels, which the PNG format cannot represent.
    case emptyBitmap(width: Int, height: Int)
    /// libpng could not encode the bitmap; the message is libpng's own.
    case encodingFailed(String)
    /// The data does not start with the PNG signature, so its chunks cannot be read.
    case missingSignature
    /// A text chunk cannot be written with this keyword or text.
    case invalidTextChunk(keyword: String, reason: String)
    /// An animation cannot be encoded: it has no frames, a frame rate below 1
    /// or above 65535, or frames of different sizes. The reason says which.
    case invalidAnimation(String)
    /// The animated PNG (APNG) chunks are inconsistent: wrong sequence numbers,
    /// a frame outside the canvas or without pixels, fewer frames than declared,
    /// or more than 1024 frames. The reason says which.
    case invalidAnimationData(String)
    /// A file could not be read.
    case unreadableFile(path: String, reason: String)
    /// A file could not be written.
    case unwritableFile(path: String, reason: String)

    /// A sentence naming the problem and the values involved.
    public var description: String {
        switch self {
        case .decodingFailed(let message):
            return "PNG decoding failed: \(message)"
        case .tooLarge(let width, let height):
            return "PNG size \(width)x\(height) exceeds the decoding limit of \(PNGInputLimits.maxPixelCount) pixels"
        case .emptyBitmap(let width, let height):
            return "a \(width)x\(height) bitmap cannot be encoded: PNG needs at least one pixel"
        case .encodingFailed(let message):
            return "PNG encoding failed: \(message)"
        case .missingSignature:
            return "data does not start with the PNG signature"
        case .invalidTextChunk(let keyword, let reason):
            return "PNG text chunk \"\(keyword)\" is invalid: \(reason)"
        case .invalidAnimation(let reason):
            return "the animation cannot be encoded as APNG: \(reason)"
        case .invalidAnimationData(let reason):
            return "APNG decoding failed: \(reason)"
        case .unreadableFile(let path, let reason):
            return "cannot read PNG file \(path): \(reason)"
        case .unwritableFile(let path, let reason):
            return "cannot write PNG file \(path): \(reason)"
        }
    }
}
