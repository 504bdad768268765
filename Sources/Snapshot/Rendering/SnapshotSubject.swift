import Foundation
import Geometry
import Layers
import Raster

/// What a snapshot is taken of, and how it is rendered.
@MainActor
enum SnapshotSubject {
    /// A view on a device, with a traits variant, through a rendering path;
    /// `fillsScreen` sizes it to the device's screen for the snapshot.
    case view(View, device: DeviceProfile, traits: SnapshotTraits, path: SnapshotRenderingPath, fillsScreen: Bool)
    /// A layer at a scale, through the layer path.
    case layer(Layer, scale: Double)

    /// The URLs of the image loads in flight anywhere in the subject's view
    /// tree; none for a layer (images load into views: snapshot the view to wait for them).
    var imageLoadsInFlight: [URL] {
        switch self {
        case .view(let view, _, _, _, _): view.imageLoadsInFlight
        case .layer: []
        }
    }

    /// Renders the subject; the view's frame and trait overrides are restored afterwards.
    func render() -> Result<Bitmap, SnapshotError> {
        do {
            switch self {
            case .view(let view, let device, let traits, let path, let fillsScreen):
                let (frame, overrides) = (view.frame, view.traitOverrides)
                defer {
                    view.traitOverrides = overrides
                    if fillsScreen { view.frame = frame }
                }
                view.traitOverrides = overrides.applying(traits.overrides)
                if fillsScreen { view.frame = Rect(origin: .zero, size: device.screenSize) }
                switch path {
                case .layerTree: return .success(try view.layer.renderedImage(scale: device.scale))
                case .viewHierarchy: return .success(try view.drawHierarchy(device: device))
                }
            case .layer(let layer, let scale):
                return .success(try layer.renderedImage(scale: scale))
            }
        } catch {
            return .failure(.renderFailed(error))
        }
    }
}
