import Foundation
import ImageComparison
import Raster

extension Diffing where Format == Bitmap {
    /// Bitmaps stored as PNG references that carry a ``ReferenceStamp`` (the
    /// renderer version and digests of the pixels and of the file's image
    /// data), compared by ``Comparison/compare(_:_:options:)`` under
    /// `tolerance`. A reference whose stamp still describes its file and whose
    /// pixel digest equals the snapshot's matches without being decoded.
    /// A failure writes a `diff_` image when the sizes match.
    public static func image(tolerance: ComparisonOptions = .exact) -> Diffing {
        Diffing(pathExtension: "png",
                toData: { bitmap in try StampedPNG.encode(bitmap) },
                fromData: { data in
                    do { return try Bitmap(pngData: data) } catch {
                        throw ReferenceFormatError("it is not a valid PNG (\(error))")
                    }
                },
                compare: { reference, snapshot in
                    let outcome = Comparison.compare(reference, snapshot, options: tolerance)
                    guard !outcome.passed else { return nil }
                    let diff = outcome.diffImage().flatMap { try? PNGEncoder.encode($0) }
                    return SnapshotDifference("\(outcome)", artifacts: diff.map {
                        [SnapshotArtifact(prefix: SnapshotArtifact.diffPrefix, pathExtension: "png", data: $0)]
                    } ?? [])
                },
                stamping: ReferenceStamping(fingerprint: StampedPNG.fingerprint, inspect: StampedPNG.inspect))
    }

    /// Exact equality of every pixel (``image(tolerance:)`` with ``ComparisonOptions/exact``).
    public static var image: Diffing { image() }
}
