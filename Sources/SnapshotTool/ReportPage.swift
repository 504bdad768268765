import Foundation
import SnapshotCore

/// The HTML of `snapshot report`: one row per snapshot, failures first, with
/// the reference, failed and diff images side by side (the reference alone
/// for a passing snapshot), a text snapshot's line diff as text. Every link
/// is relative to the page's folder (see ``ReportFiles``).
struct ReportPage {
    /// The results shown.
    let results: [SnapshotResult]
    /// The files shown, brought within the page's folder.
    let files: ReportFiles

    /// The whole page.
    var html: String {
        let rows = results.sorted { ($0.status == .passed ? 1 : 0, $0.fileName) < ($1.status == .passed ? 1 : 0, $1.fileName) }
        let failing = results.filter { $0.status != .passed }.count
        return """
        <!DOCTYPE html>
        <html lang="en"><head><meta charset="utf-8"><title>Snapshot report</title>
        <style>
        body { font: 14px -apple-system, sans-serif; margin: 24px; }
        section { border-top: 1px solid #ddd; padding: 12px 0; }
        .passed h2 { color: #1a7f37; } .failed h2, .recorded h2 { color: #cf222e; }
        h2 { font-size: 15px; margin: 0 0 6px; } pre { white-space: pre-wrap; background: #f6f8fa; padding: 8px; }
        figure { display: inline-block; margin: 0 12px 0 0; vertical-align: top; }
        img { max-width: 300px; max-height: 600px; border: 1px solid #ccc; }
        </style></head><body>
        <h1>Snapshot report</h1>
        <p>\(results.count) snapshots: \(results.count - failing) passed, \(failing) failed or recorded.</p>
        \(rows.map(section).joined(separator: "\n"))
        </body></html>

        """
    }

    /// One snapshot's section.
    private func section(_ result: SnapshotResult) -> String {
        let images: [(String, URL)] = result.status == .passed
            ? [("reference", result.reference)]
            : [("reference", result.artifacts.reference), ("failed", result.artifacts.failed), ("diff", result.artifacts.diff)]
                .compactMap { label, url in url.map { (label, $0) } }
        let figures = images.compactMap { label, url -> String? in
            if url.pathExtension != "png", let text = try? String(contentsOf: url, encoding: .utf8) {
                return "<figure><pre>\(escaped(text))</pre><figcaption>\(label)</figcaption></figure>"
            }
            guard let link = files.reference(to: url, group: result.test.classFolder) else { return nil }
            return "<figure><img src=\"\(escaped(link))\" alt=\"\(label)\"><figcaption>\(label)</figcaption></figure>"
        }
        return """
        <section class="\(result.status.rawValue)">
        <h2>\(result.status.rawValue.uppercased()) \(escaped(result.test.classFolder)) / \(escaped(result.fileName))</h2>
        \(result.message.map { "<pre>\(escaped($0))</pre>" } ?? "")
        \(figures.joined())
        </section>
        """
    }

    /// `text` with the HTML special characters escaped.
    private func escaped(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    }
}
