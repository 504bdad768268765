import HeadlessGeometry
import HeadlessLayers
import HeadlessRaster
import HeadlessSnapshotCore
import HeadlessText

extension Snapshotting where Value: View, Format == Bitmap {
    /// An image of a view rendered for `device`, compared under `tolerance`.
    ///
    /// - Parameters:
    ///   - device: The device rendered for: scale, window traits and name parts.
    ///   - traits: A traits variant, such as ``SnapshotTraits/dark``, applied while rendering and named in the file.
    ///   - rendering: The rendering path; the view hierarchy (as on screen) by default.
    ///   - sizedToScreen: Whether the view is sized to the device's screen for the snapshot.
    ///   - fileNameOptions: The device-agnostic parts of the file name.
    ///   - isDeviceAgnostic: FBSnapshotTestCase's `deviceAgnostic` naming (ahead of `fileNameOptions`).
    ///   - tolerance: How far the image may be from the reference.
    ///   - ignoring: Parts of the view left out of the comparison, drawn hatched (see ``IgnoredRegion``).
    ///
    /// The snapshot waits for the view tree's image loads (`View.imageLoadsInFlight`);
    /// the view's frame and trait overrides are restored afterwards. The tree
    /// is recorded on the main actor and rendered where it is verified (off
    /// the main actor in Swift Testing).
    public static func image(
        device: DeviceProfile = .iPhone15, traits: SnapshotTraits = .unchanged,
        rendering: SnapshotRenderingPath = .viewHierarchy, sizedToScreen: Bool = false,
        fileNameOptions: FileNameOptions = [], isDeviceAgnostic: Bool = false,
        tolerance: ComparisonOptions = .exact, ignoring: [IgnoredRegion] = []
    ) -> Snapshotting {
        Snapshotting(
            diffing: .image(tolerance: tolerance, facts: TextStack.facts),
            nameParts: device.nameParts(fileNameOptions, isDeviceAgnostic: isDeviceAgnostic) + [traits.name],
            scale: device.scale,
            pending: { $0.imageLoadDescriptions },
            capture: { view in
                try view.withSnapshotSetup(device: device, traits: traits, sizedToScreen: sizedToScreen) {
                    let drawing =
                        switch rendering {
                        case .layerTree: try view.layer.recordedImage(scale: device.scale)
                        case .viewHierarchy: try view.recordHierarchy(device: device)
                        }
                    var areas: [Rect] = []
                    for region in ignoring { areas.append(try region.pixels(in: view, scale: drawing.scale)) }
                    let annotations = SnapshotAnnotations(ignoredAreas: areas, regions: view.namedRegions(scale: drawing.scale))
                    return SnapshotCapture(annotations: annotations) { drawing.rendered().hatched(annotations.ignoredAreas) }
                }
            })
    }

    /// An image of a view on the iPhone 15 through the view hierarchy, pixel for pixel.
    public static var image: Snapshotting { image() }
}

extension Snapshotting where Value: Layer, Format == Bitmap {
    /// An image of a layer tree rendered at `device`'s scale (`layer.render(in:)`),
    /// named with the parts `fileNameOptions` name, compared under `tolerance`.
    public static func image(
        device: DeviceProfile = .iPhone15, fileNameOptions: FileNameOptions = [],
        isDeviceAgnostic: Bool = false, tolerance: ComparisonOptions = .exact
    ) -> Snapshotting {
        Snapshotting(
            diffing: .image(tolerance: tolerance, facts: TextStack.facts),
            nameParts: device.nameParts(fileNameOptions, isDeviceAgnostic: isDeviceAgnostic),
            scale: device.scale
        ) { (layer: Value) in
            let drawing = try layer.recordedImage(scale: device.scale)
            return SnapshotCapture { drawing.rendered() }
        }
    }

    /// An image of a layer tree at the iPhone 15's scale, pixel for pixel.
    public static var image: Snapshotting { image() }
}

extension View {
    /// What a snapshot of the view waits for: the URLs of its tree's image loads in flight.
    var imageLoadDescriptions: [String] { imageLoadsInFlight.map(\.absoluteString) }
}
