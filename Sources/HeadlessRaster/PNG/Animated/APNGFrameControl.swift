/// The body of an APNG `fcTL` chunk: where one frame goes on the canvas, how
/// long it shows, and how it is disposed of and blended.
struct APNGFrameControl: Equatable {
    /// What happens to the frame's region after it has been shown.
    enum Dispose: UInt8 {
        /// The region stays as drawn.
        case none = 0
        /// The region is cleared to transparent black.
        case background = 1
        /// The region goes back to what it was before the frame was drawn.
        case previous = 2
    }

    /// How the frame's pixels meet what is on the canvas.
    enum Blend: UInt8 {
        /// The frame's pixels replace the region's.
        case source = 0
        /// The frame's pixels are composited over the region's.
        case over = 1
    }

    /// The body length of every `fcTL` chunk.
    static let bodyLength = 26

    var sequenceNumber: UInt32
    var width: Int
    var height: Int
    var x: Int
    var y: Int
    var delayNumerator: UInt16
    var delayDenominator: UInt16
    var dispose: Dispose
    var blend: Blend

    /// The delay in seconds; a denominator of 0 means hundredths, as the APNG specification says.
    var delay: Double {
        Double(delayNumerator) / Double(delayDenominator == 0 ? 100 : delayDenominator)
    }

    init(
        sequenceNumber: UInt32, width: Int, height: Int, x: Int = 0, y: Int = 0,
        delayNumerator: UInt16, delayDenominator: UInt16, dispose: Dispose = .none, blend: Blend = .source
    ) {
        self.sequenceNumber = sequenceNumber
        self.width = width
        self.height = height
        self.x = x
        self.y = y
        self.delayNumerator = delayNumerator
        self.delayDenominator = delayDenominator
        self.dispose = dispose
        self.blend = blend
    }

    /// Reads an `fcTL` body, checking its length and its dispose and blend operations.
    init(body: ArraySlice<UInt8>) throws(PNGError) {
        let bytes = Array(body)
        guard bytes.count == APNGFrameControl.bodyLength else {
            throw .invalidAnimationData("an fcTL chunk has \(bytes.count) bytes of data instead of 26")
        }
        func value(_ offset: Int) -> Int { Int(PNGChunk.uint32(in: bytes, at: offset)) }
        guard let dispose = Dispose(rawValue: bytes[24]), let blend = Blend(rawValue: bytes[25]) else {
            throw .invalidAnimationData("an fcTL chunk has dispose operation \(bytes[24]) and blend operation \(bytes[25])")
        }
        self.init(
            sequenceNumber: PNGChunk.uint32(in: bytes, at: 0), width: value(4), height: value(8), x: value(12),
            y: value(16), delayNumerator: UInt16(bytes[20]) << 8 | UInt16(bytes[21]),
            delayDenominator: UInt16(bytes[22]) << 8 | UInt16(bytes[23]), dispose: dispose, blend: blend)
    }

    /// The encoded `fcTL` chunk record.
    var record: [UInt8] {
        var body = PNGChunk.bytes(of: sequenceNumber)
        for value in [width, height, x, y] { body += PNGChunk.bytes(of: UInt32(value)) }
        body += [UInt8(delayNumerator >> 8), UInt8(truncatingIfNeeded: delayNumerator)]
        body += [UInt8(delayDenominator >> 8), UInt8(truncatingIfNeeded: delayDenominator)]
        body += [dispose.rawValue, blend.rawValue]
        return PNGChunk.record(type: "fcTL", body: body)
    }
}
