import Foundation
import HeadlessGeometry
import HeadlessLayers
import HeadlessRaster
import HeadlessSnapshot
import UIKit

extension Snapshotting where Value == UIView, Format == UIImage {
    /// An image of a view at its own size, in a `.png` reference, pixel for pixel.
    public static var image: Snapshotting { image() }

    /// An image of a view, drawn as it shows in a window (with its traits,
    /// appearance and visual effects) at the screen's scale unless `traits`
    /// give one.
    ///
    /// - Parameters:
    ///   - drawHierarchyInKeyWindow: Kept for source compatibility: views are always drawn as in a window here.
    ///   - precision: The share of pixels that must match.
    ///   - perceptualPrecision: How close a colour must be to match (see ``Diffing/image(precision:perceptualPrecision:scale:)``).
    ///   - size: The size to give the view; its own when nil.
    ///   - traits: Traits to show the view with.
    public static func image(
        drawHierarchyInKeyWindow: Bool = false, precision: Float = 1, perceptualPrecision: Float = 1, size: CGSize? = nil,
        traits: UITraitCollection = .init()
    ) -> Snapshotting {
        var strategy = Snapshotting(
            pathExtension: "png",
            diffing: .image(precision: precision, perceptualPrecision: perceptualPrecision, scale: traits.scaleIfGiven)
        ) { (view: UIView) in
            MainActor.assumeIsolated {
                if let size { view.frame.size = size }
                let device = DeviceProfile.snapshot(size: view.bounds.size, safeArea: .zero, traits: traits)
                return ViewRendering(view: view.backing, device: device, traits: traits).image()
            }
        }
        strategy.requiresMainThread = true
        return strategy
    }
}

extension Snapshotting where Value == UIViewController, Format == UIImage {
    /// An image of a view controller shown full screen on the default device, pixel for pixel.
    public static var image: Snapshotting { image() }

    /// An image of a view controller shown full screen on `config`'s device:
    /// the root of a window of its size whose safe area is `config`'s, with
    /// its traits and `traits` over them, loaded and appeared in UIKit's order.
    public static func image(
        on config: ViewImageConfig, precision: Float = 1, perceptualPrecision: Float = 1, size: CGSize? = nil,
        traits: UITraitCollection = .init()
    ) -> Snapshotting {
        let merged = UITraitCollection(traitsFrom: [config.traits, traits])
        var strategy = Snapshotting(
            pathExtension: "png",
            diffing: .image(precision: precision, perceptualPrecision: perceptualPrecision, scale: merged.scaleIfGiven)
        ) { (controller: UIViewController) in
            MainActor.assumeIsolated {
                let screen = size ?? config.size ?? UIScreen.main.bounds.size
                let device = DeviceProfile.snapshot(size: screen, safeArea: config.safeArea, traits: merged)
                let window = UIWindow.hosting(controller, on: device, traits: merged.specified)
                return ViewRendering(view: window.backing, device: device, traits: merged).image()
            }
        }
        strategy.requiresMainThread = true
        return strategy
    }

    /// An image of a view controller shown full screen on the default device,
    /// at `size` when given, with `traits`; `drawHierarchyInKeyWindow` is kept
    /// for source compatibility.
    public static func image(
        drawHierarchyInKeyWindow: Bool = false, precision: Float = 1, perceptualPrecision: Float = 1, size: CGSize? = nil,
        traits: UITraitCollection = .init()
    ) -> Snapshotting {
        image(on: ViewImageConfig(), precision: precision, perceptualPrecision: perceptualPrecision, size: size, traits: traits)
    }
}

extension Snapshotting where Value == CALayer, Format == UIImage {
    /// An image of a layer tree at its bounds, pixel for pixel.
    public static var image: Snapshotting { image() }

    /// An image of a layer tree at its bounds, drawn as `render(in:)` draws it
    /// at the screen's scale unless `traits` give one.
    public static func image(precision: Float = 1, perceptualPrecision: Float = 1, traits: UITraitCollection = .init()) -> Snapshotting {
        var strategy = Snapshotting(
            pathExtension: "png",
            diffing: .image(precision: precision, perceptualPrecision: perceptualPrecision, scale: traits.scaleIfGiven)
        ) { (layer: CALayer) in
            MainActor.assumeIsolated {
                let scale = traits.scaleIfGiven.map(Double.init) ?? Double(UIScreen.currentScale)
                do {
                    return UIImage(Image(bitmap: try layer.backing.renderedImage(scale: scale), scale: scale))
                } catch {
                    CaptureFailure.report("Could not draw the layer: \(error)")
                    return UIImage(Image(bitmap: .empty, scale: scale))
                }
            }
        }
        strategy.requiresMainThread = true
        return strategy
    }
}

extension UITraitCollection {
    /// The display scale these traits give, or nil.
    var scaleIfGiven: CGFloat? { displayScale > 0 ? displayScale : nil }
}

extension DeviceProfile {
    /// The device a snapshot draws for: a screen of `size`, a window whose
    /// safe area is `safeArea`, and the scale and size classes of `traits`
    /// where they give them (the current device's otherwise).
    @MainActor
    static func snapshot(size: CGSize, safeArea: UIEdgeInsets, traits: UITraitCollection) -> DeviceProfile {
        let base = DeviceProfile.current
        return DeviceProfile(
            name: base.name, osVersion: base.osVersion, screenSize: Size(width: Double(size.width), height: Double(size.height)),
            scale: traits.scaleIfGiven.map(Double.init) ?? base.scale,
            horizontalSizeClass: traits.horizontalSizeClass.engine ?? base.horizontalSizeClass,
            verticalSizeClass: traits.verticalSizeClass.engine ?? base.verticalSizeClass,
            safeAreaInsets: EdgeInsets(
                top: Double(safeArea.top), left: Double(safeArea.left), bottom: Double(safeArea.bottom), right: Double(safeArea.right)))
    }
}

/// An engine view drawn for a snapshot: as in a window on `device`, with `traits` over its own.
@MainActor
struct ViewRendering {
    let view: View
    let device: DeviceProfile
    let traits: UITraitCollection

    /// The image, once the view's image loads have finished (for at most
    /// five seconds of the run loop), or an empty one when the view cannot be drawn.
    func image() -> UIImage {
        let strategy = HeadlessSnapshotCore.Snapshotting<View, Bitmap>.image(
            device: device, traits: SnapshotTraits(name: "", overrides: traits.specified))
        _ = PendingWait.wait(timeout: .seconds(5)) { strategy.pending(view) }
        do {
            return UIImage(Image(bitmap: try strategy.capture(view).finished(), scale: device.scale))
        } catch {
            CaptureFailure.report("Could not draw the view: \(error)")
            return UIImage(Image(bitmap: .empty, scale: device.scale))
        }
    }
}
