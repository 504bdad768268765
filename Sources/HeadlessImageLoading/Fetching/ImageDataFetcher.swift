import Foundation
import HeadlessLayers

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Reads the bytes behind an image URL: `file:` from disk, `data:` from the
/// URL itself, `http(s):` through `URLSession`.
struct ImageDataFetcher: Sendable {
    /// How long an HTTP request may take, in seconds.
    var timeout: TimeInterval

    /// The bytes at `url`.
    ///
    /// - Throws: ``ImageLoadError`` naming the URL; ``ImageLoadError/cancelled(_:)``
    ///   when the task is cancelled during an HTTP request.
    func data(for url: URL) async throws(ImageLoadError) -> Data {
        switch url.scheme?.lowercased() {
        case "file":
            return try fileData(at: url)
        case "data":
            guard let data = DataURL.payload(of: url) else { throw .unsupportedURL(url, reason: "malformed data URL") }
            return data
        case "http", "https":
            return try await httpData(at: url)
        default:
            throw .unsupportedURL(url, reason: "unsupported scheme \(url.scheme.map { "\"\($0)\"" } ?? "(none)")")
        }
    }

    private func fileData(at url: URL) throws(ImageLoadError) -> Data {
        guard FileManager.default.fileExists(atPath: url.path) else { throw .notFound(url) }
        do { return try Data(contentsOf: url) } catch { throw .unreadable(url, reason: error.localizedDescription) }
    }

    private func httpData(at url: URL) async throws(ImageLoadError) -> Data {
        let request = URLRequest(url: url, cachePolicy: .reloadIgnoringLocalCacheData, timeoutInterval: timeout)
        let response: ShieldedHTTPRequest.Response
        do {
            response = try await ShieldedHTTPRequest.send(request)
        } catch {
            if Task.isCancelled || error is CancellationError || (error as? URLError)?.code == .cancelled {
                throw .cancelled(url)
            }
            throw .unreadable(url, reason: error.localizedDescription)
        }
        if let status = response.statusCode, !(200...299).contains(status) {
            throw .httpStatus(url, status)
        }
        return response.data
    }
}
