import Foundation
import Testing

@testable import HeadlessRaster

@Suite("Frame sheets")
struct FrameSheetLayoutTests {
    @Test func defaultColumnsAreTheRoundedUpSquareRoot() throws {
        let counts = [1: 1, 2: 2, 4: 2, 5: 3, 9: 3, 10: 4, 11: 4, 16: 4, 17: 5]
        for (count, columns) in counts {
            let layout = try FrameSheetLayout(frameCount: count, frameWidth: 2, frameHeight: 3, framesPerSecond: 10)
            #expect(layout.columns == columns, "\(count) frames")
        }
        let eleven = try FrameSheetLayout(frameCount: 11, frameWidth: 200, frameHeight: 100, framesPerSecond: 10)
        #expect(eleven.rows == 3 && eleven.sheetWidth == 800 && eleven.sheetHeight == 300)
        #expect(eleven.origin(ofFrame: 5).x == 200 && eleven.origin(ofFrame: 5).y == 100)
    }

    @Test func textRoundTrips() throws {
        let layout = try FrameSheetLayout(frameCount: 11, frameWidth: 200, frameHeight: 200, framesPerSecond: 10)
        #expect(layout.textChunkValue == "count=11 columns=4 width=200 height=200 fps=10")
        #expect(layout.textChunks == ["Frames": "count=11 columns=4 width=200 height=200 fps=10"])
        #expect(try FrameSheetLayout(textChunkValue: layout.textChunkValue) == layout)
        #expect(try FrameSheetLayout(textChunkValue: "fps=10 width=200 height=200 count=11 columns=4") == layout)
        #expect(try FrameSheetLayout(textChunks: ["Other": "x"]) == nil)
    }

    @Test(arguments: [
        "", "count=11", "count=11 columns=4 width=200 height=200 fps=10 extra=1",
        "count=11 columns=4 width=200 height=200 count=10", "count=11  columns=4 width=200 height=200 fps=10",
        "count=-1 columns=4 width=200 height=200 fps=10", "count=11 columns=4 width=2e2 height=200 fps=10",
        "count=99999999999 columns=4 width=200 height=200 fps=10", "count=11 columns=4 width=200 height=200 fps=",
    ])
    func malformedTextThrows(text: String) {
        #expect(throws: FrameSheetError.malformedText(text)) { try FrameSheetLayout(textChunkValue: text) }
    }

    @Test func outOfRangeValuesThrow() {
        #expect(throws: FrameSheetError.invalidLayout("a sheet needs at least one frame, not 0")) {
            try FrameSheetLayout(textChunkValue: "count=0 columns=1 width=2 height=2 fps=10")
        }
        #expect(throws: FrameSheetError.invalidLayout("5 columns is outside 1 to 4, the frame count")) {
            try FrameSheetLayout(frameCount: 4, frameWidth: 2, frameHeight: 2, columns: 5, framesPerSecond: 10)
        }
        #expect(throws: FrameSheetError.invalidLayout("a 0x2 frame has no pixels")) {
            try FrameSheetLayout(frameCount: 4, frameWidth: 0, frameHeight: 2, framesPerSecond: 10)
        }
        #expect(throws: FrameSheetError.invalidLayout("0 frames per second is below 1")) {
            try FrameSheetLayout(frameCount: 4, frameWidth: 2, frameHeight: 2, framesPerSecond: 0)
        }
        #expect(throws: FrameSheetError.self) {
            try FrameSheetLayout(frameCount: 4, frameWidth: 100_000, frameHeight: 100_000, framesPerSecond: 10)
        }
    }

    @Test func framesGoOnTheSheetRowByRowAndComeBack() throws {
        let frames = try (1...5).map { try PNGTestBitmaps.opaque(width: 3, height: 2, seed: UInt64($0)) }
        let layout = try FrameSheetLayout(frames: frames, framesPerSecond: 10)
        let sheet = try layout.sheet(of: frames)
        #expect(sheet.width == 9 && sheet.height == 4)
        #expect(sheet[3, 0] == frames[1][0, 0] && sheet[2, 3] == frames[3][2, 1] && sheet[4, 2] == frames[4][1, 0])
        #expect(sheet[6, 2] == PremultipliedPixel(r: 0, g: 0, b: 0, a: 0) && sheet[8, 3].a == 0)  // no sixth frame
        #expect(try layout.frames(of: sheet) == frames)
        let png = try PNGEncoder.encode(sheet, textChunks: layout.textChunks)
        let read = try #require(try FrameSheetLayout(textChunks: PNGTextChunks.read(from: png)))
        #expect(try read.frames(of: Bitmap(pngData: png)) == frames)
    }

    @Test func mismatchesThrow() throws {
        let frame = try PNGTestBitmaps.opaque(width: 3, height: 2)
        let other = try PNGTestBitmaps.opaque(width: 2, height: 2)
        #expect(throws: FrameSheetError.frameSizeMismatch(index: 1, width: 2, height: 2)) {
            try FrameSheetLayout(frames: [frame, other], framesPerSecond: 10)
        }
        let layout = try FrameSheetLayout(frameCount: 2, frameWidth: 3, frameHeight: 2, framesPerSecond: 10)
        #expect(throws: FrameSheetError.frameCountMismatch(expected: 2, actual: 1)) { try layout.sheet(of: [frame]) }
        #expect(throws: FrameSheetError.frameSizeMismatch(index: 1, width: 2, height: 2)) {
            try layout.sheet(of: [frame, other])
        }
        #expect(throws: FrameSheetError.sheetSizeMismatch(expectedWidth: 6, expectedHeight: 2, width: 3, height: 2)) {
            try layout.frames(of: frame)
        }
    }

    @Test func differingFramesAreThoseWithAnyChangedPixel() throws {
        let frames = try (1...5).map { try PNGTestBitmaps.opaque(width: 3, height: 2, seed: UInt64($0)) }
        var changed = frames
        changed[1].pixels[5] ^= 0x01  // one component of one pixel, by one
        changed[4] = try PNGTestBitmaps.opaque(width: 3, height: 2, seed: 9)
        let layout = try FrameSheetLayout(frames: frames, framesPerSecond: 10)
        #expect(try layout.differingFrames(between: layout.sheet(of: frames), and: layout.sheet(of: changed)) == [1, 4])
        #expect(try layout.differingFrames(between: layout.sheet(of: frames), and: layout.sheet(of: frames)).isEmpty)
        #expect(throws: FrameSheetError.sheetSizeMismatch(expectedWidth: 9, expectedHeight: 4, width: 3, height: 2)) {
            try layout.differingFrames(between: layout.sheet(of: frames), and: frames[0])
        }
    }
}
