import HeadlessGeometry

/// The shape of a text field's clear button: a filled circle with an × cut
/// out of it (fill it with the even-odd rule), drawn with paths as an
/// approximation of the system's circled-× symbol.
enum ClearButtonGlyph {
    /// The circle's diameter in points.
    static let diameter = 14.0
    /// How far each arm of the × reaches from the centre, in points.
    static let armLength = 3.5
    /// The × strokes' width in points.
    static let strokeWidth = 1.5

    /// The circle centred in `rect`, with the × as a hole.
    static func path(centredIn rect: Rect) -> Path {
        var path = Path(ellipseIn: Rect(x: rect.midX - diameter / 2, y: rect.midY - diameter / 2, width: diameter, height: diameter))
        let a = armLength, t = strokeWidth / 2
        // A plus sign as one outline (clockwise from the top arm), turned 45 degrees into an ×.
        let plus = [
            Point(x: -t, y: -a), Point(x: t, y: -a), Point(x: t, y: -t), Point(x: a, y: -t), Point(x: a, y: t),
            Point(x: t, y: t), Point(x: t, y: a), Point(x: -t, y: a), Point(x: -t, y: t), Point(x: -a, y: t),
            Point(x: -a, y: -t), Point(x: -t, y: -t),
        ]
        let turn = AffineTransform(rotationAngle: Double.pi / 4).concatenating(AffineTransform(translationX: rect.midX, y: rect.midY))
        var cross = Path()
        cross.move(to: plus[0])
        for point in plus.dropFirst() { cross.line(to: point) }
        cross.closeSubpath()
        path.append(cross.applying(turn))
        return path
    }
}
