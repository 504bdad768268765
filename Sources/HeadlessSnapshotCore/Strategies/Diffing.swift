import Foundation

/// How snapshots of one format are stored, read back, compared and explained:
/// the half of a strategy that needs no value, only its snapshot.
///
/// Built in: ``Diffing/image(tolerance:)`` for bitmaps (stamped PNG
/// references, a match settled by digest without decoding) and
/// ``Diffing/lines`` for text (a line diff in the failure). A diffing of your
/// own is four closures:
///
/// ```swift
/// let csv = Diffing<String>(pathExtension: "csv",
///                           toData: { Data($0.utf8) },
///                           fromData: { String(decoding: $0, as: UTF8.self) },
///                           compare: { reference, snapshot in
///                               reference == snapshot ? nil : SnapshotDifference("the tables differ")
///                           })
/// ```
///
/// Every closure runs off the main actor, on any thread.
public struct Diffing<Format: Sendable>: Sendable {
    /// The extension of reference and failure files, such as `png` or `txt`.
    public var pathExtension: String
    /// The bytes stored for a snapshot (a reference, or a failure file).
    public var toData: @Sendable (Format) throws -> Data
    /// A snapshot read back from stored bytes; throws for bytes that are not one.
    public var fromData: @Sendable (Data) throws -> Format
    /// How a snapshot differs from its reference, or nil when it matches.
    public var compare: @Sendable (_ reference: Format, _ snapshot: Format) -> SnapshotDifference?
    /// A way to settle a match without reading the reference back, if the format has one.
    package var stamping: ReferenceStamping<Format>?

    /// Creates a diffing from its closures.
    public init(
        pathExtension: String,
        toData: @escaping @Sendable (Format) throws -> Data,
        fromData: @escaping @Sendable (Data) throws -> Format,
        compare: @escaping @Sendable (_ reference: Format, _ snapshot: Format) -> SnapshotDifference?
    ) {
        self.init(pathExtension: pathExtension, toData: toData, fromData: fromData, compare: compare, stamping: nil)
    }

    /// Creates a diffing from its closures and a fast path for stamped references.
    package init(
        pathExtension: String,
        toData: @escaping @Sendable (Format) throws -> Data,
        fromData: @escaping @Sendable (Data) throws -> Format,
        compare: @escaping @Sendable (_ reference: Format, _ snapshot: Format) -> SnapshotDifference?,
        stamping: ReferenceStamping<Format>?
    ) {
        self.pathExtension = pathExtension
        self.toData = toData
        self.fromData = fromData
        self.compare = compare
        self.stamping = stamping
    }
}

/// A fast path of a ``Diffing``: a reference file that vouches for its own
/// content (as a stamped PNG carries the digest of its pixels) matches a
/// snapshot with the same fingerprint without being decoded. A reference
/// vouches in a scheme (for a stamped PNG, the digest algorithm its stamp
/// names), and the snapshot's fingerprint is taken in that scheme, so
/// references written in an older scheme keep the fast path.
package struct ReferenceStamping<Format: Sendable>: Sendable {
    /// The fingerprint of a snapshot in a scheme.
    package var fingerprint: @Sendable (_ snapshot: Format, _ scheme: String) -> String
    /// What a stored reference vouches for, read without decoding it; nil
    /// when it cannot vouch (no stamp, or one that no longer describes the
    /// file), so it must be read back.
    package var vouchedFingerprint: @Sendable (Data) -> VouchedFingerprint?
    /// A sentence for the failure message on where a reference that did not
    /// match came from (another renderer, other fonts, a changed file), if any;
    /// asked only when a snapshot fails.
    package var provenance: @Sendable (Data) -> String?

    /// Creates a fast path.
    package init(
        fingerprint: @escaping @Sendable (_ snapshot: Format, _ scheme: String) -> String,
        vouchedFingerprint: @escaping @Sendable (Data) -> VouchedFingerprint?,
        provenance: @escaping @Sendable (Data) -> String? = { _ in nil }
    ) {
        self.fingerprint = fingerprint
        self.vouchedFingerprint = vouchedFingerprint
        self.provenance = provenance
    }
}

/// The fingerprint a stored reference vouches for, and the scheme it is in.
package struct VouchedFingerprint: Sendable, Hashable {
    /// The scheme, such as the digest algorithm of a stamp.
    package var scheme: String
    /// The fingerprint.
    package var fingerprint: String

    /// A fingerprint in `scheme`.
    package init(scheme: String, fingerprint: String) {
        self.scheme = scheme
        self.fingerprint = fingerprint
    }
}
