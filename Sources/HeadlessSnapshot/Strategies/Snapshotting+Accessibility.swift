import HeadlessGeometry
import HeadlessLayers
import HeadlessRaster
import HeadlessSnapshotCore
import HeadlessText

extension Snapshotting where Value: View, Format == String {
    /// What VoiceOver reads in a view, as text: one numbered line per element
    /// in reading order, each its label, value, traits and hint
    /// (`3. Wi-Fi, 1. Switch button.`), compared line by line, so a review
    /// shows which element changed (see `View.accessibilityItems()`).
    ///
    /// - Parameters:
    ///   - device: The device the view is laid out for.
    ///   - traits: A traits variant (a text size, dark mode), named in the file.
    ///   - sizedToScreen: Whether the view is sized to the device's screen.
    public static func accessibility(
        device: DeviceProfile = .iPhone15, traits: SnapshotTraits = .unchanged,
        sizedToScreen: Bool = false
    ) -> Snapshotting {
        Snapshotting(diffing: .lines, nameParts: [traits.name], pending: { $0.imageLoadDescriptions }) { view in
            try AccessibilityCapture(view, device: device, traits: traits, sizedToScreen: sizedToScreen, draws: false).text
        }
    }

    /// What VoiceOver reads in a view laid out for the iPhone 15, as text.
    public static var accessibility: Snapshotting { accessibility() }
}

extension Snapshotting where Value: View, Format == Bitmap {
    /// What VoiceOver reads in a view, as an image: the view drawn for
    /// `device` with each accessibility element outlined and numbered in a
    /// colour, beside a legend of what is read for each, in reading order.
    public static func accessibilityImage(
        device: DeviceProfile = .iPhone15, traits: SnapshotTraits = .unchanged,
        sizedToScreen: Bool = false
    ) -> Snapshotting {
        Snapshotting(
            diffing: .image(facts: TextStack.facts), nameParts: [traits.name], scale: device.scale,
            pending: { $0.imageLoadDescriptions },
            capture: { view in
                let capture = try AccessibilityCapture(
                    view, device: device, traits: traits, sizedToScreen: sizedToScreen,
                    draws: true)
                let legend = AccessibilityLegend(items: capture.items), size = capture.size
                guard let drawing = capture.drawing else { throw SnapshotError.snapshotFailed("the view was not drawn") }
                return SnapshotCapture { try legend.image(of: drawing.rendered(), size: size, scale: drawing.scale) }
            })
    }

    /// What VoiceOver reads in a view laid out for the iPhone 15, as an image.
    public static var accessibilityImage: Snapshotting { accessibilityImage() }
}
