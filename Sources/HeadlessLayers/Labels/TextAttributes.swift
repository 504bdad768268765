import HeadlessGeometry
import HeadlessRaster
import HeadlessText

/// What a label or text layer lays its text out with.
struct TextAttributes {
    /// The font before content-size scaling; `nil` for the system font at 17 points.
    var font: Font?
    /// Whether the font scales with the preferred content size category.
    var scalesWithContentSize: Bool
    /// The horizontal alignment.
    var alignment: TextAlignment
    /// Wrapping and truncation.
    var lineBreakMode: LineBreakMode
    /// The most lines, 0 for no limit.
    var numberOfLines: Int

    /// The default font of labels, text layers and buttons: the system font at 17 points.
    static let defaultFont = try? Font.system(size: 17)

    /// The font to lay out with under `traits`: a font made for a text style
    /// takes the style's size for the content size category; another
    /// scales with the body size, as `UIFontMetrics.default` scales it.
    func effectiveFont(for traits: TraitCollection) -> Font? {
        guard let base = font ?? TextAttributes.defaultFont else { return nil }
        guard scalesWithContentSize else { return base }
        let category = traits.preferredContentSizeCategory
        if let style = base.textStyle {
            return (try? base.withSize(style.pointSize(for: category))) ?? base
        }
        guard category != .large else { return base }
        return (try? base.withSize(base.size * category.fontScale)) ?? base
    }

    /// The paragraph style under `traits`: natural alignment follows a
    /// right-to-left layout direction.
    func style(for traits: TraitCollection) -> ParagraphStyle {
        let resolved = alignment == .natural && traits.layoutDirection == .rightToLeft ? TextAlignment.right : alignment
        return ParagraphStyle(alignment: resolved, lineBreakMode: lineBreakMode, numberOfLines: max(0, numberOfLines))
    }
}
