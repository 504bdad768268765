import Foundation

/// The engine under every front end, as FBSnapshotTestController: finds the
/// reference files, verifies a snapshot against them with a ``Diffing``,
/// records references, writes failure files and words the failure.
///
/// Verification tries each suffix's reference in order and passes on the
/// first match. A reference that vouches for its content (see
/// ``ReferenceStamping``) and whose fingerprint equals the snapshot's
/// matches without being read back; any other is read back and compared. A
/// comparison failure is reported ahead of a missing reference. References
/// are only ever written as the record mode allows, into the first suffix's
/// directory, atomically.
package struct SnapshotVerifier: Sendable {
    /// What to verify, and where.
    package let request: SnapshotRequest

    /// Creates a verifier for `request`.
    package init(_ request: SnapshotRequest) {
        self.request = request
    }

    /// Verifies `snapshot` (or reports why it could not be taken) with
    /// `diffing`, saves the result for `snapshot report` and returns it.
    package func verify<Format>(_ snapshot: Result<Format, SnapshotError>, with diffing: Diffing<Format>) -> SnapshotResult {
        if let skipped { return skipped }
        return save(evaluate(snapshot, diffing: diffing, files: request.referenceFiles, loaded: nil))
    }

    /// Verifies the snapshot that `take` returns, reading the references on
    /// another thread meanwhile (see ``verify(_:with:)``).
    package func verify<Format>(
        with diffing: Diffing<Format>,
        taking take: () -> Result<Format, SnapshotError>
    ) -> SnapshotResult {
        verify(with: diffing, capturing: { take().map(SnapshotCapture.init) })
    }

    /// ``verify(with:taking:)`` for a snapshot captured asynchronously in the
    /// caller's isolation; finishing it (rendering, say), comparing, encoding
    /// and writing then run off that isolation.
    package func verify<Format>(
        with diffing: Diffing<Format>, isolation: isolated (any Actor)? = #isolation,
        capturing capture: () async -> Result<SnapshotCapture<Format>, SnapshotError>
    ) async -> SnapshotResult {
        if let skipped { return skipped }
        let files = request.referenceFiles
        let prefetch = prefetch(files, diffing: diffing)
        let captured = await capture()
        return await evaluateConcurrently(captured, diffing: diffing, files: files, prefetch: prefetch)
    }

    /// Finishes the snapshot, waits for the references and evaluates on the
    /// concurrent executor, so a caller on the main actor leaves it free meanwhile.
    @concurrent
    private func evaluateConcurrently<Format>(
        _ captured: Result<SnapshotCapture<Format>, SnapshotError>,
        diffing: Diffing<Format>, files: [URL],
        prefetch: ReferencePrefetch<Format>?
    ) async -> SnapshotResult {
        let loaded = await prefetch?.references()
        return evaluate(captured, diffing: diffing, files: files, loaded: loaded)
    }

    /// ``verify(with:taking:)`` for a snapshot captured and finished on the calling thread.
    package func verify<Format>(
        with diffing: Diffing<Format>,
        capturing capture: () -> Result<SnapshotCapture<Format>, SnapshotError>
    ) -> SnapshotResult {
        if let skipped { return skipped }
        let files = request.referenceFiles
        let prefetch = prefetch(files, diffing: diffing)
        let captured = capture()
        return evaluate(captured, diffing: diffing, files: files, loaded: prefetch?.references())
    }

    /// Finishes the captured snapshot and evaluates it with its annotations current, and saves the result.
    private func evaluate<Format>(
        _ captured: Result<SnapshotCapture<Format>, SnapshotError>, diffing: Diffing<Format>,
        files: [URL], loaded: [LoadedReference<Format>]?
    ) -> SnapshotResult {
        let annotations = (try? captured.get())?.annotations ?? SnapshotAnnotations()
        return SnapshotAnnotations.$current.withValue(annotations) {
            save(evaluate(captured.flatMap(\.result), diffing: diffing, files: files, loaded: loaded))
        }
    }

    /// The result of a snapshot outside this run's shard, which is neither taken nor saved; nil inside it.
    private var skipped: SnapshotResult? {
        guard request.isOutsideShard, let shard = request.shard else { return nil }
        return SnapshotResult(
            status: .skipped, test: request.test, fileName: request.name.fileName,
            reference: request.referenceFiles.first ?? request.referenceDirectory,
            message: "not verified here: it belongs to another shard than \(shard)")
    }

    /// Reads the reference `files` ahead unless every snapshot is recorded.
    private func prefetch<Format>(_ files: [URL], diffing: Diffing<Format>) -> ReferencePrefetch<Format>? {
        request.recordMode == .all ? nil : ReferencePrefetch(files, diffing: diffing)
    }

    private func save(_ result: SnapshotResult) -> SnapshotResult {
        ResultLog.save(result, name: request.name, in: request.artifactsClassDirectory)
        return result
    }

    /// A reference that was found but did not match.
    private struct Mismatch {
        /// The reference file.
        let url: URL
        /// Its bytes as stored, re-encoded from its content when it could be read back.
        var referenceData: Data?
        /// How the snapshot differs, when the reference could be read back.
        var difference: SnapshotDifference?
        /// Why it could not be read, otherwise.
        var error: SnapshotError?
        /// Where the reference came from, when that may explain the failure.
        var note: String?
        /// The digest of the file's bytes as compared (``SnapshotResult/fileDigest(of:)``).
        var fileDigest: String?

        /// A reference file not yet read.
        init(url: URL) { self.url = url }
    }

    /// The result, before it is saved: `files` are ``SnapshotRequest/referenceFiles``
    /// (worked out once a verification), `loaded` what was read of them ahead.
    private func evaluate<Format>(
        _ snapshot: Result<Format, SnapshotError>, diffing: Diffing<Format>,
        files: [URL], loaded: [LoadedReference<Format>]?
    ) -> SnapshotResult {
        guard let primary = files.first else { return failure(SnapshotError.noSuffixes.description, reference: nil) }
        do { try request.name.validate() } catch { return failure("\(error)", reference: primary) }
        let value: Format
        switch snapshot {
        case .success(let taken): value = taken
        case .failure(let error): return failure("Cannot take the snapshot for \(primary.path): \(error)", reference: primary)
        }
        // A fingerprint costs a pass over the snapshot: only taken when a reference vouches for itself, once a scheme.
        var knownFingerprints: [String: String] = [:]
        func fingerprint(_ stamping: ReferenceStamping<Format>, scheme: String) -> String {
            if let known = knownFingerprints[scheme] { return known }
            let computed = stamping.fingerprint(value, scheme)
            knownFingerprints[scheme] = computed
            return computed
        }
        if request.recordMode == .all { return record(value, diffing: diffing, to: primary) }

        var mismatch: Mismatch?
        for (index, file) in files.enumerated() {
            let reference = loaded?[index] ?? LoadedReference.load(file, diffing: diffing, decode: false)
            var found = Mismatch(url: file)
            do {
                guard let bytes = try reference.data.get() else { continue }
                if let stamping = diffing.stamping, let vouched = reference.vouched,
                    vouched.fingerprint == fingerprint(stamping, scheme: vouched.scheme)
                {
                    return passed(file, byDigest: true)
                }
                found.fileDigest = SnapshotResult.digest(of: bytes)
                found.note = diffing.stamping?.provenance(bytes)
                let content = try reference.content(bytes, diffing: diffing)
                guard let difference = diffing.compare(content, value) else { return passed(file, byDigest: false) }
                found.difference = difference
                found.referenceData = try? diffing.toData(content)
            } catch {
                found.error = error
            }
            mismatch = mismatch ?? found
        }
        if let mismatch { return reportMismatch(mismatch, snapshot: value, diffing: diffing, primary: primary) }
        return reportMissing(files, snapshot: value, diffing: diffing)
    }

    /// A passing result.
    private func passed(_ reference: URL, byDigest: Bool) -> SnapshotResult {
        SnapshotResult(
            status: .passed, test: request.test, fileName: request.name.fileName, reference: reference,
            message: nil, matchedByDigest: byDigest)
    }

    /// A failing result with `message`.
    private func failure(
        _ message: String, reference: URL?, artifacts: FailureArtifacts = FailureArtifacts(),
        status: SnapshotResult.Status = .failed
    ) -> SnapshotResult {
        SnapshotResult(
            status: status, test: request.test, fileName: request.name.fileName,
            reference: reference ?? request.referenceDirectory, message: message, artifacts: artifacts)
    }

    /// Writes the snapshot as the reference `file`.
    private func write<Format>(_ value: Format, diffing: Diffing<Format>, to file: URL) throws(SnapshotError) {
        let data: Data
        do { data = try diffing.toData(value) } catch {
            throw .unwritableFile(path: file.path, reason: "the snapshot cannot be encoded: \(error)")
        }
        try ReferenceWriter.write(data, to: file)
    }

    /// Records the snapshot in ``SnapshotRecordMode/all`` and fails as FBSnapshotTestCase's record mode does.
    private func record<Format>(_ value: Format, diffing: Diffing<Format>, to file: URL) -> SnapshotResult {
        let isNew = !FileManager.default.fileExists(atPath: file.path)
        do { try write(value, diffing: diffing, to: file) } catch {
            return failure("Cannot record the reference: \(error)", reference: file)
        }
        var result = failure(
            "Test ran in record mode. Reference image is now saved at \(file.path)."
                + " Disable record mode to perform an actual snapshot comparison!",
            reference: file, status: .recorded)
        result.isNew = isNew
        return result
    }

    /// The failure for a reference that does not match or cannot be read back;
    /// in ``SnapshotRecordMode/failed`` the snapshot is recorded over the first suffix's reference.
    private func reportMismatch<Format>(
        _ mismatch: Mismatch, snapshot: Format, diffing: Diffing<Format>,
        primary: URL
    ) -> SnapshotResult {
        let writer = ArtifactWriter(directory: request.artifactsClassDirectory, name: request.name)
        let (artifacts, problems) = writer.write(
            reference: mismatch.referenceData, failed: try? diffing.toData(snapshot),
            difference: mismatch.difference?.artifacts ?? [])
        let path = mismatch.url.path
        var lines = [
            mismatch.difference.map {
                "Snapshot comparison failed: \(request.name.fileName) does not match"
                    + " the reference \(path): \($0.message)."
            }
                ?? "Snapshot comparison failed: \(mismatch.error.map(String.init(describing:)) ?? path)."
        ]
        lines += mismatch.difference?.details ?? []
        if let note = mismatch.note { lines.append(note) }
        lines += Self.artifactLines(artifacts) + problems.map { "Could not write a failure file: \($0)" }
        if request.recordMode == .failed {
            do {
                try write(snapshot, diffing: diffing, to: primary)
                lines.append("Record mode 'failed': the snapshot was recorded as the new reference \(primary.path).")
            } catch {
                lines.append("Record mode 'failed': cannot record the new reference: \(error)")
            }
        }
        var result = failure(lines.joined(separator: "\n"), reference: mismatch.url, artifacts: artifacts)
        result.referenceFileDigest = mismatch.fileDigest
        result.figures = mismatch.difference?.figures
        return result
    }

    /// The failure for a snapshot without a reference; recorded unless the mode is ``SnapshotRecordMode/never``.
    private func reportMissing<Format>(_ files: [URL], snapshot: Format, diffing: Diffing<Format>) -> SnapshotResult {
        let writer = ArtifactWriter(directory: request.artifactsClassDirectory, name: request.name)
        let (artifacts, problems) = writer.write(reference: nil, failed: try? diffing.toData(snapshot), difference: [])
        let primary = files[0]
        var lines = [
            "No reference for \(request.name.fileName): looked for "
                + files.map(\.path).joined(separator: ", ") + "."
        ]
        var status = SnapshotResult.Status.failed
        if request.recordMode.recordsMissing {
            do {
                try write(snapshot, diffing: diffing, to: primary)
                lines.append(
                    "Recorded it as \(primary.path) (record mode '\(request.recordMode.rawValue)');"
                        + " check it and run the test again.")
                status = .recorded
            } catch {
                lines.append("Cannot record it: \(error)")
            }
        } else {
            lines.append("Record mode 'never': nothing was recorded (set \(SnapshotEnvironment.record)=missing to record it).")
        }
        lines += Self.artifactLines(artifacts) + problems.map { "Could not write a failure file: \($0)" }
        var result = failure(lines.joined(separator: "\n"), reference: primary, artifacts: artifacts, status: status)
        result.isNew = true
        return result
    }

    /// One line per failure file written.
    private static func artifactLines(_ artifacts: FailureArtifacts) -> [String] {
        [("Reference", artifacts.reference), ("Failed snapshot", artifacts.failed), ("Difference", artifacts.diff)]
            .compactMap { label, url in url.map { "\(label): \($0.path)" } }
    }
}
