import UIKit

/// An image of `size` points at one pixel per point (on white when
/// `opaque`), drawn by `draw` with the renderer's context current.
@MainActor
func onePixelPerPointImage(size: CGSize, opaque: Bool = true, _ draw: (UIGraphicsImageRendererContext) -> Void) -> UIImage {
    let format = UIGraphicsImageRendererFormat()
    format.scale = 1
    format.opaque = opaque
    return UIGraphicsImageRenderer(size: size, format: format).image(actions: draw)
}

/// Renders `layer` with `render(in:)` at one pixel per point on white and
/// returns the pixels, as an app makes an image of a layer.
@MainActor
func renderedPixels(of layer: CALayer) -> CGImage {
    onePixelPerPointImage(size: layer.bounds.size) { context in layer.render(in: context.cgContext) }.cgImage!
}

/// Draws `view` with `drawHierarchy(in:afterScreenUpdates:)` at one pixel
/// per point (on white when `opaque`) and returns the pixels.
@MainActor
func hierarchyPixels(of view: UIView, opaque: Bool = true) -> CGImage {
    onePixelPerPointImage(size: view.bounds.size, opaque: opaque) { _ in
        _ = view.drawHierarchy(in: view.bounds, afterScreenUpdates: true)
    }.cgImage!
}

/// The red channel of a pixel (0 to 255).
func red(_ image: CGImage, _ x: Int, _ y: Int) -> Int { Int(image.bitmap[x, y].r) }
