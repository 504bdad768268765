import Foundation

/// Animated PNG (APNG): frames of one size in one PNG file that browsers and
/// image viewers play, and that plain PNG readers show as its first frame.
public enum AnimatedPNG {
    /// Encodes `frames` as an APNG that loops forever, each frame shown for
    /// `1 / framesPerSecond` seconds.
    ///
    /// Every frame covers the whole canvas (no offsets, dispose NONE, blend
    /// SOURCE); the first is also the default image (`IDAT`) that plain PNG
    /// readers show. Each frame's pixels are compressed by ``PNGEncoder`` in the
    /// same colour type: RGBA for all when any frame has a pixel that is not
    /// opaque, RGB otherwise. The bytes depend only on the pixels, the frame
    /// rate and the text chunks, which are written as
    /// ``PNGEncoder/encode(_:textChunks:)`` writes them.
    ///
    /// - Parameters:
    ///   - frames: The frames in order, at least one, all of one size.
    ///   - framesPerSecond: The frame rate, 1 to 65535.
    ///   - textChunks: Text to store by keyword.
    /// - Throws: ``PNGError/invalidAnimation(_:)`` without frames, for a frame
    ///   rate out of range or frames of different sizes; otherwise the errors of
    ///   ``PNGEncoder/encode(_:textChunks:)``.
    public static func encode(
        _ frames: [Bitmap], framesPerSecond: Int, textChunks: [String: String] = [:]
    ) throws(PNGError) -> Data {
        guard let first = frames.first else { throw .invalidAnimation("there are no frames") }
        guard (1...Int(UInt16.max)).contains(framesPerSecond) else {
            throw .invalidAnimation("\(framesPerSecond) frames per second is outside 1 to 65535")
        }
        if let other = frames.firstIndex(where: { $0.width != first.width || $0.height != first.height }) {
            throw .invalidAnimation(
                "frame \(other) is \(frames[other].width)x\(frames[other].height) but frame 0 is \(first.width)x\(first.height)")
        }
        guard !first.isEmpty else { throw .emptyBitmap(width: first.width, height: first.height) }
        let withAlpha = frames.contains { !$0.isOpaque }
        let textRecords = try PNGTextChunks.records(for: textChunks)

        var output = PNGChunkList.signature
        var sequence: UInt32 = 0
        for (index, frame) in frames.enumerated() {
            let png = try PNGEncoder.encodePixels(frame, withAlpha: withAlpha)
            guard let list = PNGChunkList(png), let header = list.chunks.first else {
                throw .encodingFailed("libpng wrote no chunks")
            }
            if index == 0 {
                output += png[header.record]
                output += PNGChunk.record(
                    type: "acTL", body: PNGChunk.bytes(of: UInt32(frames.count)) + PNGChunk.bytes(of: 0))
                output += textRecords
            }
            let control = APNGFrameControl(
                sequenceNumber: sequence, width: frame.width, height: frame.height, delayNumerator: 1,
                delayDenominator: UInt16(framesPerSecond))
            output += control.record
            sequence += 1
            for chunk in list.chunks where chunk.type == "IDAT" {
                if index == 0 {
                    output += png[chunk.record]
                } else {
                    output += PNGChunk.record(type: "fdAT", body: PNGChunk.bytes(of: sequence) + png[chunk.body])
                    sequence += 1
                }
            }
        }
        output += PNGChunk.record(type: "IEND", body: [])
        return Data(output)
    }

    /// The frames of an APNG, each the whole canvas as it shows while that
    /// frame plays; a PNG without animation gives its one image.
    ///
    /// Frames smaller than the canvas are placed at their offsets and blended
    /// (SOURCE or OVER) onto what the previous frame's dispose operation (NONE,
    /// BACKGROUND or PREVIOUS) left. A default image that is not part of the
    /// animation is skipped. Pixels are decoded as ``Bitmap/init(pngData:)``
    /// decodes them.
    ///
    /// - Throws: ``PNGError/invalidAnimationData(_:)`` for sequence numbers out
    ///   of order, a frame outside the canvas or without pixels, fewer frames
    ///   than the `acTL` chunk declares or more than 1024;
    ///   ``PNGError/decodingFailed(_:)`` for truncated or corrupt data, and the
    ///   other errors of ``Bitmap/init(pngData:)``.
    public static func frames(of data: Data) throws(PNGError) -> [Bitmap] {
        let bytes = [UInt8](data)
        let structure = try APNGStructure(bytes)
        guard structure.isAnimated else { return [try PNGDecoder.decode(bytes)] }
        var compositor = try APNGCompositor(width: structure.width, height: structure.height)
        var result: [Bitmap] = []
        for (index, frame) in structure.frames.enumerated() {
            let image = try PNGDecoder.decode(structure.png(of: frame))
            result.append(compositor.draw(image, control: frame.control, isFirst: index == 0))
        }
        return result
    }

    /// How long each frame of an APNG shows, in seconds, in frame order (a
    /// delay of 0 means as fast as the viewer can); a PNG without animation
    /// gives `[0]`. Only the chunks are read, no pixels.
    ///
    /// - Throws: The errors of ``frames(of:)`` that concern the chunks.
    public static func delays(of data: Data) throws(PNGError) -> [Double] {
        try APNGStructure([UInt8](data)).frames.map(\.control.delay)
    }
}
