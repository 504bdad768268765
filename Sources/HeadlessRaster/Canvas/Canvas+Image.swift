import HeadlessGeometry

extension Canvas {
    /// Draws `image` scaled into `rect` (user space), under the current transform,
    /// clip, alpha and blend mode. Outside the image its edge pixels extend to
    /// the rect's anti-aliased border.
    public func draw(_ image: Bitmap, in rect: Rect, sampling: ImageSampling = .bilinear) {
        if record({ $0.draw(image, in: rect, sampling: sampling) }) { return }
        guard !image.isEmpty, rect.isFinite, rect.width != 0, rect.height != 0 else { return }
        let imageToUser = AffineTransform(scaleX: rect.width / Double(image.width), y: rect.height / Double(image.height))
            .concatenating(AffineTransform(translationX: rect.x, y: rect.y))
        guard let imageFromDevice = imageToUser.concatenating(state.transform).inverted() else { return }
        let shader = ImageShader(
            image: image, imageFromDevice: imageFromDevice, sampling: sampling,
            alpha: UInt32(Color.byte(state.alpha)))
        let outline = PathFlattener.flatten(Path(rect: rect).applying(state.transform), tolerance: Canvas.curveTolerance)
        composite(outline, rule: .nonZero, shader: .image(shader))
    }

    /// Draws `image` with its top-left corner at `point`, one image pixel per user unit.
    public func draw(_ image: Bitmap, at point: Point, sampling: ImageSampling = .bilinear) {
        draw(
            image, in: Rect(x: point.x, y: point.y, width: Double(image.width), height: Double(image.height)),
            sampling: sampling)
    }
}
