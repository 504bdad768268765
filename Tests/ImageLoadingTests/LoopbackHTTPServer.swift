import Foundation
import HeadlessImageLoading
import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// A tiny HTTP/1.1 server on 127.0.0.1 and a free port, for the image
/// loading tests: it answers GET requests from a fixed table of routes,
/// optionally after a delay, one thread per connection, and closes each
/// connection after the response. It stops on ``stop()`` (call it in a
/// `defer`), or by itself after ``lifetime``, so a failing test cannot leave
/// it running.
final class LoopbackHTTPServer: Sendable {
    /// What one path answers.
    struct Route: Sendable {
        var status = 200
        var body = Data()
        var delay: Duration = .zero
    }

    /// The longest a server runs.
    static let lifetime: Duration = .seconds(30)

    /// The port the server listens on.
    let port: UInt16
    private let listener: Int32
    private let routes: [String: Route]
    private let state = Mutex<(stopped: Bool, paths: [String])>((false, []))

    /// Starts a server answering `routes` (paths such as `/a.png`); other paths get 404.
    init(routes: [String: Route]) throws {
        self.routes = routes
        let listener = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard listener >= 0 else { throw POSIXError(.init(rawValue: errno) ?? .EIO) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = 0
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(listener, $0, length) == 0 && listen(listener, 16) == 0 && getsockname(listener, $0, &length) == 0
            }
        }
        guard bound else {
            close(listener)
            throw POSIXError(.init(rawValue: errno) ?? .EIO)
        }
        self.listener = listener
        port = UInt16(bigEndian: address.sin_port)
        let deadline = ContinuousClock.now + LoopbackHTTPServer.lifetime
        Thread.detachNewThread { [self] in acceptLoop(until: deadline) }
    }

    /// The URL of `path` on this server.
    func url(_ path: String) -> URL { URL(string: "http://127.0.0.1:\(port)\(path)")! }

    /// The paths requested so far, in order.
    var requestedPaths: [String] { state.withLock { $0.paths } }

    /// Stops accepting connections and cuts delayed responses short.
    func stop() { state.withLock { $0.stopped = true } }

    private var isStopped: Bool { state.withLock { $0.stopped } }

    private func acceptLoop(until deadline: ContinuousClock.Instant) {
        defer { close(listener) }
        while !isStopped, ContinuousClock.now < deadline {
            var poller = pollfd(fd: listener, events: Int16(POLLIN), revents: 0)
            guard poll(&poller, 1, 20) > 0 else { continue }
            let connection = accept(listener, nil, nil)
            guard connection >= 0 else { continue }
            Thread.detachNewThread { [self] in respond(on: connection) }
        }
    }

    private func respond(on connection: Int32) {
        defer { close(connection) }
        guard let path = readRequestPath(from: connection) else { return }
        state.withLock { $0.paths.append(path) }
        let route = routes[path] ?? Route(status: 404, body: Data("not found".utf8))
        let end = ContinuousClock.now + route.delay
        while ContinuousClock.now < end {
            if isStopped { return }
            Thread.sleep(forTimeInterval: 0.005)
        }
        let head =
            "HTTP/1.1 \(route.status) Status\r\nContent-Length: \(route.body.count)\r\n"
            + "Content-Type: application/octet-stream\r\nConnection: close\r\n\r\n"
        let response = Data(head.utf8) + route.body
        response.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let sent = send(connection, buffer.baseAddress! + offset, buffer.count - offset, Int32(MSG_NOSIGNAL))
                guard sent > 0 else { return }
                offset += sent
            }
        }
    }

    /// The path of the request line, read up to the end of the headers (at most 8 KiB).
    private func readRequestPath(from connection: Int32) -> String? {
        var received = [UInt8]()
        var chunk = [UInt8](repeating: 0, count: 1024)
        while received.count < 8192, !String(decoding: received, as: UTF8.self).contains("\r\n\r\n") {
            let count = recv(connection, &chunk, chunk.count, 0)
            guard count > 0 else { return nil }
            received += chunk[0..<count]
        }
        let parts = String(decoding: received, as: UTF8.self).split(separator: " ", maxSplits: 2)
        return parts.count >= 2 ? String(parts[1]) : nil
    }
}
