import Foundation
import HeadlessSnapshotCore

/// One snapshot as the review page shows it: its kind, names, message and
/// figures, and its files as links within the page's folder (images) or
/// inline (text snapshots and line diffs).
struct ReportEntry: Encodable {
    /// The files of one snapshot by role: `reference`, `failed`, `diff`.
    struct Files: Encodable {
        var reference: String?
        var failed: String?
        var diff: String?
    }

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
    let images: Files
    /// The text of a text snapshot's files.
    let text: Files

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
        let shown: [(WritableKeyPath<Files, String?>, URL?)] = result.status == .passed
            || result.status == .recorded && result.artifacts.failed == nil
            ? [(\.reference, result.reference)]
            : [(\.reference, result.artifacts.reference), (\.failed, result.artifacts.failed), (\.diff, result.artifacts.diff)]
        var images = Files(), text = Files()
        for (role, url) in shown {
            guard let url else { continue }
            if url.pathExtension != "png", let contents = Self.inlineText(url) {
                text[keyPath: role] = contents
            } else {
                images[keyPath: role] = files.reference(to: url, group: result.test.classFolder)
            }
        }
        self.images = images
        self.text = text
    }

    /// The contents of a small UTF-8 file; nil for others.
    private static func inlineText(_ url: URL) -> String? {
        guard let data = try? Data(contentsOf: url), data.count <= inlineTextLimit else { return nil }
        return String(data: data, encoding: .utf8)
    }
}
