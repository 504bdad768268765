import Foundation
import Raster
import ImageComparison

/// The engine under both front ends, as FBSnapshotTestController: finds the
/// reference files, verifies a snapshot against them, records references,
/// writes failure images and words the failure.
///
/// Verification tries each suffix's reference in order and passes on the
/// first match. A reference whose stamp (see ``ReferenceStamp``) checks out
/// against its own image data and whose pixel digest equals the snapshot's
/// matches without being decoded; any other is decoded and compared with
/// ``Comparison``. A comparison failure is reported ahead of a missing
/// reference. References are only ever written as the record mode allows,
/// into the first suffix's directory, atomically.
public struct SnapshotVerifier: Sendable {
    /// What to verify, and where.
    public let request: SnapshotRequest

    /// Creates a verifier for `request`.
    public init(_ request: SnapshotRequest) {
        self.request = request
    }

    /// Verifies `snapshot` (or reports why it could not be taken), saves the
    /// result for `snapshot report` and returns it.
    public func verify(_ snapshot: Result<Bitmap, SnapshotError>) -> SnapshotResult {
        verify(snapshot, loaded: nil)
    }

    /// Verifies the snapshot that `take` returns, reading and decoding the
    /// references on another thread meanwhile (see ``verify(_:)``).
    public func verify(taking take: () -> Result<Bitmap, SnapshotError>) -> SnapshotResult {
        let prefetch = request.recordMode == .all ? nil : ReferencePrefetch(request.referenceFiles)
        let snapshot = take()
        return verify(snapshot, loaded: prefetch?.references())
    }

    /// ``verify(taking:)`` for a snapshot taken asynchronously, in the caller's isolation.
    public func verify(isolation: isolated (any Actor)? = #isolation,
                       taking take: () async -> Result<Bitmap, SnapshotError>) async -> SnapshotResult {
        let prefetch = request.recordMode == .all ? nil : ReferencePrefetch(request.referenceFiles)
        let snapshot = await take()
        return verify(snapshot, loaded: await prefetch?.references())
    }

    private func verify(_ snapshot: Result<Bitmap, SnapshotError>, loaded: [LoadedReference]?) -> SnapshotResult {
        let result = evaluate(snapshot, loaded: loaded)
        ResultLog.save(result, name: request.name, in: request.artifactsClassDirectory)
        return result
    }

    /// A reference that was found but did not match.
    private struct Mismatch {
        /// The reference file.
        let url: URL
        /// The reference, when it could be read.
        var reference: ReferenceImage?
        /// Its pixels, when it could be decoded.
        var decoded: Bitmap?
        /// The comparison, when it could be decoded.
        var comparison: ComparisonOutcome?
        /// Why it could not be read or decoded, otherwise.
        var error: SnapshotError?

        /// A reference file not yet read.
        init(url: URL) { self.url = url }
    }

    /// The result, before it is saved.
    private func evaluate(_ snapshot: Result<Bitmap, SnapshotError>, loaded: [LoadedReference]?) -> SnapshotResult {
        let files = request.referenceFiles
        guard let primary = files.first else { return failure(SnapshotError.noSuffixes.description, reference: nil) }
        do { try request.name.validate() } catch { return failure("\(error)", reference: primary) }
        let image: Bitmap
        switch snapshot {
        case .success(let bitmap): image = bitmap
        case .failure(let error): return failure("Cannot take the snapshot for \(primary.path): \(error)", reference: primary)
        }
        // Hashing costs a pass over the pixels: only done when a stamp or a recording needs it.
        var knownDigest: UInt64?
        func digest() -> UInt64 {
            if let knownDigest { return knownDigest }
            let computed = image.pixelDigest
            knownDigest = computed
            return computed
        }
        if request.recordMode == .all { return record(image, digest: digest(), to: primary) }

        var mismatch: Mismatch?
        for (index, file) in files.enumerated() {
            var found = Mismatch(url: file)
            let reference = loaded?[index] ?? LoadedReference.load(file, decode: false)
            do {
                guard let referenceImage = try reference.image.get() else { continue }
                if let stamp = referenceImage.stamp, stamp.describes(image, digest: digest()) {
                    return passed(file, byDigest: true)
                }
                found.reference = referenceImage
                let decoded: Bitmap
                if let early = reference.decoded { decoded = try early.get() } else { decoded = try referenceImage.decoded() }
                let comparison = Comparison.compare(decoded, image, options: request.comparison)
                if comparison.passed { return passed(file, byDigest: false) }
                (found.decoded, found.comparison) = (decoded, comparison)
            } catch {
                found.error = error
            }
            mismatch = mismatch ?? found
        }
        if let mismatch { return reportMismatch(mismatch, image: image, digest: digest(), primary: primary) }
        return reportMissing(files, image: image, digest: digest())
    }

    /// A passing result.
    private func passed(_ reference: URL, byDigest: Bool) -> SnapshotResult {
        SnapshotResult(status: .passed, test: request.test, fileName: request.name.fileName, reference: reference,
                       message: nil, matchedByDigest: byDigest)
    }

    /// A failing result with `message`.
    private func failure(_ message: String, reference: URL?, artifacts: FailureArtifacts = FailureArtifacts(),
                         status: SnapshotResult.Status = .failed) -> SnapshotResult {
        SnapshotResult(status: status, test: request.test, fileName: request.name.fileName,
                       reference: reference ?? request.referenceDirectory, message: message, artifacts: artifacts)
    }

    /// Records the snapshot in ``SnapshotRecordMode/all`` and fails as FBSnapshotTestCase's record mode does.
    private func record(_ image: Bitmap, digest: UInt64, to file: URL) -> SnapshotResult {
        do { try ReferenceWriter.write(image, digest: digest, to: file) } catch {
            return failure("Cannot record the reference: \(error)", reference: file)
        }
        return failure("Test ran in record mode. Reference image is now saved at \(file.path)."
                       + " Disable record mode to perform an actual snapshot comparison!",
                       reference: file, status: .recorded)
    }

    /// The failure for a reference that does not match or cannot be decoded;
    /// in ``SnapshotRecordMode/failed`` the snapshot is recorded over the first suffix's reference.
    private func reportMismatch(_ mismatch: Mismatch, image: Bitmap, digest: UInt64, primary: URL) -> SnapshotResult {
        let writer = ArtifactWriter(directory: request.artifactsClassDirectory, name: request.name)
        let (artifacts, problems) = writer.write(reference: mismatch.decoded, failed: image,
                                                 diff: mismatch.comparison?.diffImage())
        let path = mismatch.url.path
        var lines = [mismatch.comparison.map { "Snapshot comparison failed: \(request.name.fileName) does not match"
                                              + " the reference \(path): \($0)." }
                     ?? "Snapshot comparison failed: \(mismatch.error.map(String.init(describing:)) ?? path)."]
        if let note = mismatch.reference?.provenanceNote { lines.append(note) }
        lines += Self.artifactLines(artifacts) + problems.map { "Could not write a failure image: \($0)" }
        if request.recordMode == .failed {
            do {
                try ReferenceWriter.write(image, digest: digest, to: primary)
                lines.append("Record mode 'failed': the snapshot was recorded as the new reference \(primary.path).")
            } catch {
                lines.append("Record mode 'failed': cannot record the new reference: \(error)")
            }
        }
        return failure(lines.joined(separator: "\n"), reference: mismatch.url, artifacts: artifacts)
    }

    /// The failure for a snapshot without a reference; recorded unless the mode is ``SnapshotRecordMode/never``.
    private func reportMissing(_ files: [URL], image: Bitmap, digest: UInt64) -> SnapshotResult {
        let writer = ArtifactWriter(directory: request.artifactsClassDirectory, name: request.name)
        let (artifacts, problems) = writer.write(reference: nil, failed: image, diff: nil)
        let primary = files[0]
        var lines = ["No reference image for \(request.name.fileName): looked for "
                     + files.map(\.path).joined(separator: ", ") + "."]
        var status = SnapshotResult.Status.failed
        if request.recordMode.recordsMissing {
            do {
                try ReferenceWriter.write(image, digest: digest, to: primary)
                lines.append("Recorded it as \(primary.path) (record mode '\(request.recordMode.rawValue)');"
                             + " check it and run the test again.")
                status = .recorded
            } catch {
                lines.append("Cannot record it: \(error)")
            }
        } else {
            lines.append("Record mode 'never': nothing was recorded (set \(SnapshotEnvironment.record)=missing to record it).")
        }
        lines += Self.artifactLines(artifacts) + problems.map { "Could not write a failure image: \($0)" }
        return failure(lines.joined(separator: "\n"), reference: primary, artifacts: artifacts, status: status)
    }

    /// One line per failure image written.
    private static func artifactLines(_ artifacts: FailureArtifacts) -> [String] {
        [("Reference image", artifacts.reference), ("Failed image", artifacts.failed), ("Difference image", artifacts.diff)]
            .compactMap { label, url in url.map { "\(label): \($0.path)" } }
    }
}
