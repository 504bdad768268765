import SwiftUI

/// `view` hosted in a `UIHostingController` whose view is `width` by
/// `height` points with no safe area (not in a window), laid out and
/// rendered with `render(in:)` at one pixel per point.
@MainActor
func drawn(_ view: some View, width: CGFloat, height: CGFloat) -> CGImage {
    let controller = UIHostingController(rootView: view)
    controller.view.frame = CGRect(x: 0, y: 0, width: width, height: height)
    controller.view.layoutIfNeeded()
    let format = UIGraphicsImageRendererFormat()
    format.scale = 1
    format.opaque = true
    return UIGraphicsImageRenderer(size: controller.view.bounds.size, format: format).image { context in
        controller.view.layer.render(in: context.cgContext)
    }.cgImage!
}

/// `view` hosted as the root view controller of a window on the default
/// device (its screen and safe area), rendered at one pixel per point; with
/// the host view's bounds and safe area insets.
@MainActor
func drawnInWindow(_ view: some View) -> (image: CGImage, bounds: CGRect, safeArea: UIEdgeInsets) {
    let controller = UIHostingController(rootView: view)
    let window = UIWindow()
    window.rootViewController = controller
    controller.view.frame = window.bounds
    controller.view.layoutIfNeeded()
    let format = UIGraphicsImageRendererFormat()
    format.scale = 1
    format.opaque = true
    let image = UIGraphicsImageRenderer(size: controller.view.bounds.size, format: format).image { context in
        controller.view.layer.render(in: context.cgContext)
    }.cgImage!
    return (image, controller.view.bounds, controller.view.safeAreaInsets)
}

/// A colour whose pixels are exactly `rgb` where it is drawn opaque.
func paint(_ r: Double, _ g: Double, _ b: Double) -> Color { Color(red: r, green: g, blue: b) }

/// The smallest rectangle holding every pixel of `image` that is exactly
/// `color` (components in 0...255), or nil when there is none.
func extent(of color: (r: UInt8, g: UInt8, b: UInt8), in image: CGImage) -> CGRect? {
    var (minX, minY, maxX, maxY) = (Int.max, Int.max, -1, -1)
    for y in 0..<image.height {
        for x in 0..<image.width {
            let pixel = image.bitmap[x, y]
            guard pixel.r == color.r, pixel.g == color.g, pixel.b == color.b else { continue }
            (minX, minY, maxX, maxY) = (min(minX, x), min(minY, y), max(maxX, x), max(maxY, y))
        }
    }
    guard maxX >= 0 else { return nil }
    return CGRect(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1)
}

let red: (r: UInt8, g: UInt8, b: UInt8) = (255, 0, 0)
let green: (r: UInt8, g: UInt8, b: UInt8) = (0, 255, 0)
let blue: (r: UInt8, g: UInt8, b: UInt8) = (0, 0, 255)
