import HeadlessGeometry
import HeadlessText

/// Shrinking a one-line label's text to fit its width, as UIKit's
/// `adjustsFontSizeToFitWidth`.
extension Label {
    /// The smallest font size shrinking goes to when ``minimumScaleFactor`` is 0.
    private static let smallestFontSize = 1.0
    /// The step a size is reduced by while the text still does not fit.
    private static let shrinkStep = 0.5

    /// The layout drawn in `rect`: the text at its font, or, for a
    /// one-line label that shrinks to fit, at the largest size (from the
    /// width's share of the full text's, down by half points) whose one line
    /// fits, no smaller than ``minimumScaleFactor`` allows.
    func drawnLayout(in rect: Rect) -> TextLayout? {
        guard let layout = textLayout(width: rect.width) else { return nil }
        guard adjustsFontSizeToFitWidth, numberOfLines == 1, rect.width > 0, let text,
            let font = attributes.effectiveFont(for: traitCollection)
        else { return layout }
        let style = attributes.style(for: traitCollection)
        guard let full = layouts.layout(text, font: font, width: nil, style: style), full.size.width > rect.width else { return layout }
        let smallest = max(font.size * max(minimumScaleFactor, 0), Self.smallestFontSize)
        var size = max(smallest, font.size * rect.width / full.size.width)
        while true {
            guard let shrunk = try? font.withSize(size), let candidate = layouts.layout(text, font: shrunk, width: rect.width, style: style)
            else { return layout }
            if !candidate.isTruncated || size <= smallest { return candidate }
            size = max(smallest, size - Self.shrinkStep)
        }
    }
}
