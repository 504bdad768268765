/// Why a font could not be loaded, found or used.
public enum FontError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The font file does not exist or cannot be read.
    case fileNotReadable(path: String, reason: String)
    /// FreeType did not accept the data as a font; `code` is FreeType's error code.
    case notAFont(source: String, code: Int32)
    /// The data is a font, but a bitmap-only one, which the outline renderer cannot draw.
    case notScalable(source: String)
    /// No registered face belongs to the family.
    case familyNotFound(String)
    /// A size that is negative, NaN or infinite.
    case invalidSize(Double)

    /// A message naming the file or value and the problem.
    public var description: String {
        switch self {
        case let .fileNotReadable(path, reason):
            return "Cannot read font file \(path): \(reason)"
        case let .notAFont(source, code):
            return "\(source) is not a font FreeType can open: \(FreeTypeErrorMessage.text(for: code))"
        case let .notScalable(source):
            return "\(source) has no scalable outlines (bitmap-only fonts are not supported)"
        case let .familyNotFound(family):
            return "No registered font belongs to the family \"\(family)\""
        case let .invalidSize(size):
            return "Font size \(size) is invalid: it must be a finite number of points, zero or more"
        }
    }
}
