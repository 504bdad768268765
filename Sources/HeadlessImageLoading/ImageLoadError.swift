import Foundation
import HeadlessLayers

/// Why an image could not be loaded from a URL.
public enum ImageLoadError: Error, Equatable, CustomStringConvertible {
    /// Nothing exists at the URL (a missing file).
    case notFound(URL)
    /// The source exists but could not be read: a file error or a network failure.
    case unreadable(URL, reason: String)
    /// The HTTP server answered with a status outside 200...299.
    case httpStatus(URL, Int)
    /// The URL cannot be loaded: an unsupported scheme or a malformed `data:` URL.
    case unsupportedURL(URL, reason: String)
    /// The bytes were read but are not an image this library decodes.
    case notAnImage(URL, ImageDecodingError)
    /// The load was cancelled (another URL was set, or its task was cancelled).
    case cancelled(URL)

    /// The URL the load was for.
    public var url: URL {
        switch self {
        case .notFound(let url), .unreadable(let url, _), .httpStatus(let url, _),
            .unsupportedURL(let url, _), .notAnImage(let url, _), .cancelled(let url):
            return url
        }
    }

    /// A sentence naming the URL and the problem.
    public var description: String {
        switch self {
        case .notFound(let url):
            return "no image at \(url.absoluteString): not found"
        case .unreadable(let url, let reason):
            return "cannot read \(url.absoluteString): \(reason)"
        case .httpStatus(let url, let status):
            return "loading \(url.absoluteString) failed with HTTP status \(status)"
        case .unsupportedURL(let url, let reason):
            return "cannot load \(url.absoluteString): \(reason)"
        case .notAnImage(let url, let error):
            return "\(url.absoluteString) is not an image: \(error)"
        case .cancelled(let url):
            return "loading \(url.absoluteString) was cancelled"
        }
    }
}
