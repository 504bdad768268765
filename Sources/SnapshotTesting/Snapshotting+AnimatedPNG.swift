import Foundation
import HeadlessLayers
import HeadlessRaster
import UIKit

/// Strips of an animation as animated PNGs (APNG), which browsers and image
/// viewers play.
extension Snapshotting where Value == UIView, Format == Data {
    /// The frames of a view's animations from `start` through `end` seconds
    /// from now at `framesPerSecond`, as one animated PNG that loops, each
    /// frame shown for 1/fps (the same frames as
    /// `Snapshotting<UIView, UIImage>.frames(from:through:framesPerSecond:precision:perceptualPrecision:size:traits:)`).
    /// Compared frame by frame, pixel for pixel: a failure names the frames
    /// that differ and their moments.
    public static func animatedPNG(
        from start: TimeInterval = 0, through end: TimeInterval, framesPerSecond: Int, size: CGSize? = nil,
        traits: UITraitCollection = .init()
    ) -> Snapshotting {
        Snapshotting<UIView, UIImage>.image(size: size, traits: traits).animatedPNG(from: start, through: end, framesPerSecond: framesPerSecond)
    }
}

extension Snapshotting where Value == UIViewController, Format == Data {
    /// The frames of a view controller's animations on `config`'s device as
    /// one animated PNG (see the view form).
    public static func animatedPNG(
        from start: TimeInterval = 0, through end: TimeInterval, framesPerSecond: Int, on config: ViewImageConfig = ViewImageConfig(),
        size: CGSize? = nil, traits: UITraitCollection = .init()
    ) -> Snapshotting {
        Snapshotting<UIViewController, UIImage>.image(on: config, size: size, traits: traits)
            .animatedPNG(from: start, through: end, framesPerSecond: framesPerSecond)
    }
}

extension Snapshotting where Format == UIImage {
    /// This image strategy drawn at each moment of a strip, as one animated PNG.
    func animatedPNG(from start: TimeInterval, through end: TimeInterval, framesPerSecond: Int) -> Snapshotting<Value, Data> {
        let still = self
        let strip: FrameStrip?
        let problem: String?
        do { (strip, problem) = (try FrameStrip(from: start, through: end, framesPerSecond: framesPerSecond), nil) } catch {
            (strip, problem) = (nil, "\(error)")
        }
        var strategy = Snapshotting<Value, Data>(pathExtension: "png", diffing: .animatedPNG(of: strip)) { value in
            Async { callback in
                nonisolated(unsafe) let (value, callback, still) = (value, callback, still)
                MainActor.assumeIsolated {
                    guard let strip else {
                        CaptureFailure.report(problem ?? "")
                        return callback(Data())
                    }
                    let (frames, _) = still.frames(of: value, at: strip.times)
                    do {
                        callback(try AnimatedPNG.encode(frames, framesPerSecond: strip.framesPerSecond))
                    } catch {
                        CaptureFailure.report("Cannot snapshot an animated PNG: \(error)")
                        callback(Data())
                    }
                }
            }
        }
        strategy.requiresMainThread = true
        return strategy
    }
}

extension Diffing where Value == Data {
    /// Animated PNGs compared frame by frame, pixel for pixel; a failure
    /// names the frames that differ, with their moments when the strip is known.
    static func animatedPNG(of strip: FrameStrip?) -> Diffing {
        Diffing(
            toData: { $0 }, fromData: { $0 },
            diff: { reference, snapshot in
                guard reference != snapshot else { return nil }
                let old: [Bitmap], new: [Bitmap]
                do { (old, new) = (try AnimatedPNG.frames(of: reference), try AnimatedPNG.frames(of: snapshot)) } catch {
                    return ("The reference is not an animated PNG that can be read: \(error)", [])
                }
                guard old.count == new.count else { return ("The reference has \(old.count) frames; the snapshot has \(new.count).", []) }
                guard let strip else { return ("The animated PNGs differ.", []) }
                return strip.differingFrames(old, new).map { ($0, []) }
            })
    }
}
