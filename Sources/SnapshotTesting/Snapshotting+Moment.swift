import Foundation
import HeadlessLayers
import HeadlessRaster
import UIKit

/// Snapshots of animations at a moment, on the virtual media clock
/// (`MediaClock`): what swift-snapshot-testing cannot take, as nothing
/// stops Core Animation's clock on a simulator.
extension Snapshotting where Value == UIView, Format == UIImage {
    /// An image of a view as its animations show it `time` seconds from now
    /// (`MediaClock.now`; animations added since the clock last moved began
    /// then): `.image(at: 0.25)` is a quarter of a second into them. The
    /// clock does not move and no completion runs; a view whose animations
    /// cannot be shown (an unknown key path, a value of the wrong type) fails
    /// with what is wrong.
    public static func image(
        at time: TimeInterval, precision: Float = 1, perceptualPrecision: Float = 1, size: CGSize? = nil,
        traits: UITraitCollection = .init()
    ) -> Snapshotting {
        image(precision: precision, perceptualPrecision: perceptualPrecision, size: size, traits: traits).at(time)
    }
}

extension Snapshotting where Value == UIViewController, Format == UIImage {
    /// An image of a view controller on `config`'s device as its animations
    /// show it `time` seconds from now (see the view form, ``Snapshotting/image(at:precision:perceptualPrecision:size:traits:)``).
    public static func image(
        at time: TimeInterval, on config: ViewImageConfig = ViewImageConfig(), precision: Float = 1, perceptualPrecision: Float = 1,
        size: CGSize? = nil, traits: UITraitCollection = .init()
    ) -> Snapshotting {
        image(on: config, precision: precision, perceptualPrecision: perceptualPrecision, size: size, traits: traits).at(time)
    }
}

extension Snapshotting where Value == CALayer, Format == UIImage {
    /// An image of a layer tree as its animations show it `time` seconds from now.
    public static func image(at time: TimeInterval, precision: Float = 1, perceptualPrecision: Float = 1, traits: UITraitCollection = .init())
        -> Snapshotting
    {
        image(precision: precision, perceptualPrecision: perceptualPrecision, traits: traits).at(time)
    }
}

extension Snapshotting where Format == UIImage {
    /// This strategy drawing its value at `time` seconds from now on the media clock.
    func at(_ time: TimeInterval) -> Snapshotting {
        var strategy = self
        let snapshot = self.snapshot
        strategy.snapshot = { value in
            guard time.isFinite else {
                return Async { callback in
                    MainActor.assumeIsolated {
                        CaptureFailure.report("Cannot snapshot animations at \(time) s: the moment must be a finite number of seconds")
                    }
                    callback(UIImage(Image(bitmap: .empty, scale: 1)))
                }
            }
            return Async { callback in
                // The view strategies run on the main actor (`requiresMainThread`).
                nonisolated(unsafe) let (value, snapshot, callback) = (value, snapshot, callback)
                MainActor.assumeIsolated {
                    AnimationStage.during(time) { snapshot(value).run(callback) }
                }
            }
        }
        return strategy
    }
}
