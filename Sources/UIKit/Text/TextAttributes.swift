internal import HeadlessGeometry
internal import HeadlessLayers
internal import HeadlessLocking
internal import HeadlessText

extension NSAttributedString.Key {
    /// The text's `UIFont`; the 12-point system font when absent, as UIKit's string drawing.
    public static let font = NSAttributedString.Key("NSFont")
    /// The text's `UIColor`; black when absent.
    public static let foregroundColor = NSAttributedString.Key("NSColor")
    /// A `UIColor` filled behind the text.
    public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")
    /// Extra space after each character, in points (a number).
    public static let kern = NSAttributedString.Key("NSKern")
    /// The `NSParagraphStyle` of the text.
    public static let paragraphStyle = NSAttributedString.Key("NSParagraphStyle")
    /// A vertical offset of the text from its baseline, in points (a number); positive raises it.
    public static let baselineOffset = NSAttributedString.Key("NSBaselineOffset")
}

/// What attributes tell text drawing: the font, colours and paragraph style.
/// Attributes this package does not draw (underline, strikethrough, shadow,
/// links, attachments) are reported once, not silently dropped.
struct TextAttributes {
    /// The font.
    let font: Font
    /// The text colour.
    let color: DynamicColor
    /// The colour behind the text, if any.
    let background: DynamicColor?
    /// The paragraph style, with the kern as tracking.
    let style: ParagraphStyle
    /// The baseline offset, in points.
    let baselineOffset: Double

    /// The keys drawn; any other is reported.
    private static let drawnKeys: Set<NSAttributedString.Key> = [.font, .foregroundColor, .backgroundColor, .kern, .paragraphStyle, .baselineOffset]

    /// Reads `attributes`, with `defaultFont` when they name none.
    init(_ attributes: [NSAttributedString.Key: Any]?, defaultFont: @autoclosure () -> Font) {
        let attributes = attributes ?? [:]
        font = (attributes[.font] as? UIFont)?.font ?? defaultFont()
        color = (attributes[.foregroundColor] as? UIColor)?.dynamic ?? .black
        background = (attributes[.backgroundColor] as? UIColor)?.dynamic
        baselineOffset = TextAttributes.number(attributes[.baselineOffset])
        let paragraph = attributes[.paragraphStyle] as? NSParagraphStyle ?? .default
        var style = ParagraphStyle(
            alignment: paragraph.alignment.engine, lineBreakMode: paragraph.lineBreakMode.engine, numberOfLines: 0,
            lineHeightMultiple: paragraph.lineHeightMultiple > 0 ? paragraph.lineHeightMultiple : 1,
            lineSpacing: max(0, paragraph.lineSpacing))
        style.shaping.tracking = TextAttributes.number(attributes[.kern]) / max(font.size, 1)
        self.style = style
        for key in attributes.keys where !TextAttributes.drawnKeys.contains(key) { TextAttributeLog.reportUndrawn(key.rawValue) }
    }

    /// A number attribute as a double (0 when absent or not a number).
    private static func number(_ value: Any?) -> Double {
        switch value {
        case let number as NSNumber: number.doubleValue
        case let double as Double: double
        case let float as CGFloat: Double(float)
        case let int as Int: Double(int)
        default: 0
        }
    }

    /// The text laid out `width` wide (no limit when nil or infinite).
    func layout(_ text: String, width: CGFloat?) -> TextLayout? {
        let limit = width.flatMap { $0.isFinite && $0 >= 0 ? Double($0) : nil }
        return try? TextLayout(text, font: font, width: limit, style: style)
    }
}

/// Reports attributes that are not drawn, once per key, from any thread
/// (string measuring and drawing need not run on the main actor).
enum TextAttributeLog {
    /// The keys reported already.
    private static let reported = SanitizerVisibleMutex<Set<String>>([])

    /// Reports `key` on standard error the first time.
    static func reportUndrawn(_ key: String) {
        guard reported.withLock({ $0.insert(key).inserted }) else { return }
        FileHandle.standardError.write(Data("[HeadlessSnapshot] text attribute \(key) is not drawn\n".utf8))
    }
}
