// reliability-probe: runs one hostile input, in a process of its own, so that
// a regression that traps or aborts fails one test instead of the whole run.
// Prints the outcome and the peak resident memory, then exits 0.
//
//   reliability-probe <case>

import Foundation
import HeadlessGeometry
import HeadlessLayers
import HeadlessMocking
import HeadlessRaster
import HeadlessText

/// Peak resident memory of this process, in MiB: `VmHWM` of its own memory
/// map. (`getrusage`'s `ru_maxrss` also counts the parent's peak when the
/// process was spawned by vfork and exec, as Foundation's `Process` does: a
/// test process of 1 GiB under AddressSanitizer made every probe read 1 GiB.)
func peakMiB() -> Int {
    let status = (try? String(contentsOfFile: "/proc/self/status", encoding: .utf8)) ?? ""
    let line = status.split(separator: "\n").first { $0.hasPrefix("VmHWM:") }
    let kibibytes = line?.split(separator: " ").dropFirst().first.flatMap { Int($0) }
    return (kibibytes ?? Int.max / 1024) / 1024
}

/// A PNG chunk record whose length field says `length` (the body's by default).
func chunk(_ type: String, _ body: [UInt8], length: UInt32? = nil) -> [UInt8] {
    let record = PNGChunk.record(type: type, body: body)
    guard let length else { return record }
    return PNGChunk.bytes(of: length) + record.dropFirst(4)
}

let signature = PNGChunkList.signature

func header(_ width: UInt32, _ height: UInt32, depth: UInt8 = 8, colorType: UInt8 = 6) -> [UInt8] {
    chunk("IHDR", PNGChunk.bytes(of: width) + PNGChunk.bytes(of: height) + [depth, colorType, 0, 0, 0])
}

func decode(_ bytes: [UInt8]) -> String {
    do {
        let bitmap = try Bitmap(pngData: Data(bytes))
        return "decoded \(bitmap.width)x\(bitmap.height)"
    } catch {
        return "error: \(error)"
    }
}

/// A mock with one method, as a user writes them.
final class Counter: Mock, @unchecked Sendable {
    let countRef = MockReference<Int, Void>()
    func count(_ value: Int) { invoke(countRef, args: value) }
}

/// A 100 x 100 canvas with the triangle `a`, `b`, `c` filled in black.
func filledTriangle(_ a: Point, _ b: Point, _ c: Point) throws -> Canvas {
    let canvas = try Canvas(width: 100, height: 100)
    var path = Path()
    path.move(to: a)
    path.line(to: b)
    path.line(to: c)
    path.closeSubpath()
    canvas.fill(path, color: .black)
    return canvas
}

/// Whether the pixel at (x, y) has ink.
func inked(_ canvas: Canvas, _ x: Int, _ y: Int) -> Bool { canvas.bitmap[x, y].a > 0 }

@MainActor
func run(_ name: String) throws -> String {
    switch name {
    case "png-huge-header":
        return decode(signature + header(0xFFFF_FFFF, 0xFFFF_FFFF, colorType: 2))
    case "png-no-pixel-data":
        return decode(signature + header(16384, 16384) + chunk("IDAT", [0x78, 0x9C]) + chunk("IEND", []))
    case "png-huge-text-chunk":
        return decode(signature + header(1, 1) + Array(chunk("tEXt", Array("Comment\0x".utf8), length: 0x7FFF_FFFF)))
    case "png-8192-no-pixel-data":
        return decode(signature + header(8192, 8192) + chunk("IDAT", [0x78, 0x9C]) + chunk("IEND", []))
    case "triangle-1e308":
        let canvas = try filledTriangle(Point(x: -1e308, y: 0), Point(x: 1e308, y: 0), Point(x: 50, y: 100))
        return "filled; centre inked \(inked(canvas, 50, 50))"
    case "triangle-1e20":
        let canvas = try filledTriangle(Point(x: 0, y: 0), Point(x: 1e20, y: 1e20), Point(x: 0, y: 1e20))
        return "below diagonal \(inked(canvas, 10, 80)), above diagonal \(inked(canvas, 80, 10))"
    case "line-1e30":
        let canvas = try Canvas(width: 100, height: 100)
        var path = Path()
        path.move(to: Point(x: -1e30, y: 50))
        path.line(to: Point(x: 1e30, y: 50))
        canvas.stroke(path, color: .black, style: StrokeStyle(width: 4))
        return "middle inked \(inked(canvas, 50, 50)), off the line \(inked(canvas, 50, 10))"
    case "stroke-1e38":
        let canvas = try Canvas(width: 100, height: 100)
        var path = Path()
        path.move(to: Point(x: 10, y: 10))
        path.quadCurve(to: Point(x: 90, y: 90), control: Point(x: 90, y: 10))
        canvas.stroke(path, color: .black, style: StrokeStyle(width: 1e38, cap: .round, join: .round))
        return "stroked; centre inked \(inked(canvas, 50, 50))"
    case "blur-1e9":
        let canvas = try Canvas(width: 100, height: 100)
        canvas.drawShadow(
            of: Path(rect: Rect(x: 20, y: 20, width: 60, height: 60)), color: .black,
            offset: Size(width: 0, height: 0), blurSigma: 1e9)
        return "shadow drawn; centre alpha \(canvas.bitmap[50, 50].a)"
    case "glyph-16000pt":
        let canvas = try Canvas(width: 100, height: 100)
        let layout = try TextLayout("W", font: try Font.system(size: 16000))
        canvas.draw(layout, at: Point(x: -4000, y: -4000), color: .black)
        return "drawn"
    case "text-flags-and-noncharacters":
        let layout = try TextLayout("Emoji: \u{1F1EB}\u{1F1F7} \u{FFFF} \u{1F1EB}", font: try Font.system(size: 17), width: 50)
        return "laid out \(layout.lines.count) lines"
    case "mask-cycle":
        let parent = Layer()
        parent.name = "card"
        parent.frame = Rect(x: 0, y: 0, width: 10, height: 10)
        let a = Layer(), b = Layer()
        a.name = "badge"
        try parent.addSublayer(a)
        try parent.addSublayer(b)
        a.mask = parent
        b.mask = parent
        // The masks make a retain cycle, as they would in UIKit: break it once done.
        defer { (a.mask, b.mask) = (nil, nil) }
        do {
            _ = try parent.renderedImage(scale: 1)
            return "rendered"
        } catch {
            return "error: \(error)"
        }
    case "stack-10k-arranged":
        let stack = StackView(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        for _ in 0..<10_000 { try stack.addArrangedSubview(View(frame: .zero)) }
        return "arranged \(stack.arrangedSubviews.count)"
    case "remove-10k-of-100k":
        let parent = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        let children = (0..<100_000).map { _ in View(frame: .zero) }
        for child in children { try parent.addSubview(child) }
        for child in children[40_000..<50_000] { child.removeFromSuperview() }
        return "left \(parent.subviews.count), in order \(parent.subviews[40_000] === children[50_000])"
    case "combining-100k":
        let marks = Int(ProcessInfo.processInfo.environment["MARKS"] ?? "") ?? 100_000
        let layout = try TextLayout("a" + String(repeating: "\u{301}", count: marks), font: try Font.system(size: 12), width: 100)
        return "laid out \(layout.lines.count) lines"
    case "mock-executions-in-a-loop":
        // Reading the calls after each of 40,000 calls: linear work, not quadratic.
        let mock = Counter()
        var seen = 0
        for index in 0..<40_000 {
            mock.count(index)
            seen += mock.executions(of: mock.countRef).count
        }
        return "read \(seen) executions"
    default:
        FileHandle.standardError.write(Data("reliability-probe: unknown case '\(name)'\n".utf8))
        exit(2)
    }
}

guard CommandLine.arguments.count == 2 else {
    FileHandle.standardError.write(Data("usage: reliability-probe <case>\n".utf8))
    exit(2)
}
let start = ContinuousClock.now
let outcome = try MainActor.assumeIsolated { try run(CommandLine.arguments[1]) }
print("\(outcome)\npeak \(peakMiB()) MiB in \(ContinuousClock.now - start)")
