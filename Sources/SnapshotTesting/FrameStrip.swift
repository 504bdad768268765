import Foundation
import HeadlessLayers
import HeadlessRaster

/// The moments of a strip of frames over a range of an animation, and the
/// sheet that lays them out (a `FrameSheetLayout` of ⌈√count⌉ columns).
struct FrameStrip: Equatable {
    /// The first moment, in seconds from now on the media clock.
    let start: Double
    /// Frames per second.
    let framesPerSecond: Int
    /// How many frames: one at `start` and one each 1/fps up to the end.
    let count: Int

    /// The most frames a strip may have.
    static let maxFrames = 600

    /// The strip from `start` through `end` at `framesPerSecond`; throws a
    /// message for a range or rate that cannot make one.
    init(from start: Double, through end: Double, framesPerSecond: Int) throws(FrameStripError) {
        guard start.isFinite, end.isFinite else { throw FrameStripError("the range \(start)…\(end) s must be finite") }
        guard end >= start else { throw FrameStripError("the range ends (\(end) s) before it starts (\(start) s)") }
        guard framesPerSecond > 0 else { throw FrameStripError("\(framesPerSecond) frames per second: there must be at least one") }
        let frames = ((end - start) * Double(framesPerSecond) + 1e-9).rounded(.down) + 1
        guard frames <= Double(Self.maxFrames) else {
            throw FrameStripError("\(Int(frames)) frames (\(end - start) s at \(framesPerSecond) fps) exceed the \(Self.maxFrames) a strip may have")
        }
        (self.start, self.framesPerSecond, count) = (start, framesPerSecond, Int(frames))
    }

    /// The moment of each frame.
    var times: [Double] { (0..<count).map { start + Double($0) / Double(framesPerSecond) } }

    /// The sheet of `frames` (all of one size), row by row in ⌈√count⌉
    /// columns, transparent where the grid has no frame.
    func sheet(of frames: [Bitmap]) throws(FrameStripError) -> Bitmap {
        do { return try FrameSheetLayout(frames: frames, framesPerSecond: framesPerSecond).sheet(of: frames) } catch {
            throw FrameStripError("\(error)")
        }
    }

    /// The layout of `sheet`, a sheet of this strip's frames; nil when its
    /// size does not divide into the strip's grid.
    func layout(ofSheet sheet: Bitmap) -> FrameSheetLayout? {
        guard let grid = try? FrameSheetLayout(frameCount: count, frameWidth: 1, frameHeight: 1, framesPerSecond: framesPerSecond),
            sheet.width % grid.columns == 0, sheet.height % grid.rows == 0
        else { return nil }
        return try? FrameSheetLayout(
            frameCount: count, frameWidth: sheet.width / grid.columns, frameHeight: sheet.height / grid.rows, framesPerSecond: framesPerSecond)
    }

    /// The frames of `sheet` that differ from `reference`'s, with their moments, as a sentence.
    func differingFrames(_ reference: Bitmap, _ sheet: Bitmap) -> String? {
        guard let layout = layout(ofSheet: sheet), let differing = try? layout.differingFrames(between: reference, and: sheet) else {
            return nil
        }
        return listing(differing)
    }

    /// The frames of `new` that differ from `old`'s, with their moments, as a sentence.
    func differingFrames(_ old: [Bitmap], _ new: [Bitmap]) -> String? {
        listing(zip(old, new).enumerated().filter { $0.element.0 != $0.element.1 }.map(\.offset))
    }

    /// The frames at `indices`, numbered from 1 with their moments, as a
    /// sentence; nil when there are none.
    private func listing(_ indices: [Int]) -> String? {
        guard !indices.isEmpty else { return nil }
        let named = indices.prefix(20).map { "\($0 + 1) (\(AnimationStage.secondsText(times[$0])) s)" }
        return "Frames that differ, of \(count): " + named.joined(separator: ", ") + (indices.count > 20 ? ", …" : "")
    }
}

/// Why a strip of frames cannot be made.
struct FrameStripError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = "Cannot snapshot a strip of frames: " + description }
}
