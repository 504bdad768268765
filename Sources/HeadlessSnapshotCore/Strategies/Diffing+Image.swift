import Foundation
import HeadlessImageComparison
import HeadlessRaster

extension Diffing where Format == Bitmap {
    /// Bitmaps stored as PNG references that carry a stamp (the
    /// renderer version and digests of the pixels and of the file's image
    /// data), compared by ``Comparison/compare(_:_:options:)`` under
    /// `tolerance`. A reference whose stamp still describes its file and whose
    /// pixel digest equals the snapshot's matches without being decoded.
    /// A failure writes a `diff_` image when the sizes match.
    ///
    /// The ``SnapshotAnnotations/current`` annotations of the snapshot apply:
    /// its ignored areas are hatched in the reference before comparing (the
    /// capture hatched them in the snapshot), and a failure names the regions
    /// over each changed area and keeps the ``DifferenceFigures``.
    public static func image(tolerance: ComparisonOptions = .exact) -> Diffing {
        image(tolerance: tolerance, facts: [:])
    }

    /// ``image(tolerance:)`` whose stamps also record `facts`: what else drew
    /// the pixels (such as `TextStack.facts`: the font set and text library
    /// versions); a failure against a reference with other facts says which
    /// differ. They are read only when a reference is written or a snapshot fails.
    package static func image(
        tolerance: ComparisonOptions = .exact,
        facts: @autoclosure @escaping @Sendable () -> [String: String]
    ) -> Diffing {
        Diffing(
            pathExtension: "png",
            toData: { bitmap in try StampedPNG.encode(bitmap, facts: facts()) },
            fromData: { data in
                do { return try Bitmap(pngData: data) } catch {
                    throw ReferenceFormatError("it is not a valid PNG (\(error))")
                }
            },
            compare: { reference, snapshot in
                let annotations = SnapshotAnnotations.current
                let outcome = Comparison.compare(reference.hatched(annotations.ignoredAreas), snapshot, options: tolerance)
                guard !outcome.passed else { return nil }
                let diff = outcome.diffImage().flatMap { try? PNGEncoder.encode($0) }
                let figures = DifferenceFigures(outcome, annotations: annotations)
                return SnapshotDifference(
                    "\(outcome)",
                    artifacts: diff.map {
                        [SnapshotArtifact(prefix: SnapshotArtifact.diffPrefix, pathExtension: "png", data: $0)]
                    } ?? [], details: annotations.explain(figures), figures: figures)
            },
            stamping: ReferenceStamping(
                fingerprint: StampedPNG.fingerprint,
                vouchedFingerprint: StampedPNG.vouchedFingerprint,
                provenance: { data in StampedPNG.provenance(data, facts: facts()) }))
    }

    /// Exact equality of every pixel (``image(tolerance:)`` with ``ComparisonOptions/exact``).
    public static var image: Diffing { image() }
}
