import Foundation
import HeadlessLayers
import HeadlessRaster

/// The moments of a strip of frames over a range of an animation, and the
/// sheet that lays them out: a grid, row by row, of ⌈√count⌉ columns.
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

    /// The columns of the sheet.
    var columns: Int { Int(Double(count).squareRoot().rounded(.up)) }

    /// The rows of the sheet.
    var rows: Int { (count + columns - 1) / columns }

    /// The sheet of `frames` (all of one size): row by row, transparent where the grid has no frame.
    func sheet(of frames: [Bitmap]) throws(FrameStripError) -> Bitmap {
        guard let first = frames.first, frames.allSatisfy({ $0.width == first.width && $0.height == first.height }) else {
            throw FrameStripError("the frames are not all of one size")
        }
        let (width, height) = (first.width, first.height)
        var pixels = [UInt32](repeating: 0, count: width * columns * height * rows)
        let stride = width * columns
        for (index, frame) in frames.enumerated() {
            let (left, top) = ((index % columns) * width, (index / columns) * height)
            for y in 0..<height {
                let row = (top + y) * stride + left
                pixels.replaceSubrange(row..<row + width, with: frame.pixels[y * width..<(y + 1) * width])
            }
        }
        do { return try Bitmap(width: stride, height: height * rows, pixels: pixels) } catch {
            throw FrameStripError("a sheet of \(count) frames of \(width) × \(height) pixels is too large (\(error))")
        }
    }

    /// The frames of `sheet`, a sheet of this strip; nil when its size does not divide into the grid.
    func frames(of sheet: Bitmap) -> [Bitmap]? {
        guard sheet.width % columns == 0, sheet.height % rows == 0 else { return nil }
        let (width, height) = (sheet.width / columns, sheet.height / rows)
        return (0..<count).map { index in
            sheet.cropped(x: (index % columns) * width, y: (index / columns) * height, width: width, height: height) ?? .empty
        }
    }

    /// The text the sheet's PNG carries under ``layoutKeyword``, so a review
    /// page can step through its frames.
    func layoutText(frameWidth: Int, frameHeight: Int) -> String {
        "count=\(count) columns=\(columns) width=\(frameWidth) height=\(frameHeight) fps=\(framesPerSecond)"
    }

    /// The PNG text keyword of a sheet's layout.
    static let layoutKeyword = "Frames"

    /// The frames of `sheet` that differ from `reference`'s, with their moments, as a sentence.
    func differingFrames(_ reference: Bitmap, _ sheet: Bitmap) -> String? {
        guard let old = frames(of: reference), let new = frames(of: sheet) else { return nil }
        return differingFrames(old, new)
    }

    /// The frames of `new` that differ from `old`'s, with their moments, as a sentence.
    func differingFrames(_ old: [Bitmap], _ new: [Bitmap]) -> String? { Self.listing(differing: old, new, times: times) }

    /// The frames of `new` that differ from `old`'s, numbered from 1 (with
    /// their moments when `times` are given), as a sentence; nil when none do.
    static func listing(differing old: [Bitmap], _ new: [Bitmap], times: [Double]?) -> String? {
        let differing = zip(old, new).enumerated().filter { $0.element.0 != $0.element.1 }.map(\.offset)
        guard !differing.isEmpty else { return nil }
        let named = differing.prefix(20).map { index in
            times.map { "\(index + 1) (\(AnimationStage.secondsText($0[index])) s)" } ?? "\(index + 1)"
        }
        return "Frames that differ, of \(new.count): " + named.joined(separator: ", ") + (differing.count > 20 ? ", …" : "")
    }
}

/// Why a strip of frames cannot be made.
struct FrameStripError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = "Cannot snapshot a strip of frames: " + description }
}
