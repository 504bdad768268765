import Foundation
import HeadlessLayers

/// The bytes of a `data:` URL (RFC 2397): `data:[media type][;base64],payload`.
enum DataURL {
    /// The decoded payload of `url`, or `nil` when it is not a well-formed `data:` URL.
    static func payload(of url: URL) -> Data? {
        let text = url.absoluteString
        guard text.lowercased().hasPrefix("data:"), let comma = text.firstIndex(of: ",") else { return nil }
        let header = text[text.index(text.startIndex, offsetBy: 5)..<comma]
        guard let payload = String(text[text.index(after: comma)...]).removingPercentEncoding else { return nil }
        if header.lowercased().hasSuffix(";base64") {
            return Data(base64Encoded: payload, options: .ignoreUnknownCharacters)
        }
        return Data(payload.utf8)
    }
}
