import Foundation
import Testing

@testable import HeadlessRaster

@Suite("Animated PNG")
struct AnimatedPNGTests {
    private let red = PremultipliedPixel(r: 255, g: 0, b: 0, a: 255)
    private let halfBlue = PremultipliedPixel(r: 0, g: 0, b: 128, a: 128)
    private let green = PremultipliedPixel(r: 0, g: 255, b: 0, a: 255)

    @Test func opaqueFramesRoundTripAsRGB() throws {
        let frames = try (1...5).map { try PNGTestBitmaps.opaque(width: 9, height: 7, seed: UInt64($0)) }
        let data = try AnimatedPNG.encode(frames, framesPerSecond: 10)
        #expect(try AnimatedPNG.frames(of: data) == frames)
        #expect(try AnimatedPNG.delays(of: data) == Array(repeating: 0.1, count: 5))
        let bytes = [UInt8](data)
        #expect(bytes[8 + 8 + 9] == 2)  // colour type RGB
        // The default image is frame 0, so a plain PNG reader shows it.
        #expect(try Bitmap(pngData: data) == frames[0])
    }

    @Test func framesWithAlphaAreAllRGBA() throws {
        let opaque = try PNGTestBitmaps.opaque(width: 4, height: 4)
        let translucent = try APNGTestFiles.solid(4, 4, halfBlue)
        let data = try AnimatedPNG.encode([opaque, translucent, opaque], framesPerSecond: 30)
        #expect([UInt8](data)[8 + 8 + 9] == 6)  // colour type RGBA
        #expect(try AnimatedPNG.frames(of: data) == [opaque, translucent, opaque])
    }

    @Test func chunksAreInOrderWithSequenceNumbersAndTextAndAreDeterministic() throws {
        let frames = try (1...3).map { try PNGTestBitmaps.opaque(width: 5, height: 5, seed: UInt64($0)) }
        let data = try AnimatedPNG.encode(frames, framesPerSecond: 12, textChunks: ["Frames": "x"])
        #expect(try AnimatedPNG.encode(frames, framesPerSecond: 12, textChunks: ["Frames": "x"]) == data)
        let bytes = [UInt8](data)
        let list = try #require(PNGChunkList(bytes))
        #expect(list.chunks.map(\.type) == ["IHDR", "acTL", "tEXt", "fcTL", "IDAT", "fcTL", "fdAT", "fcTL", "fdAT", "IEND"])
        #expect(list.chunks.allSatisfy { $0.hasValidCRC(in: bytes) })
        let sequenced = list.chunks.filter { $0.type == "fcTL" || $0.type == "fdAT" }
        #expect(sequenced.map { PNGChunk.uint32(in: bytes, at: $0.body.lowerBound) } == [0, 1, 2, 3, 4])
        let control = try APNGFrameControl(body: bytes[sequenced[3].body])
        #expect(control.delayNumerator == 1 && control.delayDenominator == 12)
        #expect(control.dispose == .none && control.blend == .source)
        #expect(try PNGTextChunks.read(from: data) == ["Frames": "x"])
    }

    @Test func plainPNGIsOneFrame() throws {
        let bitmap = try PNGTestBitmaps.opaque(width: 3, height: 3)
        let png = try PNGEncoder.encode(bitmap)
        #expect(try AnimatedPNG.frames(of: png) == [bitmap])
        #expect(try AnimatedPNG.delays(of: png) == [0])
    }

    @Test func subFramesAreBlendedAndDisposed() throws {
        let clear = PremultipliedPixel(r: 0, g: 0, b: 0, a: 0)
        let data = try APNGTestFiles.apng(
            width: 4, height: 4,
            frames: [
                .init(control: APNGTestFiles.control(width: 4, height: 4), image: APNGTestFiles.solid(4, 4, red)),
                .init(
                    control: APNGTestFiles.control(width: 2, height: 2, x: 1, y: 1, dispose: .previous, blend: .over),
                    image: APNGTestFiles.solid(2, 2, halfBlue)),
                .init(
                    control: APNGTestFiles.control(width: 1, height: 1, x: 3, y: 0, dispose: .background),
                    image: APNGTestFiles.solid(1, 1, green)),
                .init(
                    control: APNGTestFiles.control(width: 1, height: 1, x: 0, y: 3, blend: .over),
                    image: APNGTestFiles.solid(1, 1, clear)),
            ])
        let frames = try AnimatedPNG.frames(of: Data(data))
        try #require(frames.count == 4)
        #expect(frames[0].pixels.allSatisfy { $0 == red.packed })
        // Blue at half alpha over red: 127 of red stays, 128 of blue added.
        #expect(frames[1][1, 1] == PremultipliedPixel(r: 127, g: 0, b: 128, a: 255))
        #expect(frames[1][0, 0] == red)
        // Frame 1 was disposed of to the previous canvas: all red again, plus green.
        #expect(frames[2][1, 1] == red && frames[2][3, 0] == green)
        // Frame 2 was cleared to transparent after showing; a clear pixel drawn OVER changes nothing.
        #expect(frames[3][3, 0] == clear && frames[3][0, 3] == red && frames[3][2, 2] == red)
    }

    @Test func hiddenDefaultImageIsSkipped() throws {
        let hidden = try APNGTestFiles.solid(2, 2, green)
        let shown = try APNGTestFiles.solid(2, 2, red)
        var bytes = [UInt8](try PNGEncoder.encode(hidden))
        let list = try #require(PNGChunkList(bytes))
        let iend = try #require(list.chunks.last)
        let framePNG = try PNGEncoder.encodePixels(shown, withAlpha: false)
        let frameData = try #require(PNGChunkList(framePNG)?.chunks.first { $0.type == "IDAT" })
        let animated =
            PNGChunk.record(type: "acTL", body: PNGChunk.bytes(of: 1) + PNGChunk.bytes(of: 0))
        var tail = APNGTestFiles.control(width: 2, height: 2).record
        tail += PNGChunk.record(type: "fdAT", body: PNGChunk.bytes(of: 1) + framePNG[frameData.body])
        bytes.insert(contentsOf: tail, at: iend.record.lowerBound)
        bytes.insert(contentsOf: animated, at: try #require(list.chunks.first).record.upperBound)
        #expect(try AnimatedPNG.frames(of: Data(bytes)) == [shown])
    }

    // MARK: Bad input

    @Test func encodingWithoutFramesThrows() {
        #expect(throws: PNGError.invalidAnimation("there are no frames")) {
            try AnimatedPNG.encode([], framesPerSecond: 10)
        }
    }

    @Test(arguments: [0, -1, 65536])
    func encodingAtAnInvalidFrameRateThrows(fps: Int) throws {
        let frame = try PNGTestBitmaps.opaque(width: 2, height: 2)
        #expect(throws: PNGError.invalidAnimation("\(fps) frames per second is outside 1 to 65535")) {
            try AnimatedPNG.encode([frame], framesPerSecond: fps)
        }
    }

    @Test func encodingFramesOfDifferentSizesThrows() throws {
        let frames = [try PNGTestBitmaps.opaque(width: 2, height: 2), try PNGTestBitmaps.opaque(width: 3, height: 2)]
        #expect(throws: PNGError.invalidAnimation("frame 1 is 3x2 but frame 0 is 2x2")) {
            try AnimatedPNG.encode(frames, framesPerSecond: 10)
        }
    }

    @Test func truncatedDataThrowsAtEveryCut() throws {
        let frames = try (1...3).map { try PNGTestBitmaps.opaque(width: 8, height: 8, seed: UInt64($0)) }
        let data = [UInt8](try AnimatedPNG.encode(frames, framesPerSecond: 10))
        for cut in stride(from: 0, to: data.count, by: 7) {
            #expect(throws: PNGError.self, "cut at \(cut)") { try AnimatedPNG.frames(of: Data(data.prefix(cut))) }
        }
    }

    @Test func wrongSequenceNumberThrows() throws {
        let frame = APNGTestFiles.Frame(control: APNGTestFiles.control(width: 2, height: 2), image: try APNGTestFiles.solid(2, 2, red))
        let data = try APNGTestFiles.apng(width: 2, height: 2, frames: [frame, frame], sequence: [0, 2, 3])
        #expect(throws: PNGError.invalidAnimationData("an fcTL chunk has sequence number 2 where 1 is expected")) {
            try AnimatedPNG.frames(of: Data(data))
        }
    }

    @Test func frameOutsideTheCanvasThrows() throws {
        let first = APNGTestFiles.Frame(control: APNGTestFiles.control(width: 4, height: 4), image: try APNGTestFiles.solid(4, 4, red))
        let outside = APNGTestFiles.Frame(
            control: APNGTestFiles.control(width: 2, height: 2, x: 3, y: 0), image: try APNGTestFiles.solid(2, 2, red))
        let data = try APNGTestFiles.apng(width: 4, height: 4, frames: [first, outside])
        #expect(throws: PNGError.invalidAnimationData("frame 1 (2x2 at 3,0) lies outside the 4x4 canvas")) {
            try AnimatedPNG.frames(of: Data(data))
        }
    }

    @Test func zeroSizeFrameThrows() throws {
        let first = APNGTestFiles.Frame(control: APNGTestFiles.control(width: 4, height: 4), image: try APNGTestFiles.solid(4, 4, red))
        let empty = APNGTestFiles.Frame(control: APNGTestFiles.control(width: 0, height: 2), image: try APNGTestFiles.solid(1, 2, red))
        let data = try APNGTestFiles.apng(width: 4, height: 4, frames: [first, empty])
        #expect(throws: PNGError.invalidAnimationData("frame 1 is 0x2: a frame needs pixels")) {
            try AnimatedPNG.frames(of: Data(data))
        }
    }

    @Test func moreDeclaredFramesThanPresentThrows() throws {
        let frame = APNGTestFiles.Frame(control: APNGTestFiles.control(width: 2, height: 2), image: try APNGTestFiles.solid(2, 2, red))
        let data = try APNGTestFiles.apng(width: 2, height: 2, frames: [frame, frame], declaredFrames: 3)
        #expect(throws: PNGError.invalidAnimationData("acTL declares 3 frames but the data holds 2")) {
            try AnimatedPNG.frames(of: Data(data))
        }
    }

    @Test func frameCountOverTheLimitThrowsBeforeDecoding() throws {
        let frame = APNGTestFiles.Frame(control: APNGTestFiles.control(width: 2, height: 2), image: try APNGTestFiles.solid(2, 2, red))
        let data = try APNGTestFiles.apng(width: 2, height: 2, frames: [frame], declaredFrames: 1_000_000)
        #expect(throws: PNGError.invalidAnimationData("the acTL chunk declares 1000000 frames, more than the limit of 1024")) {
            try AnimatedPNG.frames(of: Data(data))
        }
    }

    @Test func badChunksThrowWithoutCrashing() throws {
        let frames = try (1...2).map { try PNGTestBitmaps.opaque(width: 4, height: 4, seed: UInt64($0)) }
        let data = [UInt8](try AnimatedPNG.encode(frames, framesPerSecond: 10))
        // Flip every byte after the signature in turn: each result decodes or throws.
        for offset in 8..<data.count {
            var bad = data
            bad[offset] ^= 0xFF
            _ = try? AnimatedPNG.frames(of: Data(bad))
        }
    }
}
