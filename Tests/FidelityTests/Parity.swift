import Foundation
import HeadlessGeometry
import HeadlessRaster
import Testing

/// How a figure may move before its test fails: every figure is a difference
/// (lower is better), so a figure fails when it exceeds the recorded one by
/// more than floating-point slack.
enum FigureKind: String, Sendable {
    /// A mean channel difference, 0–255: slack 0.01.
    case mean
    /// A share of pixels in percent: slack 0.05 percentage points.
    case share
    /// A length in points or pixels, or a count, on the pixel grid: exact
    /// (up to the six decimals figures are recorded with).
    case exact

    var slack: Double {
        switch self {
        case .mean: 0.01
        case .share: 0.05
        case .exact: 1e-6  // six recorded decimals: below any pixel step
        }
    }
}

/// One recorded figure: the limit a test holds our render to.
struct ParityFigure: Sendable {
    let pair: String
    let file: String
    let measure: String
    let kind: FigureKind
    /// Our figure (ours vs iOS).
    let ours: Double
    /// The same measure between two iOS versions, where the pair has several.
    let iosVsIos: Double?
    let note: String

    var key: String { "\(pair) | \(file) | \(measure)" }
}

/// Checks measured figures against ``ParityFigures/all``.
enum Parity {
    static let recorded: [String: ParityFigure] = Dictionary(
        ParityFigures.all.map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })

    /// Records `ours` (and `iosVsIos`) for the measure and fails when it is
    /// worse than the recorded figure (or when none is recorded). Each check
    /// prints one `PARITY` line, the raw material of `Documentation/iOSParity.md`.
    static func check(
        _ pair: String, _ file: String, _ measure: String, _ kind: FigureKind,
        ours: Double, iosVsIos: Double? = nil, note: String = "",
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let figure = ParityFigure(pair: pair, file: file, measure: measure, kind: kind, ours: ours, iosVsIos: iosVsIos, note: note)
        print(
            "PARITY\t\(pair)\t\(file)\t\(measure)\t\(kind.rawValue)\t\(format(ours))\t\(iosVsIos.map(format) ?? "")\t\(note)")
        guard let limit = recorded[figure.key] else {
            Issue.record("no recorded figure for \(figure.key): measured \(format(ours))", sourceLocation: sourceLocation)
            return
        }
        #expect(
            ours <= limit.ours + kind.slack,
            "\(figure.key) got worse: \(format(ours)) > recorded \(format(limit.ours))", sourceLocation: sourceLocation)
        if let iosVsIos, let recordedIOS = limit.iosVsIos {
            #expect(
                abs(iosVsIos - recordedIOS) <= kind.slack,
                "\(figure.key) iOS-vs-iOS changed: \(format(iosVsIos)) vs recorded \(format(recordedIOS))",
                sourceLocation: sourceLocation)
        }
    }

    /// A figure as recorded: whole numbers bare, others to six decimals.
    static func format(_ value: Double) -> String {
        if value == value.rounded() && abs(value) < 1e9 { return String(Int(value)) }
        return String(format: "%.6f", value)
    }

    /// A figure as shown in notes: three decimals.
    static func format3(_ value: Double) -> String {
        if value == value.rounded() && abs(value) < 1e9 { return String(Int(value)) }
        return String(format: "%.3f", value)
    }

    // MARK: - Image comparisons

    /// Writes our render to `$PARITY_DUMP/<pair>/<file>` when that variable
    /// names a directory, to look at it next to the iOS file.
    static func dump(_ ours: Bitmap, named name: String) {
        guard let directory = ProcessInfo.processInfo.environment["PARITY_DUMP"] else { return }
        let url = URL(fileURLWithPath: directory).appendingPathComponent(name)
        try? FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try? ours.writePNG(to: url)
    }

    /// Compares `ours` with the iOS image outside the text areas and records
    /// the mean channel difference and the share of pixels off by more than 8;
    /// with `otherIOS` (another iOS version's image of the same view) records
    /// the same figures between the two iOS images.
    static func geometry(
        _ pair: String, _ file: String, ours: Bitmap, ios: Bitmap, otherIOS: Bitmap? = nil,
        mask: [PixelBox] = [], note: String = "", sourceLocation: SourceLocation = #_sourceLocation
    ) {
        if ours.width != ios.width || ours.height != ios.height {
            check(
                pair, file, "image size |Δ| (px)", .exact,
                ours: Double(max(abs(ours.width - ios.width), abs(ours.height - ios.height))),
                note: "ours \(ours.width)x\(ours.height), iOS \(ios.width)x\(ios.height); compared over the overlap",
                sourceLocation: sourceLocation)
        }
        dump(ours, named: "\(pair)/\(file)")
        let c = ImageMetrics.compare(ours, ios, mask: mask)
        let other = otherIOS.map { ImageMetrics.compare($0, ios, mask: mask) }
        let where_ = mask.isEmpty ? "whole image" : "outside text"
        check(
            pair, file, "mean channel Δ, \(where_) (0–255)", .mean, ours: c.mean, iosVsIos: other?.mean,
            note: note, sourceLocation: sourceLocation)
        check(
            pair, file, "pixels off by >8, \(where_) (%)", .share, ours: c.share, iosVsIos: other?.share,
            note: note, sourceLocation: sourceLocation)
    }

    /// The text figures of one region: ours vs iOS and, where there is
    /// another iOS image, iOS vs iOS (all in points, line count in lines).
    struct TextFigures {
        var inkBox = 0.0
        var lineCount = 0.0
        var tops = 0.0
        var baselines = 0.0
        var notes: [String] = ["", "", "", ""]

        /// The worse of two figures, measure by measure (notes of the worse).
        func worse(_ other: TextFigures) -> TextFigures {
            var result = self
            let mine = [inkBox, lineCount, tops, baselines], theirs = [other.inkBox, other.lineCount, other.tops, other.baselines]
            for i in 0..<4 where theirs[i] > mine[i] || result.notes[i].isEmpty { result.notes[i] = other.notes[i] }
            result.inkBox = max(inkBox, other.inkBox)
            result.lineCount = max(lineCount, other.lineCount)
            result.tops = max(tops, other.tops)
            result.baselines = max(baselines, other.baselines)
            return result
        }
    }

    /// Measures the text in `region` (points) of both images without
    /// checking: figures ours vs iOS, iOS vs iOS (with `otherIOS`), and the
    /// mask for ``geometry`` (the ink boxes padded by 3 pixels); `nil` figures
    /// when either image has no ink there.
    static func measureText(
        ours: Bitmap, ios: Bitmap, otherIOS: Bitmap? = nil, region: Rect, scale: Double
    ) -> (ours: TextFigures?, iosVsIos: TextFigures?, mask: [PixelBox]) {
        let box = PixelBox(region, scale: scale)
        let a = ImageMetrics.ink(in: ours, region: box), b = ImageMetrics.ink(in: ios, region: box)
        let c = otherIOS.flatMap { ImageMetrics.ink(in: $0, region: box) }
        guard let b else { return (nil, nil, [box]) }
        func pt(_ v: Int) -> String { format3(Double(v) / scale) }
        func boxText(_ i: TextInk) -> String {
            "(\(pt(i.box.minX)), \(pt(i.box.minY)); \(pt(i.box.maxX - i.box.minX)) x \(pt(i.box.maxY - i.box.minY)))"
        }
        func figures(_ x: TextInk) -> TextFigures {
            let edges = [
                abs(x.box.minX - b.box.minX), abs(x.box.minY - b.box.minY), abs(x.box.maxX - b.box.maxX),
                abs(x.box.maxY - b.box.maxY),
            ]
            func lines(_ p: [Int], _ q: [Int]) -> Double { Double(zip(p, q).map { abs($0 - $1) }.max() ?? 0) / scale }
            return TextFigures(
                inkBox: Double(edges.max() ?? 0) / scale, lineCount: Double(abs(x.tops.count - b.tops.count)),
                tops: lines(x.tops, b.tops), baselines: lines(x.baselines, b.baselines),
                notes: [
                    "ours \(boxText(x)), iOS \(boxText(b))", "ours \(x.tops.count), iOS \(b.tops.count)",
                    "ours \(x.tops.map(pt).joined(separator: " ")), iOS \(b.tops.map(pt).joined(separator: " "))",
                    "ours \(x.baselines.map(pt).joined(separator: " ")), iOS \(b.baselines.map(pt).joined(separator: " "))",
                ])
        }
        let mask = [a?.box.padded(3), b.box.padded(3), c?.box.padded(3)].compactMap { $0 }
        return (a.map(figures), c.map(figures), mask)
    }

    /// Records text figures (see ``measureText(ours:ios:otherIOS:region:scale:)``).
    static func checkText(
        _ pair: String, _ file: String, name: String, _ figures: TextFigures?, iosVsIos: TextFigures?,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        guard let figures else {
            check(pair, file, "\(name): text found", .exact, ours: 1, note: "no ink found", sourceLocation: sourceLocation)
            return
        }
        check(
            pair, file, "\(name): ink box, max edge |Δ| (pt)", .exact, ours: figures.inkBox, iosVsIos: iosVsIos?.inkBox,
            note: figures.notes[0], sourceLocation: sourceLocation)
        check(
            pair, file, "\(name): line count |Δ|", .exact, ours: figures.lineCount, iosVsIos: iosVsIos?.lineCount,
            note: figures.notes[1], sourceLocation: sourceLocation)
        check(
            pair, file, "\(name): line tops, max |Δ| (pt)", .exact, ours: figures.tops, iosVsIos: iosVsIos?.tops,
            note: figures.notes[2], sourceLocation: sourceLocation)
        check(
            pair, file, "\(name): baselines, max |Δ| (pt)", .exact, ours: figures.baselines, iosVsIos: iosVsIos?.baselines,
            note: figures.notes[3], sourceLocation: sourceLocation)
    }

    /// Measures and records the text in `region` (points) of both images;
    /// returns the mask for ``geometry``.
    static func text(
        _ pair: String, _ file: String, name: String, ours: Bitmap, ios: Bitmap, otherIOS: Bitmap? = nil,
        region: Rect, scale: Double, sourceLocation: SourceLocation = #_sourceLocation
    ) -> [PixelBox] {
        let m = measureText(ours: ours, ios: ios, otherIOS: otherIOS, region: region, scale: scale)
        checkText(pair, file, name: name, m.ours, iosVsIos: m.iosVsIos, sourceLocation: sourceLocation)
        return m.mask
    }

    // MARK: - Frames and sizes

    /// `value` snapped to the pixel grid of `scale`.
    static func snapped(_ value: Double, scale: Double) -> Double { (value * scale).rounded() / scale }

    /// Records the largest difference between two frames (each snapped to the
    /// pixel grid of `scale`), in points.
    static func frame(
        _ pair: String, _ file: String, name: String, ours: Rect, ios: Rect, scale: Double,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let a = [ours.minX, ours.minY, ours.width, ours.height].map { snapped($0, scale: scale) }
        let b = [ios.minX, ios.minY, ios.width, ios.height].map { snapped($0, scale: scale) }
        let delta = zip(a, b).map { abs($0 - $1) }.max() ?? 0
        func text(_ v: [Double]) -> String { "(\(format3(v[0])) \(format3(v[1])); \(format3(v[2])) \(format3(v[3])))" }
        check(
            pair, file, "frame of \(name), max |Δ| (pt)", .exact, ours: delta,
            note: "ours \(text(a)), iOS \(text(b))", sourceLocation: sourceLocation)
    }

    /// Records the difference between two sizes (snapped to the pixel grid), in points.
    static func size(
        _ pair: String, _ file: String, name: String, ours: Size, ios: Size, scale: Double,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let dw = abs(snapped(ours.width, scale: scale) - snapped(ios.width, scale: scale))
        let dh = abs(snapped(ours.height, scale: scale) - snapped(ios.height, scale: scale))
        let o = "\(format3(snapped(ours.width, scale: scale))) x \(format3(snapped(ours.height, scale: scale)))"
        let i = "\(format3(snapped(ios.width, scale: scale))) x \(format3(snapped(ios.height, scale: scale)))"
        check(pair, file, "\(name) width |Δ| (pt)", .exact, ours: dw, note: "ours \(o), iOS \(i)", sourceLocation: sourceLocation)
        check(pair, file, "\(name) height |Δ| (pt)", .exact, ours: dh, note: "ours \(o), iOS \(i)", sourceLocation: sourceLocation)
    }
}
