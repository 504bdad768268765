import Foundation
import Raster
import Synchronization

/// A reference file read, and decoded when its stamp cannot settle a match.
struct LoadedReference: Sendable {
    /// The file, or `nil` when there is none; or why it could not be read.
    let image: Result<ReferenceImage?, SnapshotError>
    /// Its pixels, when it was decoded ahead of time (a reference without a valid stamp).
    let decoded: Result<Bitmap, SnapshotError>?

    /// Reads `url`, decoding it too when `decode` is set and no stamp could settle a match.
    static func load(_ url: URL, decode: Bool) -> LoadedReference {
        let image = Result { () throws(SnapshotError) in try ReferenceImage.read(url) }
        guard decode, case .success(let found?) = image, found.stamp == nil else {
            return LoadedReference(image: image, decoded: nil)
        }
        return LoadedReference(image: image, decoded: Result { () throws(SnapshotError) in try found.decoded() })
    }
}

/// The reference files of a request, read and decoded on a thread of their
/// own while the snapshot is being taken: decoding a reference costs about as
/// much as rendering a screen, and the two need not wait for each other. A
/// dedicated thread, not a shared pool, so a busy pool can never hold it up.
final class ReferencePrefetch: Sendable {
    private enum State {
        case loading([CheckedContinuation<[LoadedReference], Never>])
        case loaded([LoadedReference])
    }

    private let state = Mutex(State.loading([]))
    private let finished = NSCondition()

    /// Starts loading `files` in order.
    init(_ files: [URL]) {
        Thread.detachNewThread { [self] in
            let references = files.map { LoadedReference.load($0, decode: true) }
            let waiting = state.withLock { state -> [CheckedContinuation<[LoadedReference], Never>] in
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
    func references() -> [LoadedReference] {
        finished.lock()
        defer { finished.unlock() }
        while true {
            if case .loaded(let references) = state.withLock({ $0 }) { return references }
            finished.wait()
        }
    }

    /// The loaded references, suspending (not blocking) until then.
    func references() async -> [LoadedReference] {
        await withCheckedContinuation { continuation in
            let ready = state.withLock { state -> [LoadedReference]? in
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
