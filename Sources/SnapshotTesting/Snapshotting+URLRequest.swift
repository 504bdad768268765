import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

extension Snapshotting where Value == URLRequest, Format == String {
    /// A request as text: `METHOD URL` (query items sorted), its headers
    /// sorted, and its body after a blank line.
    public static var raw: Snapshotting { .raw(pretty: false) }

    /// A request as text, its JSON body pretty-printed with sorted keys when `pretty`.
    public static func raw(pretty: Bool) -> Snapshotting {
        SimplySnapshotting<String>.lines.pullback { (request: URLRequest) in
            var lines = ["\(request.httpMethod ?? "GET") \(request.url.map(sortedQuery) ?? "(null)")"]
            lines += (request.allHTTPHeaderFields ?? [:]).sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)" }
            if let body = request.httpBody {
                lines += ["", bodyText(body, pretty: pretty)]
            }
            return lines.joined(separator: "\n")
        }
    }

    /// A request as the `curl` command that sends it.
    public static var curl: Snapshotting { SimplySnapshotting<String>.lines.pullback(curlCommand) }
}

/// The `curl` command that sends `request`.
private func curlCommand(_ request: URLRequest) -> String {
    var parts = ["curl"]
    switch request.httpMethod ?? "GET" {
    case "GET": break
    case "HEAD": parts.append("--head")
    case let method: parts.append("--request \(method)")
    }
    let headers = (request.allHTTPHeaderFields ?? [:]).sorted { $0.key < $1.key }
    for (name, value) in headers where name != "Cookie" {
        parts.append("--header \"\(name): \(escaped(value))\"")
    }
    if let body = request.httpBody {
        parts.append("--data \"\(escaped(String(decoding: body, as: UTF8.self)))\"")
    }
    if let cookie = headers.first(where: { $0.key == "Cookie" }) {
        parts.append("--cookie \"\(escaped(cookie.value))\"")
    }
    parts.append("\"\(request.url.map(sortedQuery) ?? "")\"")
    return parts.joined(separator: " \\\n\t")
}

/// `url` with its query items sorted by name.
private func sortedQuery(_ url: URL) -> String {
    guard var components = URLComponents(url: url, resolvingAgainstBaseURL: false), let items = components.queryItems else {
        return url.absoluteString
    }
    components.queryItems = items.sorted { $0.name < $1.name }
    return components.url?.absoluteString ?? url.absoluteString
}

/// A body as text: UTF-8, or JSON pretty-printed with sorted keys when `pretty` and it is JSON.
private func bodyText(_ body: Data, pretty: Bool) -> String {
    if pretty, let json = try? JSONSerialization.jsonObject(with: body),
        let printed = try? JSONSerialization.data(withJSONObject: json, options: [.prettyPrinted, .sortedKeys])
    {
        return String(decoding: printed, as: UTF8.self)
    }
    return String(decoding: body, as: UTF8.self)
}

/// `text` with its double quotes escaped for a shell's double-quoted string.
private func escaped(_ text: String) -> String { text.replacingOccurrences(of: "\"", with: "\\\"") }
