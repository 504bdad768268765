import Foundation
import HeadlessRaster

/// A snapshot that is a sheet of animation frames (its PNG carries a
/// `Frames` text chunk, see ``FrameSheetLayout``), as the review page plays
/// it: the layout, and which frames differ between reference and snapshot.
struct ReportFrames: Encodable {
    let count: Int
    let columns: Int
    let width: Int
    let height: Int
    let fps: Int
    /// The frames whose pixels differ at all between the reference and the
    /// failed snapshot, from 0; nil when there are not both sheets of the layout's size.
    let differing: [Int]?

    /// The frames of the first of `files` whose `Frames` chunk parses; nil when none has one.
    /// `reference` and `failed` are compared frame by frame when both are sheets of that layout.
    init?(files: [URL], reference: URL?, failed: URL?) {
        let layouts = files.lazy.compactMap { url -> FrameSheetLayout? in
            guard url.pathExtension == "png", let data = try? Data(contentsOf: url),
                let texts = try? PNGTextChunks.read(from: data)
            else { return nil }
            return (try? FrameSheetLayout(textChunks: texts)) ?? nil
        }
        guard let layout = layouts.first else { return nil }
        count = layout.frameCount
        columns = layout.columns
        width = layout.frameWidth
        height = layout.frameHeight
        fps = layout.framesPerSecond
        differing = Self.differing(layout, reference: reference, failed: failed)
    }

    private static func differing(_ layout: FrameSheetLayout, reference: URL?, failed: URL?) -> [Int]? {
        guard let reference, let failed, let old = try? Bitmap(contentsOfPNG: reference),
            let new = try? Bitmap(contentsOfPNG: failed)
        else { return nil }
        return try? layout.differingFrames(between: old, and: new)
    }
}
