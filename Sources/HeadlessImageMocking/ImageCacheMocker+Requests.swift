import Foundation
import HeadlessMocking

/// What views asked the mocker for.
extension ImageCacheMocker {
    /// Every URL asked for, in the order asked, once per request.
    public var requestedURLs: [URL] { executions(of: imageRequestRef).map(\.arguments) }

    /// How many times `url` was asked for.
    public func requestCount(for url: URL) -> Int { requestedURLs.filter { $0 == url }.count }
}
