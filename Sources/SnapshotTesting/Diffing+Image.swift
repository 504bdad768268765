import Foundation
import HeadlessImageComparison
import HeadlessLayers
import HeadlessRaster
import HeadlessSnapshotCore
import HeadlessText
import UIKit

extension Diffing where Value == UIImage {
    /// Images stored as PNG, compared pixel for pixel.
    public static var image: Diffing { image() }

    /// Images stored as PNG and compared by this package's engine.
    ///
    /// - Parameters:
    ///   - precision: The share of pixels that must match, 0 to 1 (1, every one, by default).
    ///   - perceptualPrecision: How close a pixel's colour must be to count as matching,
    ///     0 to 1: below 1, pixels whose colours lie at most `1 − perceptualPrecision`
    ///     apart in OKLab match (close to swift-snapshot-testing's CIE ΔE94 over 100).
    ///     Pixels here are the same on every machine, so tolerances are
    ///     rarely needed.
    ///   - scale: The scale of images read back; the screen's when nil.
    public static func image(precision: Float = 1, perceptualPrecision: Float = 1, scale: CGFloat? = nil) -> Diffing {
        image(precision: precision, perceptualPrecision: perceptualPrecision, scale: scale) { $0 }
    }

    /// ``image(precision:perceptualPrecision:scale:)`` whose engine diffing `adjust` changes.
    static func image(
        precision: Float, perceptualPrecision: Float, scale: CGFloat?,
        adjusting adjust: (HeadlessSnapshotCore.Diffing<Bitmap>) -> HeadlessSnapshotCore.Diffing<Bitmap>
    ) -> Diffing {
        let options = ComparisonOptions(
            overallTolerance: Double(1 - min(max(precision, 0), 1)),
            mode: perceptualPrecision < 1 ? .perceptual(threshold: Double(1 - max(perceptualPrecision, 0))) : .exact)
        let engine = adjust(HeadlessSnapshotCore.Diffing<Bitmap>.image(tolerance: options, facts: TextStack.facts))
        let readScale = scale.flatMap { $0 > 0 ? Double($0) : nil } ?? Double(UIScreen.currentScale)
        var diffing = Diffing(
            toData: { $0.pngData() ?? Data() },
            fromData: { data in
                let bitmap = (try? Bitmap(pngData: data)) ?? .empty
                return UIImage(Image(bitmap: bitmap, scale: readScale))
            },
            diff: { reference, snapshot in
                engine.compare(reference.image.bitmap, snapshot.image.bitmap).map { ($0.message, []) }
            })
        diffing.engine = EngineDiffing(
            engine, toEngine: { $0.image.bitmap }, fromEngine: { UIImage(Image(bitmap: $0, scale: readScale)) })
        return diffing
    }
}

extension Snapshotting where Value == UIImage, Format == UIImage {
    /// An image as it is, in a `.png` reference, pixel for pixel.
    public static var image: Snapshotting { image() }

    /// An image as it is, in a `.png` reference, compared as ``Diffing/image(precision:perceptualPrecision:scale:)`` compares.
    public static func image(precision: Float = 1, perceptualPrecision: Float = 1, scale: CGFloat? = nil) -> Snapshotting {
        Snapshotting(
            pathExtension: "png",
            diffing: .image(precision: precision, perceptualPrecision: perceptualPrecision, scale: scale))
    }
}
