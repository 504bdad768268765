import Foundation

/// Why a mock URL could not give an image. The mocker shows an error image
/// instead and reports a test failure with this description.
public enum ImageMockError: Error, Equatable, CustomStringConvertible {
    /// A `size://` URL without a positive `WIDTHxHEIGHT`.
    case malformedSize(URL)
    /// A `ratio://` URL without a positive `WIDTH:HEIGHT` or `WIDTH/HEIGHT`.
    case malformedRatio(URL)
    /// A `bundle://` URL without both a bundle identifier and an image name.
    case malformedBundleURL(URL)
    /// A `bundle://` URL naming a bundle identifier that was never registered.
    case unknownBundle(URL, id: String, registered: [String])
    /// A `bundle://` URL naming an image its bundle does not contain.
    case imageNotFound(URL, name: String, bundleID: String)
    /// The bundle's image file could not be read or decoded.
    case unreadableImage(URL, reason: String)
    /// The image asked for is larger than a mock image may be.
    case tooLarge(URL, width: Double, height: Double)
    /// A custom provider refused the URL.
    case rejected(URL, reason: String)

    /// The URL asked for.
    public var url: URL {
        switch self {
        case .malformedSize(let url), .malformedRatio(let url), .malformedBundleURL(let url),
            .unknownBundle(let url, _, _), .imageNotFound(let url, _, _), .unreadableImage(let url, _),
            .tooLarge(let url, _, _), .rejected(let url, _):
            return url
        }
    }

    /// A sentence naming the URL, the problem and the expected form.
    public var description: String {
        let url = self.url.absoluteString
        switch self {
        case .malformedSize:
            return "malformed mock URL \(url): expected size://WIDTHxHEIGHT with positive numbers, such as size://1920x1080"
        case .malformedRatio:
            return "malformed mock URL \(url): expected ratio://WIDTH:HEIGHT with positive numbers, such as ratio://3:2"
        case .malformedBundleURL:
            return "malformed mock URL \(url): expected bundle://BUNDLE_ID/IMAGE_NAME, such as bundle://main/sample"
        case .unknownBundle(_, let id, let registered):
            return "mock URL \(url): no bundle registered as \"\(id)\" (registered: \(registered.joined(separator: ", "))); "
                + "register it with registerBundle(_:as:)"
        case .imageNotFound(_, let name, let bundleID):
            return "mock URL \(url): bundle \"\(bundleID)\" has no PNG or JPEG image named \"\(name)\""
        case .unreadableImage(_, let reason):
            return "mock URL \(url): the image cannot be read: \(reason)"
        case .tooLarge(_, let width, let height):
            return "mock URL \(url): \(MockImageSize.caption(width: width, height: height)) points is larger than "
                + "a mock image may be (\(MockRatio.format(MockImageSize.maxArea)) square points)"
        case .rejected(_, let reason):
            return "mock URL \(url): \(reason)"
        }
    }
}
