import HeadlessGeometry

extension PathFlattener {
    /// The polylines ``flatten(_:tolerance:)`` gives for the path of
    /// `contours` (a move, lines, and a close for each closed one) under `t`,
    /// without building that path: each point transformed, consecutive equal
    /// points merged, a closed contour's last point dropped when it equals
    /// its first, and contours with a non-finite point left out.
    static func polylines(ofContours contours: [Polyline], applying t: AffineTransform) -> [Polyline] {
        var result: [Polyline] = []
        result.reserveCapacity(contours.count)
        let transforms = !t.isIdentity
        for contour in contours {
            var points: [Point] = []
            points.reserveCapacity(contour.points.count)
            var isFinite = true
            for point in contour.points {
                let p = transforms ? t.apply(to: point) : point
                if !p.isFinite { isFinite = false }
                if points.last != p { points.append(p) }
            }
            guard isFinite, !points.isEmpty else { continue }
            if contour.isClosed, points.count > 1, points.last == points.first { points.removeLast() }
            result.append(Polyline(points: points, isClosed: contour.isClosed))
        }
        return result
    }
}
