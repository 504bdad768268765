import Foundation
import HeadlessSnapshotCore

/// The HTML of `snapshot report`: a review page in one file, with its
/// style, its script and the results as JSON inside it, and every image
/// linked relative to the page's folder (see ``ReportFiles``), so the folder
/// works opened from disk or served as a CI artifact, with no network.
/// The script (`ReviewPage/review.js`, with `review.css` built into the
/// executable) draws the snapshots, failures first and the passes only when
/// their filter is chosen, each image loaded as it nears the viewport, with
/// filters, comparison views, zoom, keyboard navigation and the approve
/// command; the static part says what the run came to without it.
struct ReportPage {
    /// The results shown.
    let results: [SnapshotResult]
    /// The files shown, brought within the page's folder.
    let files: ReportFiles
    /// The results folder, named in the approve command.
    let resultsFolder: URL

    /// What the page's script reads.
    private struct Contents: Encodable {
        let resultsFolder: String
        let approveCommand: String
        let entries: [ReportEntry]
    }

    /// The command the page's approve line starts with.
    static let approveCommand = "swift run snapshot approve"
    /// The page's style sheet and script, built into the executable from `ReviewPage/`.
    static let style = String(decoding: PackageResources.review_css, as: UTF8.self)
    static let script = String(decoding: PackageResources.review_js, as: UTF8.self)

    /// The whole page.
    var html: String {
        let sorted = results.sorted { (Self.rank($0), $0.test.classFolder, $0.fileName) < (Self.rank($1), $1.test.classFolder, $1.fileName) }
        let entries = sorted.enumerated().map { ReportEntry($1, id: $0, files: files) }
        let contents = Contents(resultsFolder: resultsFolder.path, approveCommand: Self.approveCommand, entries: entries)
        let counts = ["failed", "recorded", "new", "passed"].map { category in
            "\(entries.filter { $0.category == category }.count) \(category)"
        }
        return """
            <!DOCTYPE html>
            <html lang="en"><head><meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>Snapshot report</title>
            <style>\(Self.style)</style></head><body>
            <header>
            <h1>Snapshot report</h1>
            <p id="summary">\(results.count) snapshots: \(counts.joined(separator: ", ")).</p>
            <nav id="filters" aria-label="Filter"></nav>
            <p class="keys">Keys: <kbd>j</kbd>/<kbd>k</kbd> next/previous failure, <kbd>a</kbd> accept,
            <kbd>1</kbd>–<kbd>4</kbd> side by side, swipe, onion skin, diff, <kbd>z</kbd> zoom to the change.</p>
            </header>
            <main id="snapshots"><noscript>This page needs JavaScript to show the snapshots.</noscript></main>
            <footer id="approve">
            <span id="selection-count">No failure selected.</span>
            <button id="select-all" type="button">Select all failures</button>
            <button id="clear-selection" type="button">Clear</button>
            <code id="approve-command"></code>
            <button id="copy-command" type="button" disabled>Copy</button>
            </footer>
            <script type="application/json" id="report-data">\(Self.json(contents))</script>
            <script>\(Self.script)</script>
            </body></html>

            """
    }

    /// Failures first, then recorded and new snapshots, then the passing ones.
    private static func rank(_ result: SnapshotResult) -> Int {
        switch result.status {
        case .failed: result.isNew ? 2 : 0
        case .recorded: result.isNew ? 2 : 1
        case .passed, .skipped: 3
        }
    }

    /// `value` as JSON that cannot end the script element it sits in.
    private static func json(_ value: some Encodable) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let text = (try? encoder.encode(value)).map { String(decoding: $0, as: UTF8.self) } ?? "{}"
        return text.replacingOccurrences(of: "<", with: "\\u003c")
    }
}
