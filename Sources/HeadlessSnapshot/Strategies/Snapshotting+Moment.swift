import HeadlessLayers
import HeadlessRaster
import HeadlessSnapshotCore

extension Snapshotting where Value: View, Format == Bitmap {
    /// This strategy drawing the view as its animations show it `moment`
    /// seconds from now on the media clock (QuartzCore's `MediaClock`), for
    /// views whose layers were animated through the Core Animation and UIKit
    /// faces; the file name gains the moment (`at_0_25s` for 0.25). The clock does not move.
    ///
    /// - Throws (when the snapshot is taken): `RenderError.animation` naming
    ///   each animation that cannot be shown then; a NaN or infinite moment
    ///   is refused the same way.
    public func at(_ moment: Double) -> Snapshotting { staged(at: moment) }
}

extension Snapshotting where Value: Layer, Format == Bitmap {
    /// This strategy drawing the layer tree as its animations show it
    /// `moment` seconds from now (see the view form).
    public func at(_ moment: Double) -> Snapshotting { staged(at: moment) }
}

extension Snapshotting where Format == Bitmap {
    /// This strategy capturing inside `AnimationStage.during(moment)`, named for the moment.
    fileprivate func staged(at moment: Double) -> Snapshotting {
        var strategy = self
        let capture = self.capture
        strategy.nameParts.append("at-\(AnimationStage.secondsText(moment))s")
        strategy.capture = { value in
            guard moment.isFinite else { throw RenderError.animation(["the moment \(moment) s is not a finite number of seconds"]) }
            return try AnimationStage.during(moment) { try capture(value) }
        }
        return strategy
    }
}
