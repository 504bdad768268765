// snapshot-record-helper: records one reference over and over, for the test
// that two processes recording the same reference leave a whole file.
//
//   snapshot-record-helper <reference-directory> <fill-colour-hex> <iterations>

import Foundation
import HeadlessLayers
import HeadlessRaster
import HeadlessSnapshot

let arguments = CommandLine.arguments.dropFirst()
guard arguments.count == 3, let fill = UInt32(arguments[arguments.startIndex + 1], radix: 16),
    let iterations = Int(arguments[arguments.startIndex + 2])
else {
    FileHandle.standardError.write(Data("usage: snapshot-record-helper <reference-directory> <fill-hex> <iterations>\n".utf8))
    exit(2)
}
// Large enough that encoding and writing take a while; one distinct row makes the content non-trivial.
var pixels = [UInt32](repeating: fill, count: 800 * 600)
for x in 0..<800 { pixels[300 * 800 + x] = UInt32(truncatingIfNeeded: x) | 0xFF00_0000 }
let bitmap = try Bitmap(width: 800, height: 600, pixels: pixels)
let request = SnapshotRequest(
    test: SnapshotTestIdentity(testName: "testShared", classFolder: "Helper.Concurrent"),
    name: ReferenceName(testName: "testShared", device: .iPhone15),
    referenceDirectory: URL(fileURLWithPath: arguments[arguments.startIndex]), recordMode: .all,
    artifactsDirectory: URL(fileURLWithPath: arguments[arguments.startIndex]).appendingPathComponent("artifacts"))
for _ in 0..<iterations {
    let result = SnapshotVerifier(request).verify(.success(bitmap), with: .image)
    guard result.status == .recorded else {
        FileHandle.standardError.write(Data("\(result.message ?? "?")\n".utf8))
        exit(1)
    }
}
