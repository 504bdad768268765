import Testing

@testable import HeadlessRaster

/// Animated PNGs assembled chunk by chunk, for decoding cases the encoder never writes.
enum APNGTestFiles {
    /// One frame as stored: its placement and pixels.
    struct Frame {
        var control: APNGFrameControl
        var image: Bitmap
    }

    /// An APNG of a canvas of `width` x `height` RGBA pixels whose first frame is the default image.
    /// Sequence numbers are assigned in order unless `sequence` overrides them.
    static func apng(
        width: Int, height: Int, frames: [Frame], declaredFrames: Int? = nil, sequence: [UInt32]? = nil
    ) throws -> [UInt8] {
        var numbers = (sequence ?? Array(0..<UInt32(frames.count * 2))).makeIterator()
        let ihdr = PNGChunk.bytes(of: UInt32(width)) + PNGChunk.bytes(of: UInt32(height)) + [8, 6, 0, 0, 0]
        var bytes = PNGChunkList.signature + PNGChunk.record(type: "IHDR", body: ihdr)
        bytes += PNGChunk.record(
            type: "acTL", body: PNGChunk.bytes(of: UInt32(declaredFrames ?? frames.count)) + PNGChunk.bytes(of: 0))
        for (index, frame) in frames.enumerated() {
            var control = frame.control
            control.sequenceNumber = numbers.next() ?? 0
            bytes += control.record
            let png = try PNGEncoder.encodePixels(frame.image, withAlpha: true)
            let list = try #require(PNGChunkList(png))
            for chunk in list.chunks where chunk.type == "IDAT" {
                bytes +=
                    index == 0
                    ? PNGChunk.record(type: "IDAT", body: Array(png[chunk.body]))
                    : PNGChunk.record(type: "fdAT", body: PNGChunk.bytes(of: numbers.next() ?? 0) + png[chunk.body])
            }
        }
        return bytes + PNGChunk.record(type: "IEND", body: [])
    }

    /// A frame control placing a `width` x `height` frame at `x`, `y`, shown for a tenth of a second.
    static func control(
        width: Int, height: Int, x: Int = 0, y: Int = 0, dispose: APNGFrameControl.Dispose = .none,
        blend: APNGFrameControl.Blend = .source
    ) -> APNGFrameControl {
        APNGFrameControl(
            sequenceNumber: 0, width: width, height: height, x: x, y: y, delayNumerator: 1, delayDenominator: 10,
            dispose: dispose, blend: blend)
    }

    /// A bitmap of one premultiplied colour.
    static func solid(_ width: Int, _ height: Int, _ pixel: PremultipliedPixel) throws -> Bitmap {
        try Bitmap(width: width, height: height, fill: pixel.packed)
    }
}
