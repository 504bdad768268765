import Foundation
import HeadlessLayers
import HeadlessLocking

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// An HTTP request that task cancellation cannot reach, and that the caller
/// stops waiting for when it is cancelled.
///
/// `URLSession.data(for:)` cancels its `URLSessionTask` when the Swift task is
/// cancelled, and on Linux cancelling a session task can crash
/// FoundationNetworking ("Trying to access a behaviour for a task that in not
/// in the registry"). So the request runs to its end, or its timeout, as a
/// plain data task that cancellation cannot touch; a cancelled caller
/// returns at once and the late response is dropped.
final class ShieldedHTTPRequest: Sendable {
    /// The body and status of a finished request.
    struct Response: Sendable {
        let data: Data
        /// The HTTP status code, when the response was an HTTP one.
        let statusCode: Int?
    }

    private enum State {
        case starting
        case waiting(CheckedContinuation<Response, any Error>)
        case cancelled
        case done
    }

    private let request: URLRequest
    private let state = SanitizerVisibleMutex(State.starting)

    private init(_ request: URLRequest) {
        self.request = request
    }

    /// The response to `request`, or `CancellationError` as soon as the calling task is cancelled.
    static func send(_ request: URLRequest) async throws -> Response {
        let pending = ShieldedHTTPRequest(request)
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                let proceed = pending.state.withLock { state -> Bool in
                    guard case .starting = state else { return false }
                    state = .waiting(continuation)
                    return true
                }
                guard proceed else { return continuation.resume(throwing: CancellationError()) }
                pending.start()
            }
        } onCancel: {
            pending.finish(with: .failure(CancellationError()))
        }
    }

    /// Starts the request on the session's own threads (not the concurrency
    /// pool, which an abandoned slow request would otherwise hold); its
    /// outcome is handed over unless the caller has gone.
    private func start() {
        URLSession.shared.dataTask(with: request) { data, response, error in
            if let error {
                self.finish(with: .failure(error))
            } else {
                self.finish(
                    with: .success(
                        Response(
                            data: data ?? Data(),
                            statusCode: (response as? HTTPURLResponse)?.statusCode)))
            }
        }.resume()
    }

    /// Resumes the waiting caller once; later outcomes are dropped.
    private func finish(with outcome: Result<Response, any Error>) {
        let waiting = state.withLock { state -> CheckedContinuation<Response, any Error>? in
            defer {
                if case .failure(let error) = outcome, error is CancellationError { state = .cancelled } else { state = .done }
            }
            if case .waiting(let continuation) = state { return continuation }
            return nil
        }
        waiting?.resume(with: outcome)
    }
}
