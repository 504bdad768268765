import Foundation
import HeadlessRaster
import HeadlessSnapshotCore

/// Small bitmaps and requests for the snapshot tests (views are in SnapshotTests).
package enum Fixtures {
    /// An opaque bitmap of one colour with, if `dot` is given, one pixel of another.
    package static func bitmap(width: Int = 8, height: Int = 6, fill: UInt32 = 0xFF33_6699, dot: (x: Int, y: Int)? = nil) -> Bitmap {
        var pixels = [UInt32](repeating: fill, count: width * height)
        if let dot { pixels[dot.y * width + dot.x] = 0xFF00_00FF }
        return try! Bitmap(width: width, height: height, pixels: pixels)
    }

    /// A request for `testExample` in class `SnapshotTests.Example` at scale 2 (as on iPhone SE), inside `scratch`.
    package static func request(
        _ scratch: Scratch, mode: SnapshotRecordMode, identifier: String? = nil,
        suffixes: [String] = ["_64", "_32"]
    ) -> SnapshotRequest {
        SnapshotRequest(
            test: SnapshotTestIdentity(testName: "testExample", classFolder: "SnapshotTests.Example"),
            name: ReferenceName(testName: "testExample", identifier: identifier, parts: [""], scale: 2),
            referenceDirectory: scratch.references, suffixes: suffixes,
            recordMode: mode, artifactsDirectory: scratch.artifacts)
    }

    /// Where `request`'s reference lives in the directory of `suffix`.
    package static func referenceFile(_ request: SnapshotRequest, suffix: String = "_64") -> URL {
        ReferenceDirectory.classDirectory(
            base: request.referenceDirectory, suffix: suffix,
            classFolder: request.test.classFolder
        )
        .appendingPathComponent(request.name.fileName)
    }
}
