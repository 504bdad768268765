/// A text view resolved: a `UILabel` set up from the text's runs and the
/// environment, which measures it for each proposal and draws it.
///
/// Sizing follows SwiftUI's text: with no width proposed, the text's ideal
/// width on as few lines as its newlines allow; with a width, the text
/// wrapped to it; with a height, no more lines than fit in it (at least one)
/// unless `lineLimit` allows fewer.
@MainActor
final class TextNode: Node {
    private let label = UILabel()
    private let lineLimit: Int?
    /// The lines the text takes at least: the lower bound of a line-limit range, or the limit with `reservesSpace`.
    private let minimumLines: Int
    private let isRedacted: Bool

    init(text: Text, environment: EnvironmentValues) {
        let dated = text.formattingDates(in: environment)
        let text = environment.textCase.map { dated.textCase($0) } ?? dated
        lineLimit = environment.lineLimit
        minimumLines = environment.minimumLineCount
        isRedacted = environment.redactionReasons.contains(.placeholder)
        super.init()
        // One run of a font and a colour, the common text, sets the label's plain properties: the same drawing, with no attributed string to build and read back.
        if text.runs.count == 1, let run = text.runs.first {
            let attributes = Self.attributes(of: run, environment: environment)
            if let font = attributes[.font] as? UIFont, let color = attributes[.foregroundColor] as? UIColor, attributes.count == 2 {
                label.font = font
                label.textColor = color
                label.text = run.string
            } else {
                label.attributedText = NSAttributedString(string: run.string, attributes: attributes)
            }
        } else {
            label.attributedText = Self.attributedString(text, environment: environment)
        }
        label.numberOfLines = environment.lineLimit ?? 0
        label.textAlignment = environment.multilineTextAlignment.nsTextAlignment(environment.layoutDirection)
        label.lineBreakMode = environment.truncationMode.lineBreakMode
        if environment.minimumScaleFactor < 1 {
            label.adjustsFontSizeToFitWidth = true
            label.minimumScaleFactor = environment.minimumScaleFactor
        }
    }

    override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        // A zero width asks for the text's minimum, which UILabel would read as no limit: none of its width
        // (squeezed, a text truncates to nothing), one line high. Stacks measure it to rank flexibility.
        if proposal.width == 0 { return CGSize(width: 0, height: measured(width: .greatestFiniteMagnitude, lines: 1).height) }
        let width = proposal.width ?? .greatestFiniteMagnitude
        var size = measured(width: width, lines: lineLimit ?? 0)
        if let height = proposal.height, size.height > height, let lineHeight = lineHeight, lineHeight > 0 {
            size = measured(width: width, lines: max(1, Int(height / lineHeight)))
        }
        if let proposed = proposal.width, label.adjustsFontSizeToFitWidth { size.width = min(size.width, proposed) }
        if minimumLines > 1 { size.height = max(size.height, reservedHeight) }
        return size
    }

    /// The label's sizes by width and line count: a stack asks for the same width under several heights.
    private var measurements: [TextMeasurement: CGSize] = [:]

    /// The label's size at `width` on at most `lines` lines (0: any number).
    /// A width at least the text's ideal width (on the same number of lines)
    /// lays it out on the same lines, so it takes the ideal size unmeasured.
    /// A zero width is no limit, as `UILabel.sizeThatFits(_:)` reads it.
    private func measured(width: CGFloat, lines: Int) -> CGSize {
        let width = width > 0 ? width : .greatestFiniteMagnitude
        let key = TextMeasurement(width: width, lines: lines)
        if let size = measurements[key] { return size }
        if width < .greatestFiniteMagnitude {
            let ideal = measured(width: .greatestFiniteMagnitude, lines: lines)
            if width >= ideal.width, !label.adjustsFontSizeToFitWidth {
                measurements[key] = ideal
                return ideal
            }
        }
        label.numberOfLines = lines
        let size = label.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude))
        label.numberOfLines = lineLimit ?? 0
        measurements[key] = size
        return size
    }

    /// The height of ``minimumLines`` lines in the label's font, as the label measures that many lines.
    private lazy var reservedHeight: CGFloat = {
        let probe = UILabel()
        probe.font = label.font
        probe.numberOfLines = 0
        probe.text = Array(repeating: "X", count: minimumLines).joined(separator: "\n")
        return probe.sizeThatFits(CGSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude)).height
    }()

    /// The characters the text shows.
    var plainText: String { label.attributedText?.string ?? "" }

    /// The height of one line of the label's first font.
    private var lineHeight: CGFloat? {
        guard let font = label.font else { return nil }
        return font.lineHeight
    }

    override func mightSetGuide(_ key: AlignmentKey) -> Bool {
        key == VerticalAlignment.firstTextBaseline.key || key == VerticalAlignment.lastTextBaseline.key
    }

    override func explicitAlignment(_ key: AlignmentKey, at size: CGSize) -> CGFloat? {
        guard let font = label.font else { return nil }
        switch key {
        case VerticalAlignment.firstTextBaseline.key: return font.ascender
        case VerticalAlignment.lastTextBaseline.key: return size.height + font.descender
        default: return nil
        }
    }

    override func makeView(size: CGSize, proposal: ProposedViewSize) -> UIView {
        label.frame = CGRect(origin: .zero, size: size)
        if size.height < measured(width: size.width, lines: lineLimit ?? 0).height, let lineHeight, lineHeight > 0 {
            label.numberOfLines = max(1, Int(size.height / lineHeight))
        }
        guard isRedacted else { return label }
        return RedactedTextView.covering(label)
    }

    /// The label's text: each run with its font, weight and colour over the environment's.
    static func attributedString(_ text: Text, environment: EnvironmentValues) -> NSAttributedString {
        let result = NSMutableAttributedString(string: "")
        for run in text.runs {
            result.append(NSAttributedString(string: run.string, attributes: attributes(of: run, environment: environment)))
        }
        return result
    }

    /// The attributes of one run: its font, weight and colour over the environment's.
    private static func attributes(of run: Text.Run, environment: EnvironmentValues) -> [NSAttributedString.Key: Any] {
        var font = run.font ?? environment.font ?? .body
        if run.isItalic { font = font.italic() }
        if run.isMonospaced { font = font.monospaced() }
        if let weight = run.weight { font = font.weight(weight) }
        var attributes: [NSAttributedString.Key: Any] = [
            .font: font.uiFont(dynamicTypeSize: environment.dynamicTypeSize, extraWeight: environment.fontWeight),
            .foregroundColor: run.style.flatMap { Paint($0, in: environment).color } ?? ForegroundStyle().paint(in: environment).color ?? .label,
        ]
        if run.kerning != 0 { attributes[.kern] = run.kerning }
        if run.baselineOffset != 0 { attributes[.baselineOffset] = run.baselineOffset }
        if environment.lineSpacing > 0 {
            let paragraph = NSMutableParagraphStyle()
            paragraph.lineSpacing = environment.lineSpacing
            attributes[.paragraphStyle] = paragraph
        }
        return attributes
    }
}

extension TextAlignment {
    func nsTextAlignment(_ direction: LayoutDirection) -> NSTextAlignment {
        switch self {
        case .leading: direction == .leftToRight ? .left : .right
        case .center: .center
        case .trailing: direction == .leftToRight ? .right : .left
        }
    }
}

extension Text.TruncationMode {
    var lineBreakMode: NSLineBreakMode {
        switch self {
        case .head: .byTruncatingHead
        case .tail: .byTruncatingTail
        case .middle: .byTruncatingMiddle
        }
    }
}

/// Text shown as a placeholder: a rounded grey bar over each line, as `redacted(reason: .placeholder)` draws it.
enum RedactedTextView {
    @MainActor
    static func covering(_ label: UILabel) -> UIView {
        let view = UIView(frame: label.frame)
        let lineHeight = label.font?.lineHeight ?? label.bounds.height
        let lines = max(1, Int((label.bounds.height / lineHeight).rounded()))
        for line in 0..<lines {
            let bar = UIView(frame: CGRect(x: 0, y: CGFloat(line) * lineHeight + 2, width: label.bounds.width, height: lineHeight - 4))
            bar.backgroundColor = UIColor.label.withAlphaComponent(0.16)
            bar.layer.cornerRadius = 3
            view.addSubview(bar)
        }
        return view
    }
}

/// A width and line count a text was measured at.
struct TextMeasurement: Hashable {
    let width: CGFloat
    let lines: Int
}
