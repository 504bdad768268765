import HeadlessGeometry
import HeadlessLayers
import HeadlessRaster
import HeadlessText
import Testing

/// square/Blueprint's `LabelTests.test_snapshots`: a 300x300 label on white at
/// 1x, thirteen variants. Text is compared by metrics only. Ours is compared
/// with iOS 17; the iOS-vs-iOS column is iOS 15 against iOS 17 (iOS 15 and 16
/// are identical; 17 differs for the all-lines variants).
@Suite("Parity: square/Blueprint labels")
@MainActor
struct BlueprintLabelParityTests {
    static let pair = "square__Blueprint/LabelTests_test_snapshots"
    static let text =
        "Hello, world. This is a long run of text that should wrap at some point. Someone should improve this test by adding a joke or something. Alright, it's been fun!"

    struct Variant: Sendable, CustomStringConvertible {
        let name: String
        var alignment: TextAlignment = .left
        var color: Color = .black
        var bold32 = false
        var lines = 0
        var lineBreak: LineBreakMode = .byWordWrapping
        var description: String { name }
    }

    /// Blueprint normalises head and middle truncation to tail when
    /// `numberOfLines != 1`, so the UILabel gets tail truncation (PAIR.md).
    nonisolated static let variants: [Variant] = [
        Variant(name: "left"),
        Variant(name: "center", alignment: .center),
        Variant(name: "right", alignment: .center),  // the upstream test sets .center again
        Variant(name: "justify", alignment: .justified),
        Variant(name: "color", color: .green),
        Variant(name: "font", bold32: true),
        Variant(name: "two-lines", lines: 2),
        Variant(name: "word-wrapping", lines: 2, lineBreak: .byWordWrapping),
        Variant(name: "char-wrapping", lines: 2, lineBreak: .byCharWrapping),
        Variant(name: "clipping", lines: 2, lineBreak: .byClipping),
        Variant(name: "truncating-head", lines: 2, lineBreak: .byTruncatingTail),
        Variant(name: "truncating-middle", lines: 2, lineBreak: .byTruncatingTail),
        Variant(name: "truncating-tail", lines: 2, lineBreak: .byTruncatingTail),
    ]

    @Test("each variant: ink box, lines and baselines vs iOS 17, geometry outside the text", arguments: variants)
    func variant(_ v: Variant) throws {
        let host = View(frame: Rect(x: 0, y: 0, width: 300, height: 300))
        host.backgroundColor = .white
        let label = Label(frame: host.bounds)
        label.text = Self.text
        label.font = v.bold32 ? try .system(size: 32, weight: .bold) : try .system(size: 17)
        label.textColor = DynamicColor(v.color)
        label.textAlignment = v.alignment
        label.numberOfLines = v.lines
        label.lineBreakMode = v.lineBreak
        try host.addSubview(label)
        let ours = try host.layer.renderedImage(scale: 1)
        let file = "test_snapshots_\(v.name)_iOS-17.png"
        let ios17 = try IOSOracle.image("\(Self.pair)/\(file)")
        let ios15 = try IOSOracle.image("\(Self.pair)/test_snapshots_\(v.name)_iOS-15.png")
        let mask = Parity.text(
            Self.pair, file, name: "label", ours: ours, ios: ios17, otherIOS: ios15, region: host.bounds, scale: 1)
        Parity.geometry(Self.pair, file, ours: ours, ios: ios17, otherIOS: ios15, mask: mask)
    }
}
