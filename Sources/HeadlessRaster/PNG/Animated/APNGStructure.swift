/// The chunks of an animated PNG sorted into frames and checked: the canvas
/// header, the chunks every frame's image needs (palette, transparency), and
/// per frame its control and compressed data, in sequence-number order.
struct APNGStructure {
    /// One frame as stored: where it goes and its zlib stream (possibly split over chunks).
    struct Frame {
        var control: APNGFrameControl
        var data: [UInt8]
    }

    /// The `IHDR` body of the canvas.
    let header: [UInt8]
    /// The records of `PLTE` and `tRNS`, which every frame's image shares.
    let sharedRecords: [UInt8]
    /// The canvas size.
    let width: Int
    let height: Int
    /// The frames of the animation, in order; a plain PNG gives one frame, the whole image.
    let frames: [Frame]
    /// Whether the data has an `acTL` chunk (otherwise it is a plain PNG).
    let isAnimated: Bool

    /// Walks and checks the chunks of `bytes`.
    init(_ bytes: [UInt8]) throws(PNGError) {
        try PNGInputLimits.check(bytes)
        guard let list = PNGChunkList(bytes) else { throw .missingSignature }
        guard let ihdr = list.chunks.first, ihdr.type == "IHDR", ihdr.body.count == 13 else {
            throw .decodingFailed("the data does not start with an IHDR chunk")
        }
        guard list.chunks.last?.type == "IEND" else {
            throw .decodingFailed("the data ends before its IEND chunk: it is truncated")
        }
        header = Array(bytes[ihdr.body])
        width = Int(PNGChunk.uint32(in: header, at: 0))
        height = Int(PNGChunk.uint32(in: header, at: 4))
        sharedRecords = list.chunks.filter { $0.type == "PLTE" || $0.type == "tRNS" }.flatMap { bytes[$0.record] }

        var declaredFrames: Int?
        var frames: [Frame] = []
        var defaultImage: [UInt8] = []
        var nextSequence: UInt32 = 0
        var seenImageData = false
        var defaultIsFrame = false
        func checkSequence(_ body: Range<Int>, _ type: String) throws(PNGError) {
            guard body.count >= 4 else { throw .invalidAnimationData("an \(type) chunk is too short for its sequence number") }
            let sequence = PNGChunk.uint32(in: bytes, at: body.lowerBound)
            guard sequence == nextSequence else {
                throw .invalidAnimationData("an \(type) chunk has sequence number \(sequence) where \(nextSequence) is expected")
            }
            nextSequence += 1
        }
        for chunk in list.chunks {
            switch chunk.type {
            case "acTL":
                guard chunk.body.count == 8, !seenImageData else {
                    throw .invalidAnimationData("the acTL chunk is malformed or comes after the image data")
                }
                let count = Int(PNGChunk.uint32(in: bytes, at: chunk.body.lowerBound))
                guard count >= 1 else { throw .invalidAnimationData("the acTL chunk declares no frames") }
                guard count <= PNGInputLimits.maxFrameCount else {
                    throw .invalidAnimationData(
                        "the acTL chunk declares \(count) frames, more than the limit of \(PNGInputLimits.maxFrameCount)")
                }
                declaredFrames = count
            case "fcTL" where declaredFrames != nil:
                try checkSequence(chunk.body, "fcTL")
                let control = try APNGFrameControl(body: bytes[chunk.body])
                if frames.isEmpty { defaultIsFrame = !seenImageData }
                try APNGStructure.check(
                    control, index: frames.count, isDefaultImage: frames.isEmpty && defaultIsFrame,
                    canvasWidth: width, canvasHeight: height)
                guard frames.count < declaredFrames ?? 0 else {
                    throw .invalidAnimationData("there are more fcTL chunks than the \(declaredFrames ?? 0) frames acTL declares")
                }
                frames.append(Frame(control: control, data: []))
            case "IDAT":
                seenImageData = true
                defaultImage += bytes[chunk.body]
                if defaultIsFrame, frames.count == 1 { frames[0].data += bytes[chunk.body] }
            case "fdAT" where declaredFrames != nil:
                try checkSequence(chunk.body, "fdAT")
                guard let last = frames.indices.last, last > 0 || !defaultIsFrame else {
                    throw .invalidAnimationData("an fdAT chunk comes before the fcTL chunk of its frame")
                }
                frames[last].data += bytes[(chunk.body.lowerBound + 4)..<chunk.body.upperBound]
            default:
                break
            }
        }
        guard seenImageData else { throw .decodingFailed("the PNG has no IDAT chunk") }
        isAnimated = declaredFrames != nil
        guard let declared = declaredFrames else {
            self.frames = [
                Frame(
                    control: APNGFrameControl(
                        sequenceNumber: 0, width: width, height: height, delayNumerator: 0, delayDenominator: 0),
                    data: defaultImage)
            ]
            return
        }
        guard frames.count == declared else {
            throw .invalidAnimationData("acTL declares \(declared) frames but the data holds \(frames.count)")
        }
        if let empty = frames.firstIndex(where: { $0.data.isEmpty }) {
            throw .invalidAnimationData("frame \(empty) has no image data")
        }
        let (total, overflow) = (width * height).multipliedReportingOverflow(by: declared)
        guard !overflow, total <= PNGInputLimits.maxAnimationPixelCount else {
            throw .invalidAnimationData(
                "\(declared) frames of \(width)x\(height) exceed the limit of \(PNGInputLimits.maxAnimationPixelCount) pixels")
        }
        self.frames = frames
    }

    /// Checks that a frame has pixels and lies inside the canvas; the default image must cover it.
    private static func check(
        _ control: APNGFrameControl, index: Int, isDefaultImage: Bool, canvasWidth: Int, canvasHeight: Int
    ) throws(PNGError) {
        guard control.width > 0, control.height > 0 else {
            throw .invalidAnimationData("frame \(index) is \(control.width)x\(control.height): a frame needs pixels")
        }
        guard control.x + control.width <= canvasWidth, control.y + control.height <= canvasHeight else {
            throw .invalidAnimationData(
                "frame \(index) (\(control.width)x\(control.height) at \(control.x),\(control.y)) lies outside"
                    + " the \(canvasWidth)x\(canvasHeight) canvas")
        }
        guard !isDefaultImage || (control.x == 0 && control.y == 0 && control.width == canvasWidth && control.height == canvasHeight)
        else { throw .invalidAnimationData("frame 0, the default image, does not cover the whole canvas") }
    }

    /// A standalone PNG holding one frame's image, for the decoder.
    func png(of frame: Frame) -> [UInt8] {
        var ihdr = header
        ihdr.replaceSubrange(0..<8, with: PNGChunk.bytes(of: UInt32(frame.control.width)) + PNGChunk.bytes(of: UInt32(frame.control.height)))
        return PNGChunkList.signature + PNGChunk.record(type: "IHDR", body: ihdr) + sharedRecords
            + PNGChunk.record(type: "IDAT", body: frame.data) + PNGChunk.record(type: "IEND", body: [])
    }
}
