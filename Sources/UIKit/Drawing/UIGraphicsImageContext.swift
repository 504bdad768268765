internal import HeadlessLayers
internal import HeadlessRaster

/// Each thread's image contexts of UIKit's older drawing calls, innermost last.
private let imageContexts = ThreadLocal<[(canvas: Canvas, scale: Double)]> { [] }

/// Starts drawing into a new image context of `size` points at `scale`
/// (0 for the screen's), which becomes the current context until
/// ``UIGraphicsEndImageContext()``; `opaque` starts it white. An empty or
/// invalid size starts nothing, and drawing goes nowhere.
public func UIGraphicsBeginImageContextWithOptions(_ size: CGSize, _ opaque: Bool, _ scale: CGFloat) {
    let scale = scale > 0 && scale.isFinite ? Double(scale) : Double(UIScreen.currentScale)
    guard let canvas = Canvas.image(of: size, scale: scale) else { return }
    if opaque { canvas.clear(to: .white) }
    imageContexts.value.append((canvas, scale))
    UIGraphicsPushContext(CGContext(canvas: canvas))
}

/// Starts an image context of `size` points at scale 1, not opaque.
public func UIGraphicsBeginImageContext(_ size: CGSize) { UIGraphicsBeginImageContextWithOptions(size, false, 1) }

/// The image drawn so far into the current image context; nil outside one.
public func UIGraphicsGetImageFromCurrentImageContext() -> UIImage? {
    imageContexts.value.last.map { UIImage(Image(bitmap: $0.canvas.bitmap, scale: $0.scale)) }
}

/// Ends the current image context, restoring the context before it.
public func UIGraphicsEndImageContext() {
    guard imageContexts.value.popLast() != nil else { return }
    UIGraphicsPopContext()
}
