import Foundation
import Raster
import ImageComparison

/// Writes failure images into a test class's failure folder.
struct ArtifactWriter {
    /// The class's folder in the failure directory.
    let directory: URL
    /// The snapshot's name.
    let name: ReferenceName

    /// Writes whichever images are given; returns those written and sentences
    /// for any that could not be (so a failure message can say so).
    func write(reference: Bitmap?, failed: Bitmap, diff: Bitmap?) -> (FailureArtifacts, problems: [String]) {
        var artifacts = FailureArtifacts()
        var problems: [String] = []
        func save(_ bitmap: Bitmap?, prefix: String) -> URL? {
            guard let bitmap else { return nil }
            let url = directory.appendingPathComponent(name.fileName(prefix: prefix))
            do {
                try ReferenceWriter.write(bitmap, digest: bitmap.pixelDigest, to: url)
                return url
            } catch {
                problems.append("\(error)")
                return nil
            }
        }
        artifacts.reference = save(reference, prefix: FailureArtifacts.prefixes[0])
        artifacts.failed = save(failed, prefix: FailureArtifacts.prefixes[1])
        artifacts.diff = save(diff, prefix: FailureArtifacts.prefixes[2])
        return (artifacts, problems)
    }

    /// Removes failure images left by an earlier run of a snapshot that now passes.
    func removeStale() {
        for prefix in FailureArtifacts.prefixes {
            unlink(directory.appendingPathComponent(name.fileName(prefix: prefix)).path)
        }
    }
}
