import Foundation
import HeadlessLocking

/// A reference file as read: its bytes, what it says of itself, and its
/// content when it was read back ahead of time.
struct LoadedReference<Format: Sendable>: Sendable {
    /// The file.
    let url: URL
    /// Its bytes, `nil` when there is no file; or why it could not be read.
    let data: Result<Data?, SnapshotError>
    /// The fingerprint it vouches for, for a diffing with a fast path.
    let vouched: VouchedFingerprint?
    /// Its content, when read back ahead of time (a reference that cannot vouch for itself).
    let decoded: Result<Format, SnapshotError>?

    /// Reads `url`, reading its content back too when `decode` is set and it cannot vouch for itself.
    static func load(_ url: URL, diffing: Diffing<Format>, decode: Bool) -> LoadedReference {
        let data = Result { () throws(SnapshotError) in try read(url) }
        guard case .success(let bytes?) = data else {
            return LoadedReference(url: url, data: data, vouched: nil, decoded: nil)
        }
        let vouched = diffing.stamping?.vouchedFingerprint(bytes)
        let early = decode && vouched == nil
        return LoadedReference(
            url: url, data: data, vouched: vouched,
            decoded: early ? decodeResult(bytes, url: url, diffing: diffing) : nil)
    }

    /// The content, read back now unless it was ahead of time.
    func content(_ bytes: Data, diffing: Diffing<Format>) throws(SnapshotError) -> Format {
        try (decoded ?? Self.decodeResult(bytes, url: url, diffing: diffing)).get()
    }

    private static func decodeResult(_ bytes: Data, url: URL, diffing: Diffing<Format>) -> Result<Format, SnapshotError> {
        do { return .success(try diffing.fromData(bytes)) } catch {
            return .failure(.unreadableReference(path: url.path, reason: "\(error)"))
        }
    }

    /// The file's bytes; nil when there is none.
    private static func read(_ url: URL) throws(SnapshotError) -> Data? {
        guard access(url.path, F_OK) == 0 || errno != ENOENT else { return nil }
        do { return try RegularFile.read(url.path) } catch {
            throw .unreadableReference(path: url.path, reason: error.reason)
        }
    }
}

/// The reference files of a request, read and decoded on a thread of their
/// own while the snapshot is being taken: decoding a reference costs about as
/// much as rendering a screen, and the two need not wait for each other. A
/// dedicated thread, not a shared pool, so a busy pool can never hold it up.
final class ReferencePrefetch<Format: Sendable>: Sendable {
    private enum State {
        case loading([CheckedContinuation<[LoadedReference<Format>], Never>])
        case loaded([LoadedReference<Format>])
    }

    private let state = SanitizerVisibleMutex(State.loading([]))
    private let finished = NSCondition()

    /// Starts loading `files` in order.
    init(_ files: [URL], diffing: Diffing<Format>) {
        Thread.detachNewThread { [self] in
            let references = files.map { LoadedReference.load($0, diffing: diffing, decode: true) }
            let waiting = state.withLock { state -> [CheckedContinuation<[LoadedReference<Format>], Never>] in
                defer { state = .loaded(references) }
                if case .loading(let waiting) = state { return waiting }
                return []
            }
            finished.lock()
            finished.broadcast()
            finished.unlock()
            for continuation in waiting { continuation.resume(returning: references) }
        }
    }

    /// The loaded references, in the order of the files, blocking the calling thread until then.
    func references() -> [LoadedReference<Format>] {
        finished.lock()
        defer { finished.unlock() }
        while true {
            if case .loaded(let references) = state.withLock({ $0 }) { return references }
            finished.wait()
        }
    }

    /// The loaded references, suspending (not blocking) until then.
    func references() async -> [LoadedReference<Format>] {
        await withCheckedContinuation { continuation in
            let ready = state.withLock { state -> [LoadedReference<Format>]? in
                switch state {
                case .loaded(let references): return references
                case .loading(let waiting):
                    state = .loading(waiting + [continuation])
                    return nil
                }
            }
            if let ready { continuation.resume(returning: ready) }
        }
    }
}
