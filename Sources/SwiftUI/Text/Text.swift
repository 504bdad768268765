/// A view that displays one or more lines of read-only text, measured and
/// drawn by the UIKit face's label (HarfBuzz shaping, line breaking and the
/// system font metrics).
///
/// Literal strings are Markdown, as in SwiftUI: `**bold**`, `*italic*`,
/// code (between backticks) and `~~strikethrough~~` runs.
/// See [Text](https://developer.apple.com/documentation/swiftui/text).
public struct Text: Equatable, Sendable {
    /// One run of text with its own attributes.
    struct Run: Equatable, Sendable {
        var string: String
        var font: Font?
        var weight: Font.Weight?
        var isItalic = false
        var isMonospaced = false
        var style: AnyShapeStyle?
        var kerning: CGFloat = 0
        var baselineOffset: CGFloat = 0
        var isStruckThrough = false
        var isUnderlined = false
        /// The date the run shows, formatted when drawn, if it shows one.
        var date: DatedRun?

        static func == (lhs: Run, rhs: Run) -> Bool {
            (lhs.string, lhs.font, lhs.weight, lhs.isItalic, lhs.isMonospaced) == (rhs.string, rhs.font, rhs.weight, rhs.isItalic, rhs.isMonospaced)
                && (lhs.kerning, lhs.baselineOffset, lhs.isStruckThrough, lhs.isUnderlined) == (
                    rhs.kerning, rhs.baselineOffset, rhs.isStruckThrough, rhs.isUnderlined
                )
                && String(describing: lhs.style?.style) == String(describing: rhs.style?.style) && lhs.date == rhs.date
        }
    }
    var runs: [Run]

    /// Creates a text view that displays a string literal without localization or Markdown.
    public init(verbatim content: String) { runs = [Run(string: content)] }

    /// Creates a text view that displays a stored string without localization or Markdown.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ content: S) { runs = [Run(string: String(content))] }

    /// Creates a text view that displays a string literal, with its Markdown runs.
    public init(_ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil) {
        runs = InlineMarkdown.runs(of: key.key)
    }

    /// Creates a text view that displays the formatted representation of a value (Foundation's format styles).
    public init<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatInput: Equatable, F.FormatOutput == String {
        runs = [Run(string: format.format(input))]
    }

    /// Creates a text view that displays the formatted representation of a value with a formatter.
    public init<Subject: NSObject>(_ subject: Subject, formatter: Formatter) {
        runs = [Run(string: formatter.string(for: subject) ?? "")]
    }

    /// Creates a text view that displays an attributed string's characters.
    public init(_ attributedContent: AttributedString) { runs = [Run(string: String(attributedContent.characters))] }

    /// The characters shown.
    var plainString: String { runs.map(\.string).joined() }

    /// Concatenates the text in two text views in a new text view.
    public static func + (lhs: Text, rhs: Text) -> Text {
        var text = lhs
        text.runs += rhs.runs
        return text
    }

    /// The text with its dates formatted for `environment`.
    func formattingDates(in environment: EnvironmentValues) -> Text {
        var text = self
        for index in text.runs.indices {
            if let date = text.runs[index].date { text.runs[index].string = date.formatted(in: environment) }
        }
        return text
    }

    private func changingRuns(_ change: (inout Run) -> Void) -> Text {
        var text = self
        for index in text.runs.indices { change(&text.runs[index]) }
        return text
    }

    /// Sets the font for the text.
    public func font(_ font: Font?) -> Text { changingRuns { $0.font = font ?? $0.font } }
    /// Sets the font weight of the text.
    public func fontWeight(_ weight: Font.Weight?) -> Text { changingRuns { $0.weight = weight } }
    /// Applies a bold font weight to the text.
    public func bold() -> Text { fontWeight(.bold) }
    /// Applies a bold font weight to the text when `isActive`.
    public func bold(_ isActive: Bool) -> Text { isActive ? bold() : self }
    /// Applies italics to the text.
    public func italic() -> Text { changingRuns { $0.isItalic = true } }
    /// Applies italics to the text when `isActive`.
    public func italic(_ isActive: Bool) -> Text { isActive ? italic() : self }
    /// Modifies the font of the text to use the fixed-width variant.
    public func monospaced(_ isActive: Bool = true) -> Text { changingRuns { $0.isMonospaced = isActive } }
    /// Modifies the text view's font to use fixed-width digits.
    public func monospacedDigit() -> Text { changingRuns { $0.isMonospaced = true } }
    /// Sets the color of the text.
    public func foregroundColor(_ color: Color?) -> Text { changingRuns { $0.style = color.map(AnyShapeStyle.init) } }
    /// Sets the style of the text: a colour, or a hierarchical level of the foreground style around it.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text { changingRuns { $0.style = AnyShapeStyle(style) } }
    /// Sets the case of the text (in the current locale's rules).
    public func textCase(_ textCase: Case?) -> Text {
        changingRuns { run in
            switch textCase {
            case .uppercase: run.string = run.string.uppercased()
            case .lowercase: run.string = run.string.lowercased()
            case nil: break
            }
        }
    }
    /// Sets the spacing, or kerning, between characters.
    public func kerning(_ kerning: CGFloat) -> Text { changingRuns { $0.kerning = kerning } }
    /// Sets the tracking for the text: drawn as kerning.
    public func tracking(_ tracking: CGFloat) -> Text { kerning(tracking) }
    /// Sets the vertical offset for the text relative to its baseline.
    public func baselineOffset(_ baselineOffset: CGFloat) -> Text { changingRuns { $0.baselineOffset = baselineOffset } }
    /// Applies a strikethrough to the text (kept; not drawn by the label here).
    public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> Text { changingRuns { $0.isStruckThrough = isActive } }
    /// Applies an underline to the text (kept; not drawn by the label here).
    public func underline(_ isActive: Bool = true, color: Color? = nil) -> Text { changingRuns { $0.isUnderlined = isActive } }

    /// The type of truncation to apply to a line of text when it's too long to fit in the available space.
    public enum TruncationMode: Hashable, Sendable {
        case head, tail, middle
    }

    /// A scheme for transforming the capitalization of characters within text.
    public enum Case: Hashable, Sendable {
        case uppercase, lowercase
    }
}

extension Text: View, PrimitiveView {
    public var body: Never { primitiveBody() }
    func nodes(in context: ResolveContext) -> [Node] { [TextNode(text: self, environment: context.environment)] }
}
