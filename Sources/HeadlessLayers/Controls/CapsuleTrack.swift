import HeadlessGeometry
import HeadlessRaster

/// A horizontal track with round ends, filled from its leading end to a
/// point: a slider's or progress view's track.
struct CapsuleTrack {
    /// Where the track lies.
    var rect: Rect
    /// How much of the track is filled, from 0 to 1.
    var filledFraction: Double
    /// Whether the filled part starts at the right end (a right-to-left layout).
    var fillsFromRight: Bool

    /// The x coordinate where the filled part ends.
    var fillEndX: Double {
        let length = rect.width * min(max(filledFraction, 0), 1)
        return fillsFromRight ? rect.maxX - length : rect.minX + length
    }

    /// Fills the whole track in `trackColor`, then the filled part, cut from the same rounded shape, in `fillColor`.
    func draw(trackColor: Color, fillColor: Color, in canvas: Canvas) {
        let shape = Path(roundedRect: rect, cornerRadius: rect.height / 2)
        canvas.fill(shape, color: trackColor)
        let end = fillEndX
        let filled =
            fillsFromRight
            ? Rect(x: end, y: rect.minY, width: rect.maxX - end, height: rect.height)
            : Rect(x: rect.minX, y: rect.minY, width: end - rect.minX, height: rect.height)
        guard filled.width > 0 else { return }
        canvas.withSavedState {
            canvas.clip(to: filled)
            canvas.fill(shape, color: fillColor)
        }
    }
}
