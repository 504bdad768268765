import Dispatch
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

/// The reference files of a request, read and decoded on another thread
/// while the snapshot is being taken: decoding a reference costs about as
/// much as rendering a screen, and the two need not wait for each other.
final class ReferencePrefetch: Sendable {
    private let finished = DispatchSemaphore(value: 0)
    private let loaded = Mutex<[LoadedReference]>([])

    /// Starts loading `files` in order.
    init(_ files: [URL]) {
        DispatchQueue.global(qos: .userInitiated).async { [self] in
            let references = files.map { LoadedReference.load($0, decode: true) }
            loaded.withLock { $0 = references }
            finished.signal()
        }
    }

    /// The loaded references, in the order of the files, once they are all loaded.
    func references() -> [LoadedReference] {
        finished.wait()
        finished.signal()  // later calls return at once
        return loaded.withLock { $0 }
    }
}
