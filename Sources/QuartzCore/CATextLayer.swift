internal import Foundation
package import HeadlessLayers
package import HeadlessText

/// A layer that draws a plain or attributed string from the top of its
/// bounds, as Core Animation's: white Helvetica at 36 points unless told
/// otherwise (Helvetica is not bundled here: the system font stands in).
/// [Apple's documentation](https://developer.apple.com/documentation/quartzcore/catextlayer)
@preconcurrency @MainActor
open class CATextLayer: CALayer {
    /// The engine text layer.
    private var text: TextLayer { unsafeDowncast(backing, to: TextLayer.self) }

    override class func makeBacking() -> Layer {
        let layer = TextLayer()
        layer.font = font(named: nil, size: 36)
        return layer
    }
    override package class var backingClass: Layer.Type { TextLayer.self }

    /// The text: a `String` or an `NSAttributedString`, whose first run's
    /// font and colour are used in place of ``font``, ``fontSize`` and
    /// ``foregroundColor`` (Core Text's black 12-point text where it has none).
    open var string: Any? {
        didSet { restyle() }
    }

    /// The font: a `UIFont` (its face; ``fontSize`` gives the size, as Core
    /// Animation ignores the font object's own) or a font name; Helvetica by default.
    open var font: CFTypeRef? {
        didSet { restyle() }
    }

    /// The size of the text in points; 36 by default.
    open var fontSize: CGFloat = 36 {
        didSet { restyle() }
    }

    /// The colour of plain text; opaque white by default.
    open var foregroundColor: CGColor? = CGColor(red: 1, green: 1, blue: 1, alpha: 1) {
        didSet { restyle() }
    }

    /// Whether the text wraps to the width of the bounds; off by default.
    open var isWrapped: Bool {
        get { text.isWrapped }
        set { text.isWrapped = newValue }
    }

    /// How lines are aligned in the bounds; natural by default.
    open var alignmentMode: CATextLayerAlignmentMode = .natural {
        didSet { text.alignmentMode = alignmentMode.alignment }
    }

    /// How text too long for the bounds is cut; not at all (clipped) by default.
    open var truncationMode: CATextLayerTruncationMode = .none {
        didSet { text.truncationMode = truncationMode.lineBreakMode }
    }

    /// Kept for code that sets it; glyphs are placed at exact positions here.
    open var allowsFontSubpixelQuantization = false

    /// Creates an empty text layer.
    public override init() { super.init() }

    /// Creates a text layer that copies `layer`'s text and style.
    public override init(layer: Any) {
        super.init(layer: layer)
        guard let other = layer as? CATextLayer else { return }
        (string, font, fontSize, foregroundColor) = (other.string, other.font, other.fontSize, other.foregroundColor)
        (isWrapped, alignmentMode, truncationMode) = (other.isWrapped, other.alignmentMode, other.truncationMode)
    }

    /// There are no archives to decode layers from here: returns nil.
    public required init?(coder: NSCoder) { return nil }

    /// Hands the string and its style to the engine layer.
    private func restyle() {
        if let attributed = string as? NSAttributedString {
            text.string = attributed.string
            let attributes = attributed.length > 0 ? attributed.attributes(at: 0, effectiveRange: nil) : [:]
            let source = attributes[NSAttributedString.Key("NSFont")] as? CATextLayerFontSource
            text.font = source.map { $0.textLayerFont } ?? Self.font(named: nil, size: 12)
            text.foregroundColor = (attributes[NSAttributedString.Key("NSColor")] as? CATextLayerColorSource)?.textLayerColor.sRGB ?? .black
            return
        }
        text.string = string.map { ($0 as? String) ?? String(describing: $0) }
        if let source = font as? CATextLayerFontSource {
            text.font = try? source.textLayerFont.withSize(Double(fontSize))
        } else {
            text.font = Self.font(named: font as? String, size: fontSize)
        }
        text.foregroundColor = foregroundColor?.sRGB ?? .clear
    }

    /// The font called `name` at `size` (a registered face, or the stand-in
    /// for a family iOS ships, as `UIFont(name:size:)`), else the system font.
    private static func font(named name: String?, size: CGFloat) -> Font? {
        let size = size.isFinite && size > 0 ? Double(size) : 36
        return name.flatMap { Font.named($0, size: size) } ?? (try? Font.system(size: size))
    }
}

/// A font a text layer or an attributed string can name: UIKit's `UIFont`.
@preconcurrency @MainActor
package protocol CATextLayerFontSource {
    /// The engine font.
    var textLayerFont: Font { get }
}

/// A colour an attributed string can hold: UIKit's `UIColor`.
@preconcurrency @MainActor
package protocol CATextLayerColorSource {
    /// The colour as Core Graphics'.
    var textLayerColor: CGColor { get }
}

extension CGColor: CATextLayerColorSource {
    package var textLayerColor: CGColor { self }
}

/// How a text layer aligns its lines, `CATextLayer.alignmentMode`.
public struct CATextLayerAlignmentMode: RawRepresentable, Hashable, Sendable {
    /// Core Animation's name for the mode.
    public let rawValue: String
    /// A mode from its name; names other than the ones below align naturally.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Left in left-to-right text, right in right-to-left text.
    public static let natural = CATextLayerAlignmentMode(rawValue: "natural")
    /// Lines start at the left edge.
    public static let left = CATextLayerAlignmentMode(rawValue: "left")
    /// Lines end at the right edge.
    public static let right = CATextLayerAlignmentMode(rawValue: "right")
    /// Lines are centred.
    public static let center = CATextLayerAlignmentMode(rawValue: "center")
    /// Lines fill the width, except the last of each paragraph.
    public static let justified = CATextLayerAlignmentMode(rawValue: "justified")

    /// The engine's alignment.
    var alignment: TextAlignment {
        [Self.left: .left, .right: .right, .center: .center, .justified: .justified][self] ?? .natural
    }
}

/// Where a text layer cuts text that does not fit, `CATextLayer.truncationMode`.
public struct CATextLayerTruncationMode: RawRepresentable, Hashable, Sendable {
    /// Core Animation's name for the mode.
    public let rawValue: String
    /// A mode from its name; names other than the ones below clip.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Not cut: clipped at the bounds.
    public static let none = CATextLayerTruncationMode(rawValue: "none")
    /// An ellipsis at the start.
    public static let start = CATextLayerTruncationMode(rawValue: "start")
    /// An ellipsis in the middle.
    public static let middle = CATextLayerTruncationMode(rawValue: "middle")
    /// An ellipsis at the end.
    public static let end = CATextLayerTruncationMode(rawValue: "end")

    /// The engine's line-break mode.
    var lineBreakMode: LineBreakMode {
        [Self.start: .byTruncatingHead, .middle: .byTruncatingMiddle, .end: .byTruncatingTail][self] ?? .byClipping
    }
}
