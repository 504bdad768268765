import Foundation

/// Why a snapshot could not be verified or recorded. The front ends turn
/// these into test failures; every case names what it concerns.
public enum SnapshotError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The reference file name would exceed the file system's limit.
    case fileNameTooLong(String, limit: Int)
    /// `SNAPSHOT_RECORD` holds something other than a record mode's name.
    case invalidRecordMode(String)
    /// `SNAPSHOT_SHARD` or Bazel's sharding variables ask for a shard that cannot be.
    case invalidShard(String)
    /// No reference directory suffix was given.
    case noSuffixes
    /// The strategy could not take the snapshot (a view that cannot be rendered, say).
    case snapshotFailed(String)
    /// The value was still waiting for something (images loading, say) when the wait timed out.
    case stillPending([String], timeout: Duration)
    /// A reference file exists but cannot be read or decoded.
    case unreadableReference(path: String, reason: String)
    /// A reference (or a failure image) could not be written.
    case unwritableFile(path: String, reason: String)

    /// A sentence naming the problem.
    public var description: String {
        switch self {
        case .fileNameTooLong(let name, let limit):
            return "the reference file name \(name) is longer than \(limit) bytes; use a shorter identifier"
        case .invalidRecordMode(let value):
            let modes = SnapshotRecordMode.allCases.map(\.rawValue).joined(separator: ", ")
            return "\(SnapshotEnvironment.record) must be one of \(modes), not '\(value)'"
        case .invalidShard(let reason):
            return reason
        case .noSuffixes:
            return "the reference directory suffixes must not be empty"
        case .snapshotFailed(let reason):
            return reason
        case .stillPending(let pending, let timeout):
            return "still waiting after \(timeout) for: " + pending.joined(separator: ", ")
        case .unreadableReference(let path, let reason):
            return "the reference \(path) cannot be read: \(reason)"
        case .unwritableFile(let path, let reason):
            return "cannot write \(path): \(reason)"
        }
    }
}

extension SnapshotError: LocalizedError {
    /// The same words as ``description``, for code that reads `localizedDescription`.
    public var errorDescription: String? { description }
}

extension SnapshotError {
    /// The value `body` returns, or the error it throws as a ``SnapshotError``
    /// (another error becomes ``snapshotFailed(_:)``).
    static func catching<T>(_ body: () throws -> T) -> Result<T, SnapshotError> {
        do { return .success(try body()) } catch let error as SnapshotError {
            return .failure(error)
        } catch {
            return .failure(.snapshotFailed("\(error)"))
        }
    }
}
