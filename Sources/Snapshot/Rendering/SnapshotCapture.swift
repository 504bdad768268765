import Raster

/// Takes a snapshot as both front ends do: waits for the subject's image
/// loads (up to ``SnapshotConfiguration/imageLoadTimeout``), then renders it.
@MainActor
enum SnapshotCapture {
    /// Waits on the calling thread, running its run loop (XCTest).
    static func take(_ subject: SnapshotSubject, configuration: SnapshotConfiguration = .current) -> Result<Bitmap, SnapshotError> {
        if let error = ImageLoadWait.wait(timeout: configuration.imageLoadTimeout, loads: { subject.imageLoadsInFlight }) {
            return .failure(error)
        }
        return subject.render()
    }

    /// Waits by suspending on the main actor (Swift Testing).
    static func take(_ subject: SnapshotSubject, configuration: SnapshotConfiguration = .current) async -> Result<Bitmap, SnapshotError> {
        if let error = await ImageLoadWait.wait(timeout: configuration.imageLoadTimeout, loads: { subject.imageLoadsInFlight }) {
            return .failure(error)
        }
        return subject.render()
    }
}
