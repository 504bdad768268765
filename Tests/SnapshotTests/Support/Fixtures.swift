import HeadlessImageComparison
import Foundation
import HeadlessGeometry
import HeadlessLayers
import HeadlessRaster
import HeadlessSnapshot

/// Small views, bitmaps and requests for the tests.
enum Fixtures {
    /// A 40 x 30 pt card: a background that is blue in light mode and orange in
    /// dark mode, with a red square whose offset is `marker`.
    @MainActor
    static func card(marker: Double = 4) -> View {
        let card = View(frame: Rect(x: 0, y: 0, width: 40, height: 30))
        card.backgroundColor = DynamicColor(light: Color(hex: 0x007AFF), dark: Color(hex: 0xFF9500))
        let square = View(frame: Rect(x: marker, y: 4, width: 10, height: 10))
        square.backgroundColor = .red
        try? card.addSubview(square)
        return card
    }

    /// An opaque bitmap of one colour with, if `dot` is given, one pixel of another.
    static func bitmap(width: Int = 8, height: Int = 6, fill: UInt32 = 0xFF33_6699, dot: (x: Int, y: Int)? = nil) -> Bitmap {
        var pixels = [UInt32](repeating: fill, count: width * height)
        if let dot { pixels[dot.y * width + dot.x] = 0xFF00_00FF }
        return try! Bitmap(width: width, height: height, pixels: pixels)
    }

    /// A request for `testExample` in class `SnapshotTests.Example` on iPhone SE (2x), inside `scratch`.
    static func request(_ scratch: Scratch, mode: SnapshotRecordMode, identifier: String? = nil,
                        suffixes: [String] = ["_64", "_32"]) -> SnapshotRequest {
        SnapshotRequest(test: SnapshotTestIdentity(testName: "testExample", classFolder: "SnapshotTests.Example"),
                               name: ReferenceName(testName: "testExample", identifier: identifier, device: .iPhoneSE3),
                               referenceDirectory: scratch.references, suffixes: suffixes,
                               recordMode: mode, artifactsDirectory: scratch.artifacts)
    }

    /// Where `request`'s reference lives in the directory of `suffix`.
    static func referenceFile(_ request: SnapshotRequest, suffix: String = "_64") -> URL {
        ReferenceDirectory.classDirectory(base: request.referenceDirectory, suffix: suffix,
                                          classFolder: request.test.classFolder)
            .appendingPathComponent(request.name.fileName)
    }
}
