import Foundation
import HeadlessLayers
import HeadlessRaster
import HeadlessSnapshotCore
import UIKit

/// Strips of an animation: its frames over a range of moments at a rate,
/// laid out as one PNG sheet, the same pixels on every run.
extension Snapshotting where Value == UIView, Format == UIImage {
    /// The frames of a view's animations from `start` through `end` seconds
    /// from now at `framesPerSecond` (a frame at `start` and each 1/fps
    /// after: 0 through 1 s at 10 fps is 11 frames), laid out row by row in
    /// one sheet of ⌈√count⌉ columns. The sheet's PNG names its layout (a
    /// `Frames` text chunk), so `snapshot report`'s page plays it and steps
    /// through it; a failure names the frames that differ.
    ///
    /// The clock does not move and no completion runs. A range that ends
    /// before it starts, a rate below 1, or more than 600 frames fail the
    /// assertion with what is wrong; an animation that repeats for ever is
    /// drawn for the range asked.
    public static func frames(
        from start: TimeInterval = 0, through end: TimeInterval, framesPerSecond: Int, precision: Float = 1,
        perceptualPrecision: Float = 1, size: CGSize? = nil, traits: UITraitCollection = .init()
    ) -> Snapshotting {
        image(precision: precision, perceptualPrecision: perceptualPrecision, size: size, traits: traits)
            .strip(from: start, through: end, framesPerSecond: framesPerSecond, compared: (precision, perceptualPrecision, traits.scaleIfGiven))
    }
}

extension Snapshotting where Value == UIViewController, Format == UIImage {
    /// The frames of a view controller's animations on `config`'s device (see
    /// the view form, ``Snapshotting/frames(from:through:framesPerSecond:precision:perceptualPrecision:size:traits:)``).
    public static func frames(
        from start: TimeInterval = 0, through end: TimeInterval, framesPerSecond: Int, on config: ViewImageConfig = ViewImageConfig(),
        precision: Float = 1, perceptualPrecision: Float = 1, size: CGSize? = nil, traits: UITraitCollection = .init()
    ) -> Snapshotting {
        let scale = UITraitCollection(traitsFrom: [config.traits, traits]).scaleIfGiven
        return image(on: config, precision: precision, perceptualPrecision: perceptualPrecision, size: size, traits: traits)
            .strip(from: start, through: end, framesPerSecond: framesPerSecond, compared: (precision, perceptualPrecision, scale))
    }
}

extension Snapshotting where Value == CALayer, Format == UIImage {
    /// The frames of a layer tree's animations (see the view form).
    public static func frames(
        from start: TimeInterval = 0, through end: TimeInterval, framesPerSecond: Int, precision: Float = 1,
        perceptualPrecision: Float = 1, traits: UITraitCollection = .init()
    ) -> Snapshotting {
        image(precision: precision, perceptualPrecision: perceptualPrecision, traits: traits)
            .strip(from: start, through: end, framesPerSecond: framesPerSecond, compared: (precision, perceptualPrecision, traits.scaleIfGiven))
    }
}

extension Snapshotting where Format == UIImage {
    /// This image strategy drawn at each moment of a strip, as one sheet
    /// compared under the precisions, read back at the scale given.
    func strip(
        from start: TimeInterval, through end: TimeInterval, framesPerSecond: Int,
        compared: (precision: Float, perceptualPrecision: Float, scale: CGFloat?)
    ) -> Snapshotting {
        let strip: FrameStrip
        do { strip = try FrameStrip(from: start, through: end, framesPerSecond: framesPerSecond) } catch {
            return failing(with: "\(error)")
        }
        var strategy = self
        let still = self
        strategy.diffing = .sheet(
            of: strip, precision: compared.precision, perceptualPrecision: compared.perceptualPrecision, scale: compared.scale)
        strategy.snapshot = { value in
            Async { callback in
                // The view strategies run on the main actor (`requiresMainThread`).
                nonisolated(unsafe) let (value, callback, still) = (value, callback, still)
                MainActor.assumeIsolated {
                    let (frames, scale) = still.frames(of: value, at: strip.times)
                    do {
                        callback(UIImage(Image(bitmap: try strip.sheet(of: frames), scale: scale)))
                    } catch {
                        CaptureFailure.report("\(error)")
                        callback(UIImage(Image(bitmap: .empty, scale: 1)))
                    }
                }
            }
        }
        return strategy
    }

    /// The bitmaps of `value` drawn at each of `times`, and their scale.
    @MainActor
    func frames(of value: Value, at times: [Double]) -> (frames: [Bitmap], scale: Double) {
        var frames: [Bitmap] = []
        var scale = 1.0
        for time in times {
            at(time).snapshot(value).run { image in
                frames.append(image.image.bitmap)
                scale = image.image.scale
            }
        }
        return (frames, scale)
    }

    /// This strategy, failing every snapshot with `message`.
    private func failing(with message: String) -> Snapshotting {
        var strategy = self
        strategy.snapshot = { _ in
            Async { callback in
                MainActor.assumeIsolated { CaptureFailure.report(message) }
                callback(UIImage(Image(bitmap: .empty, scale: 1)))
            }
        }
        return strategy
    }
}

extension Diffing where Value == UIImage {
    /// Sheets of `strip`, compared as ``image(precision:perceptualPrecision:scale:)``
    /// compares: the PNG written carries the sheet's layout, and a failure
    /// names the frames that differ.
    static func sheet(of strip: FrameStrip, precision: Float, perceptualPrecision: Float, scale: CGFloat?) -> Diffing {
        var diffing = image(precision: precision, perceptualPrecision: perceptualPrecision, scale: scale) { base in
            var engine = base
            let (write, compare) = (base.toData, base.compare)
            engine.toData = { sheet in
                let png = try write(sheet)
                guard let layout = strip.layout(ofSheet: sheet) else { return png }
                return try PNGEncoder.inserting(textChunks: layout.textChunks, into: png)
            }
            engine.compare = { reference, sheet in
                guard var difference = compare(reference, sheet) else { return nil }
                if let frames = strip.differingFrames(reference, sheet) { difference.details.insert(frames, at: 0) }
                return difference
            }
            return engine
        }
        let diff = diffing.diff
        diffing.diff = { reference, sheet in
            guard let (message, attachments) = diff(reference, sheet) else { return nil }
            let frames = strip.differingFrames(reference.image.bitmap, sheet.image.bitmap)
            return (frames.map { "\(message)\n\($0)" } ?? message, attachments)
        }
        return diffing
    }
}
