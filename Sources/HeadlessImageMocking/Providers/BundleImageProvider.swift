import Foundation
import HeadlessLayers
import HeadlessLocking

/// `bundle://ID/NAME`: the PNG or JPEG image resource `NAME` of the bundle
/// registered as `ID` (`main` is `Bundle.main` unless replaced).
///
/// `NAME` may carry its extension; without one, `png`, `jpg` and `jpeg` are
/// tried with the display scale's `@2x`-style suffix (none at scale 1), then
/// `@3x`, `@2x` and no suffix, as `UIImage(named:)` does. The file's suffix gives the image's scale.
final class BundleImageProvider: ImageMockProvider {
    private let bundles = SanitizerVisibleMutex<[String: Bundle]>(["main": .main])

    /// Makes `bundle` answer `bundle://ID/...` URLs, replacing any bundle registered as `id`.
    func register(_ bundle: Bundle, as id: String) {
        bundles.withLock { $0[id] = bundle }
    }

    func image(for url: URL, scale: Double) throws(ImageMockError) -> Image? {
        guard MockURL.has(url, scheme: "bundle") else { return nil }
        let body = MockURL.body(of: url)
        guard let slash = body.firstIndex(of: "/") else { throw .malformedBundleURL(url) }
        let id = String(body[..<slash]), name = String(body[body.index(after: slash)...])
        guard !id.isEmpty, !name.isEmpty else { throw .malformedBundleURL(url) }
        let (bundle, registered) = bundles.withLock { ($0[id], $0.keys.sorted()) }
        guard let bundle else { throw .unknownBundle(url, id: id, registered: registered) }
        guard let file = BundleImageProvider.resource(named: name, in: bundle, scale: scale) else {
            throw .imageNotFound(url, name: name, bundleID: id)
        }
        do {
            return try Image(data: Data(contentsOf: file), scale: Image.scale(forFileName: file.lastPathComponent))
        } catch {
            throw .unreadableImage(url, reason: "\(file.lastPathComponent): \(error)")
        }
    }

    /// The file of the image resource `name` for a display of `scale`.
    private static func resource(named name: String, in bundle: Bundle, scale: Double) -> URL? {
        let given = (name as NSString).pathExtension
        if ["png", "jpg", "jpeg"].contains(given.lowercased()) {
            return bundle.url(forResource: (name as NSString).deletingPathExtension, withExtension: given)
        }
        let wanted = scale >= 1 && scale == scale.rounded() && scale < 10 ? [Int(scale)] : []
        let scales = (wanted + [3, 2, 1]).reduce(into: [Int]()) { if !$0.contains($1) { $0.append($1) } }
        for candidate in scales.map({ $0 == 1 ? name : "\(name)@\($0)x" }) {
            for ext in ["png", "jpg", "jpeg"] {
                if let file = bundle.url(forResource: candidate, withExtension: ext) { return file }
            }
        }
        return nil
    }
}
