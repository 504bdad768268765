import HeadlessGeometry
import HeadlessRaster

/// How a button lays out and draws its content when it is styled as a
/// configured UIKit button (`UIButton.Configuration`): insets that follow
/// the layout direction, an image on any edge of a title and subtitle block,
/// and a rounded, optionally stroked background. A ``Button`` with no
/// ``Button/contentLayout`` lays out as a classic system button instead.
///
/// Every length is clamped when it is set: NaN, infinite and negative values
/// become 0, so bad input never traps and never draws outside the button.
public struct ButtonContentLayout: Sendable {
    /// The edge of the text the image sits on.
    public enum ImagePlacement: Sendable {
        /// Before the text (left in a left-to-right layout).
        case leading
        /// After the text.
        case trailing
        /// Above the text.
        case top
        /// Below the text.
        case bottom
    }

    /// How the title and subtitle line up with each other.
    public enum TextAlignment: Sendable {
        /// At the leading edge of the text block.
        case leading
        /// Centred in the text block.
        case center
        /// At the trailing edge of the text block.
        case trailing
    }

    /// The colour the background is filled with.
    public enum Fill: Sendable {
        /// No background.
        case none
        /// A colour of its own.
        case color(DynamicColor)
        /// The button's tint colour at `alpha` times its own opacity.
        case tint(alpha: Double)
    }

    /// The space above the content.
    public var top: Double { didSet { top = Self.clamped(top) } }
    /// The space before the content (left in a left-to-right layout).
    public var leading: Double { didSet { leading = Self.clamped(leading) } }
    /// The space below the content.
    public var bottom: Double { didSet { bottom = Self.clamped(bottom) } }
    /// The space after the content.
    public var trailing: Double { didSet { trailing = Self.clamped(trailing) } }
    /// Where the image sits relative to the text.
    public var imagePlacement = ImagePlacement.leading
    /// The space between the image and the text, when both are shown.
    public var imagePadding: Double = 0 { didSet { imagePadding = Self.clamped(imagePadding) } }
    /// The space between the title and the subtitle, when both are shown.
    public var titlePadding: Double = 0 { didSet { titlePadding = Self.clamped(titlePadding) } }
    /// How the title and subtitle line up.
    public var textAlignment = TextAlignment.center
    /// The background's fill.
    public var fill = Fill.none
    /// The background's outline colour; `nil` for the button's tint colour (drawn when ``strokeWidth`` is above zero).
    public var stroke: DynamicColor?
    /// The outline's width.
    public var strokeWidth: Double = 0 { didSet { strokeWidth = Self.clamped(strokeWidth) } }
    /// The background's corner radius (ignored when ``isCapsule``).
    public var cornerRadius: Double = 0 { didSet { cornerRadius = Self.clamped(cornerRadius) } }
    /// Whether the background's corners are half its shorter side.
    public var isCapsule = false
    /// The text colour for the title and subtitle, and the fill of a template
    /// image; `nil` for the button's tint colour.
    public var foreground: DynamicColor?
    /// The subtitle's colour; `nil` for the title's.
    public var subtitleColor: DynamicColor?

    /// A layout with the given insets and everything else at its default.
    public init(top: Double, leading: Double, bottom: Double, trailing: Double) {
        self.top = Self.clamped(top)
        self.leading = Self.clamped(leading)
        self.bottom = Self.clamped(bottom)
        self.trailing = Self.clamped(trailing)
    }

    /// `value`, or 0 when it is NaN, infinite or negative.
    static func clamped(_ value: Double) -> Double { value.isFinite ? max(0, value) : 0 }

    /// The size of the title and subtitle stacked.
    func textSize(title: Size, subtitle: Size) -> Size {
        let gap = title.height > 0 && subtitle.height > 0 ? titlePadding : 0
        return Size(width: max(title.width, subtitle.width), height: title.height + gap + subtitle.height)
    }

    /// The size of the image and text block together, without the insets.
    func contentSize(image: Size, text: Size) -> Size {
        let hasBoth = image != .zero && text != .zero
        let gap = hasBoth ? imagePadding : 0
        switch imagePlacement {
        case .leading, .trailing:
            return Size(width: image.width + gap + text.width, height: max(image.height, text.height))
        case .top, .bottom:
            return Size(width: max(image.width, text.width), height: image.height + gap + text.height)
        }
    }

    /// The natural size: the content plus the insets.
    func fittingSize(image: Size, title: Size, subtitle: Size) -> Size {
        let content = contentSize(image: image, text: textSize(title: title, subtitle: subtitle))
        return Size(width: content.width + leading + trailing, height: content.height + top + bottom)
    }

    /// The frames of the image, title and subtitle in `bounds`, left to right
    /// unless `rightToLeft`: the content centred in the area inside the insets.
    func frames(in bounds: Rect, image: Size, title: Size, subtitle: Size, rightToLeft: Bool)
        -> (image: Rect, title: Rect, subtitle: Rect)
    {
        let area = Rect(
            x: bounds.x + leading, y: bounds.y + top,
            width: max(0, bounds.width - leading - trailing), height: max(0, bounds.height - top - bottom))
        let text = textSize(title: title, subtitle: subtitle)
        let content = contentSize(image: image, text: text)
        let gap = image != .zero && text != .zero ? imagePadding : 0
        let origin = Point(x: area.midX - content.width / 2, y: area.midY - content.height / 2)
        var imageOrigin = origin, textOrigin = origin
        switch imagePlacement {
        case .leading:
            imageOrigin.y = area.midY - image.height / 2
            textOrigin = Point(x: origin.x + image.width + gap, y: area.midY - text.height / 2)
        case .trailing:
            imageOrigin = Point(x: origin.x + text.width + gap, y: area.midY - image.height / 2)
            textOrigin.y = area.midY - text.height / 2
        case .top:
            imageOrigin.x = area.midX - image.width / 2
            textOrigin = Point(x: area.midX - text.width / 2, y: origin.y + image.height + gap)
        case .bottom:
            imageOrigin = Point(x: area.midX - image.width / 2, y: origin.y + text.height + gap)
            textOrigin.x = area.midX - text.width / 2
        }
        func line(_ size: Size, y: Double) -> Rect {
            let slack = text.width - size.width
            let x: Double
            switch textAlignment {
            case .leading: x = textOrigin.x
            case .center: x = textOrigin.x + slack / 2
            case .trailing: x = textOrigin.x + slack
            }
            return Rect(x: x, y: y, width: size.width, height: size.height)
        }
        let gapBelowTitle = title.height > 0 && subtitle.height > 0 ? titlePadding : 0
        var frames = (
            image: Rect(origin: imageOrigin, size: image),
            title: line(title, y: textOrigin.y),
            subtitle: line(subtitle, y: textOrigin.y + title.height + gapBelowTitle)
        )
        if rightToLeft {
            frames.image.origin.x = 2 * bounds.midX - frames.image.maxX
            frames.title.origin.x = 2 * bounds.midX - frames.title.maxX
            frames.subtitle.origin.x = 2 * bounds.midX - frames.subtitle.maxX
        }
        return frames
    }
}
