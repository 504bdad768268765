import HeadlessGeometry
import HeadlessLayers
import HeadlessRaster

/// A view prepared as a screen of a device shows it (in a window of the
/// device when it has none, with a traits variant, sized to the screen when
/// asked), for the accessibility strategies: what VoiceOver reads and the
/// drawing it reads it over, taken from the same layout.
@MainActor
struct AccessibilityCapture {
    /// What VoiceOver reads, in reading order, frames in the view's points.
    let items: [AccessibilityItem]
    /// The view drawn through its hierarchy, when asked for.
    let drawing: Drawing?
    /// The view's size in points as it was read and drawn.
    let size: Size

    /// Lays `view` out on `device` with `traits` and captures what it reads (and draws, when `draws`);
    /// the view's frame, traits and superview are as they were afterwards.
    init(_ view: View, device: DeviceProfile, traits: SnapshotTraits, sizedToScreen: Bool, draws: Bool) throws {
        (drawing, items, size) = try view.withSnapshotSetup(device: device, traits: traits, sizedToScreen: sizedToScreen) {
            let root = view.rootView
            let host = view.window == nil ? Window(device: device) : nil
            defer { if host != nil { root.removeFromSuperview() } }
            if let host { try host.addSubview(root) }
            return (draws ? try view.recordHierarchy(device: device) : nil, view.accessibilityItems(), view.bounds.size)
        }
    }

    /// One numbered line per element: `3. Wi-Fi, 1. Switch button.`
    var text: String {
        items.enumerated().map { "\($0.offset + 1). \($0.element)" }.joined(separator: "\n")
    }
}
