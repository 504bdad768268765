import HeadlessGeometry
import HeadlessRaster
import HeadlessText

/// One button of a navigation bar, as UIKit's private bar button view: a
/// ``BarButtonItem``'s title, glyph or image centred in its frame, or the
/// back button's chevron with an optional title after it; drawn in the tint
/// colour and dimmed when disabled.
final class BarButtonView: Control {
    /// What a bar button shows.
    enum Content {
        /// A bar button item.
        case item(BarButtonItem)
        /// The back button, with its title (`nil` for the chevron alone).
        case back(title: String?)
    }

    /// What the button shows; set by the bar.
    var content: Content = .back(title: nil)

    /// The titles' font: the system font at 17 points, as UIKit's bar button titles.
    static let titleFont = try? Font.system(size: 17)
    /// The ``BarButtonItem/Style-swift.enum/done`` titles' font: semibold.
    static let doneTitleFont = try? Font.system(size: 17, weight: .semibold)
    /// The space between the back chevron and its title (an approximation of UIKit's).
    static let backTitleSpacing = 6.0

    private let layouts = TextLayoutCache()

    /// Creates a back button without a title.
    required init(frame: Rect) { super.init(frame: frame) }

    /// The glyph shown: the chevron of a back button, a system item's glyph.
    private var glyph: BarGlyph? {
        switch content {
        case .back: .backChevron
        case .item(let item): item.systemItem?.glyph
        }
    }

    /// The title shown, if any.
    private var title: String? {
        switch content {
        case .back(let title): title
        case .item(let item): item.shownTitle
        }
    }

    /// The image shown: an item's, when it has no title or glyph.
    private var image: Image? {
        guard case .item(let item) = content, title == nil, glyph == nil else { return nil }
        return item.image
    }

    /// The title's font: semibold for done-style items.
    private var font: Font? {
        if case .item(let item) = content, item.style == .done { return BarButtonView.doneTitleFont }
        return BarButtonView.titleFont
    }

    /// The width the button needs to show all it has.
    var naturalWidth: Double {
        BarButtonView.width(glyph: glyph, imageWidth: image?.size.width ?? 0, title: title, font: font)
    }

    /// The width of a back button showing `title` (`nil` for the chevron alone).
    static func backWidth(title: String?) -> Double {
        width(glyph: .backChevron, imageWidth: 0, title: title, font: titleFont)
    }

    /// The width of a glyph or image with a title after it, spaced as a back button's.
    private static func width(glyph: BarGlyph?, imageWidth: Double, title: String?, font: Font?) -> Double {
        let glyphWidth = glyph?.size.width ?? imageWidth
        guard let title, let font, let layout = try? TextLayout(title, font: font) else { return glyphWidth }
        let titleWidth = layout.size.width.rounded(.up)
        return glyph == nil ? titleWidth : glyphWidth + backTitleSpacing + titleWidth
    }

    /// The item's label (a system item's name) and the button trait; the back
    /// button's title, or "Back", and the back button trait, as UIKit reads them.
    override var accessibilityDefaults: AccessibilityDefaults {
        switch content {
        case .back(let title): AccessibilityDefaults(isElement: true, label: title ?? "Back", traits: [.button, .backButton])
        case .item(let item): AccessibilityDefaults(isElement: true, label: item.accessibilityLabel, traits: .button)
        }
    }

    /// Draws the glyph, image and title in the tint colour, dimmed when disabled.
    override func draw(_ rect: Rect, in canvas: Canvas) {
        var tint = effectiveTintColor
        if case .item(let item) = content, let color = item.tintColor { tint = color.resolved(with: traitCollection) }
        drawDimmedWhenDisabled(in: canvas) {
            var titleArea = bounds
            if let glyph {
                // Centred in an item; at the leading end of a back button, whose title follows it.
                let rightToLeft = traitCollection.layoutDirection == .rightToLeft
                let box =
                    title == nil
                    ? bounds
                    : Rect(
                        x: rightToLeft ? bounds.maxX - glyph.size.width : bounds.minX, y: bounds.minY,
                        width: glyph.size.width, height: bounds.height)
                glyph.draw(centredIn: box, tint: tint, traits: traitCollection, in: canvas)
                let used = glyph.size.width + BarButtonView.backTitleSpacing
                titleArea = Rect(
                    x: rightToLeft ? bounds.minX : bounds.minX + used, y: bounds.minY,
                    width: max(bounds.width - used, 0), height: bounds.height)
            }
            if let image {
                let size = image.size
                canvas.draw(
                    image.bitmap,
                    in: Rect(
                        x: bounds.midX - size.width / 2, y: bounds.midY - size.height / 2,
                        width: size.width, height: size.height))
            }
            if let title, let layout = titleLayout(title, width: titleArea.width) {
                canvas.draw(layout, at: Point(x: titleArea.minX, y: titleArea.midY - layout.size.height / 2), color: tint)
            }
        }
    }

    /// `title` on one line, centred in `width` points (`nil` for no limit) and truncated to fit.
    private func titleLayout(_ title: String, width: Double?) -> TextLayout? {
        guard let font else { return nil }
        let style = ParagraphStyle(alignment: .center, lineBreakMode: .byTruncatingTail, numberOfLines: 1)
        return layouts.layout(title, font: font, width: width, style: style)
    }
}
