import Foundation
import HeadlessSnapshotCore

/// How snapshots of one format are stored, read back and compared, with
/// swift-snapshot-testing's closures: `diff(reference, snapshot)` returns nil
/// when they match, else a message and attachments.
public struct Diffing<Value> {
    /// The bytes stored for a snapshot.
    public var toData: (Value) -> Data
    /// A snapshot read back from stored bytes.
    public var fromData: (Data) -> Value
    /// How `snapshot` (the second value) differs from `reference` (the first),
    /// or nil when they match.
    public var diff: (Value, Value) -> (String, [XCTAttachment])?
    /// The engine's own diffing of this format, when a built-in one has it
    /// (images: stamped references that match by digest, the engine's
    /// comparison and failure images); the closures above otherwise.
    var engine: EngineDiffing<Value>?

    /// A diffing from its three closures.
    public init(
        toData: @escaping (_ value: Value) -> Data,
        fromData: @escaping (_ data: Data) -> Value,
        diff: @escaping (_ lhs: Value, _ rhs: Value) -> (String, [XCTAttachment])?
    ) {
        self.toData = toData
        self.fromData = fromData
        self.diff = diff
    }

    /// The engine diffing that verifies these snapshots, stored with `pathExtension`.
    func engineDiffing(pathExtension: String) -> HeadlessSnapshotCore.Diffing<Snapshot<Value>> {
        if let engine { return engine.diffing(pathExtension) }
        let (toData, fromData, diff) = (Snapshot(toData), Snapshot(fromData), Snapshot(diff))
        return HeadlessSnapshotCore.Diffing(
            pathExtension: pathExtension,
            toData: { toData.value($0.value) },
            fromData: { Snapshot(fromData.value($0)) },
            compare: { reference, snapshot in
                diff.value(reference.value, snapshot.value).map { message, _ in SnapshotDifference(message) }
            })
    }
}

/// A value handed between threads as the engine verifies it: swift-snapshot-testing's
/// formats and closures are not `Sendable`, and the engine runs them on the
/// thread that asserts (XCTest's and a main-actor test's, the main thread).
struct Snapshot<Value>: @unchecked Sendable {
    /// The value.
    let value: Value

    /// Wraps `value`.
    init(_ value: Value) { self.value = value }
}

/// A built-in diffing's engine form, for an extension.
struct EngineDiffing<Value> {
    /// The engine diffing stored with an extension.
    let diffing: (_ pathExtension: String) -> HeadlessSnapshotCore.Diffing<Snapshot<Value>>

    /// The engine's `base` diffing of another format, this format converted
    /// to it by `toEngine` and back by `fromEngine`.
    init<EngineFormat: Sendable>(
        _ base: HeadlessSnapshotCore.Diffing<EngineFormat>,
        toEngine: @escaping (Value) -> EngineFormat, fromEngine: @escaping (EngineFormat) -> Value
    ) {
        let (to, from) = (Snapshot(toEngine), Snapshot(fromEngine))
        diffing = { pathExtension in
            HeadlessSnapshotCore.Diffing(
                pathExtension: pathExtension,
                toData: { try base.toData(to.value($0.value)) },
                fromData: { Snapshot(from.value(try base.fromData($0))) },
                compare: { base.compare(to.value($0.value), to.value($1.value)) },
                stamping: base.stamping.map { stamping in
                    ReferenceStamping(
                        fingerprint: { stamping.fingerprint(to.value($0.value), $1) },
                        vouchedFingerprint: stamping.vouchedFingerprint, provenance: stamping.provenance)
                })
        }
    }
}

/// Data attached to a failure, as XCTest's `XCTAttachment` (which Linux's
/// XCTest does not have): custom diffings return them; they are not shown
/// here, where the engine writes its own failure files.
public struct XCTAttachment {
    /// The bytes.
    public var data: Data
    /// The type of the bytes, such as `public.png`.
    public var uniformTypeIdentifier: String?
    /// A name for the attachment.
    public var name: String?

    /// An attachment of `data`.
    public init(data: Data) { self.data = data }

    /// An attachment of `data` of the given type.
    public init(data: Data, uniformTypeIdentifier: String) {
        self.data = data
        self.uniformTypeIdentifier = uniformTypeIdentifier
    }
}
