import Foundation
import HeadlessRaster
import HeadlessSnapshotCore

/// One snapshot as the review page shows it: its kind, names, message and
/// figures, and its files as links within the page's folder (images, with
/// their sizes) or inline (text snapshots and line diffs).
struct ReportEntry: Encodable {
    /// Something of each of a snapshot's files, by role: `reference`, `failed`, `diff`.
    typealias Files<Value: Encodable> = [String: Value]

    /// The position on the page.
    let id: Int
    /// `failed`, `recorded`, `new` (no reference before the run) or `passed`.
    let category: String
    let classFolder: String
    let fileName: String
    /// How `snapshot approve --test` names this snapshot alone; nil when it cannot be approved.
    let approveName: String?
    let message: String?
    let figures: DifferenceFigures?
    /// Links to the images.
    let images: Files<String>
    /// The sizes of the PNG images, so the page lays them out before they load.
    let sizes: Files<PixelSize>
    /// The text of a text snapshot's files.
    let text: Files<String>
    /// The layout and differing frames of a sheet of animation frames; nil for other snapshots.
    let frames: ReportFrames?

    /// Text files larger than this are linked as files would be, not shown inline.
    static let inlineTextLimit = 256 * 1024

    /// The entry of `result`, its files brought within reach of the page by `files`.
    init(_ result: SnapshotResult, id: Int, files: ReportFiles) {
        self.id = id
        category = result.isNew ? "new" : result.status.rawValue
        classFolder = result.test.classFolder
        fileName = result.fileName
        approveName = result.status == .failed && result.artifacts.failed != nil ? "\(classFolder)/\(fileName)" : nil
        message = result.message
        figures = result.figures
        let shown: [(role: String, URL?)] =
            result.status == .passed
                || result.status == .recorded && result.artifacts.failed == nil
            ? [("reference", result.reference)]
            : [("reference", result.artifacts.reference), ("failed", result.artifacts.failed), ("diff", result.artifacts.diff)]
        var images = Files<String>(), sizes = Files<PixelSize>(), text = Files<String>()
        for (role, url) in shown {
            guard let url else { continue }
            if url.pathExtension != "png", let contents = Self.inlineText(url) {
                text[role] = contents
            } else {
                images[role] = files.reference(to: url, group: result.test.classFolder)
                sizes[role] = Self.pngSize(url)
            }
        }
        self.images = images
        self.sizes = sizes
        self.text = text
        let pngs = shown.compactMap { $0.1 }.filter { $0.pathExtension == "png" }
        frames = ReportFrames(
            files: pngs, reference: shown.first { $0.role == "reference" }?.1,
            failed: shown.first { $0.role == "failed" }?.1)
    }

    /// The size a PNG file's header declares, read from its first 24 bytes; nil for another file.
    private static func pngSize(_ url: URL) -> PixelSize? {
        guard let file = try? FileHandle(forReadingFrom: url) else { return nil }
        defer { try? file.close() }
        guard let header = (try? file.read(upToCount: 24)).map(Array.init), header.count == 24,
            header.starts(with: PNGChunkList.signature), header[12..<16].elementsEqual("IHDR".utf8)
        else { return nil }
        let field = { (offset: Int) in header[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) } }
        return PixelSize(width: field(16), height: field(20))
    }

    /// The contents of a small UTF-8 file; nil for others.
    private static func inlineText(_ url: URL) -> String? {
        guard let data = try? Data(contentsOf: url), data.count <= inlineTextLimit else { return nil }
        return String(data: data, encoding: .utf8)
    }
}
