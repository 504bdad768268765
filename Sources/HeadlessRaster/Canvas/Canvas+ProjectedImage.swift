import HeadlessGeometry

extension Canvas {
    /// Draws `image` scaled into `rect`, seen through `projection` (a plane
    /// in perspective) and then the current transform, under the clip, alpha
    /// and blend mode: the projected quad of the rect, each device pixel
    /// sampled where it lands in the image. The part of the plane behind the
    /// eye (`W <= 0`) is cut away, as a 3-D renderer's near plane does.
    public func draw(_ image: Bitmap, in rect: Rect, projection: ProjectiveTransform, sampling: ImageSampling = .bilinear) {
        if record({ $0.draw(image, in: rect, projection: projection, sampling: sampling) }) { return }
        guard !image.isEmpty, rect.isFinite, rect.width != 0, rect.height != 0, projection.isFinite else { return }
        let imageToUser = AffineTransform(scaleX: rect.width / Double(image.width), y: rect.height / Double(image.height))
            .concatenating(AffineTransform(translationX: rect.x, y: rect.y))
        let toDevice = projection.concatenating(ProjectiveTransform(state.transform))
        guard let imageFromDevice = ProjectiveTransform(imageToUser).concatenating(toDevice).inverted() else { return }
        let corners = rect.corners.map(toDevice.homogeneous)
        let outline = Canvas.inFrontOfEye(corners)
        guard outline.count >= 3 else { return }
        let shader = ImageShader(
            image: image, imageFromDevice: imageFromDevice, sampling: sampling, alpha: UInt32(Color.byte(state.alpha)))
        composite([Polyline(points: outline, isClosed: true)], rule: .nonZero, shader: .image(shader))
    }

    /// The polygon of homogeneous `corners` cut to the part in front of the
    /// eye (`W` at least a millionth of the largest `W`), as points.
    private static func inFrontOfEye(_ corners: [(x: Double, y: Double, w: Double)]) -> [Point] {
        let nearest = (corners.map(\.w).max() ?? 0) * 1e-6
        guard nearest > 0 else { return [] }
        var points: [Point] = []
        for (i, a) in corners.enumerated() {
            let b = corners[(i + 1) % corners.count]
            if a.w >= nearest { points.append(Point(x: a.x / a.w, y: a.y / a.w)) }
            if (a.w >= nearest) != (b.w >= nearest) {
                let t = (nearest - a.w) / (b.w - a.w)
                let x = a.x + t * (b.x - a.x), y = a.y + t * (b.y - a.y)
                points.append(Point(x: x / nearest, y: y / nearest))
            }
        }
        return points
    }
}
