import HeadlessGeometry

/// What fills a shape: a solid colour or a gradient.
///
/// Gradient geometry is in the user space of the canvas at the time of the
/// draw call, so it moves with the current transform.
public enum Paint: Hashable, Sendable {
    /// One colour everywhere.
    case color(Color)
    /// Colours along the line from `start` to `end`; before and after it the end colours extend.
    case linearGradient(Gradient, start: Point, end: Point)
    /// Colours in circles around `center`, location 0 at the centre and 1 at `radius`;
    /// beyond it the last colour extends.
    case radialGradient(Gradient, center: Point, radius: Double)
    /// Colours around `center`, as the hands of a clock turn on a y-down
    /// canvas: location 0 lies along `startAngle` (radians from the x axis)
    /// and 1 a whole turn later, back at the start.
    case conicGradient(Gradient, center: Point, startAngle: Double)
}
