import HeadlessLayers
import HeadlessSnapshotCore
import SwiftUI

/// How a SwiftUI view is laid out for its snapshot, as swift-snapshot-testing spells it.
public enum SwiftUISnapshotLayout: Sendable {
    /// Full screen on `config`'s device: the view in the device's safe area, centred, with its traits.
    case device(config: ViewImageConfig)
    /// A fixed size, with no safe area.
    case fixed(width: CGFloat, height: CGFloat)
    /// The view's ideal size (what it takes when proposed nothing: a text on
    /// one line, a stack its children's ideal sizes), with no safe area.
    case sizeThatFits
}

extension Snapshotting where Value: SwiftUI.View, Format == UIImage {
    /// An image of a SwiftUI view at its ideal size, pixel for pixel.
    public static var image: Snapshotting { image() }

    /// An image of a SwiftUI view hosted by a `UIHostingController`, laid out
    /// as `layout` says, with `traits` over the layout's own.
    ///
    /// - Parameters:
    ///   - drawHierarchyInKeyWindow: Kept for source compatibility: views are always drawn as in a window here.
    ///   - precision: The share of pixels that must match.
    ///   - perceptualPrecision: How close a colour must be to match.
    ///   - layout: The size and safe area the view is shown with.
    ///   - traits: Traits to show the view with (colour scheme, Dynamic Type size, scale).
    public static func image(
        drawHierarchyInKeyWindow: Bool = false, precision: Float = 1, perceptualPrecision: Float = 1, layout: SwiftUISnapshotLayout = .sizeThatFits,
        traits: UITraitCollection = .init()
    ) -> Snapshotting {
        let config = layout.config
        let merged = UITraitCollection(traitsFrom: [config.traits, traits])
        var strategy = Snapshotting(
            pathExtension: "png",
            diffing: .image(precision: precision, perceptualPrecision: perceptualPrecision, scale: merged.scaleIfGiven)
        ) { (view: Value) in
            // Snapshots run on the main thread (`requiresMainThread`), where the view was made.
            nonisolated(unsafe) let rootView = view
            return MainActor.assumeIsolated {
                let controller = UIHostingController(rootView: rootView)
                let size = config.size ?? controller.idealSize(with: merged)
                let device = DeviceProfile.snapshot(size: size, safeArea: config.safeArea, traits: merged)
                let window = UIWindow.hosting(controller, on: device, traits: merged.specified)
                awaitTasks(of: controller, in: window)
                return ViewRendering(view: window.backing, device: device, traits: merged).image()
            }
        }
        strategy.requiresMainThread = true
        return strategy
    }
}

/// Lays the hosted content out (so its `onAppear` actions run and its `task`s
/// start) and runs the main run loop until the tasks finish, for at most
/// five seconds, so that what they load is drawn; a task still running then
/// fails the snapshot.
@MainActor
func awaitTasks(of controller: UIHostingController<some SwiftUI.View>, in window: UIWindow) {
    window.layoutIfNeeded()
    guard !controller.pendingTasks.isEmpty else { return }
    if let error = PendingWait.wait(timeout: .seconds(5), pending: { MainActor.assumeIsolated { controller.pendingTasks } }) {
        CaptureFailure.report("\(error)")
    }
    controller.view.setNeedsLayout()
}

extension SwiftUISnapshotLayout {
    /// The device the layout shows a view on; its size nil for the view's ideal size.
    var config: ViewImageConfig {
        switch self {
        case .device(let config): config
        case .fixed(let width, let height): ViewImageConfig(safeArea: .zero, size: CGSize(width: width, height: height), traits: .init())
        case .sizeThatFits: ViewImageConfig(safeArea: .zero, size: nil, traits: .init())
        }
    }
}
