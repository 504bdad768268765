/// How paragraphs of attributed text are laid out: alignment, wrapping and spacing.
/// [Apple's documentation](https://developer.apple.com/documentation/uikit/nsparagraphstyle)
open class NSParagraphStyle: NSObject, NSCopying, NSMutableCopying, @unchecked Sendable {
    /// How lines are aligned; natural by default.
    open fileprivate(set) var alignment = NSTextAlignment.natural
    /// How lines wrap and where text is cut; by word by default.
    open fileprivate(set) var lineBreakMode = NSLineBreakMode.byWordWrapping
    /// Space added between lines, in points.
    open fileprivate(set) var lineSpacing: CGFloat = 0
    /// A factor on the line height; 0 (the default) means 1.
    open fileprivate(set) var lineHeightMultiple: CGFloat = 0

    /// The default style.
    public static let `default` = NSParagraphStyle()

    /// A copy, immutable.
    open func copy(with zone: NSZone? = nil) -> Any { copyValues(into: NSParagraphStyle()) }

    /// A mutable copy.
    open func mutableCopy(with zone: NSZone? = nil) -> Any { copyValues(into: NSMutableParagraphStyle()) }

    /// `style` with this style's values.
    private func copyValues<Style: NSParagraphStyle>(into style: Style) -> Style {
        (style.alignment, style.lineBreakMode, style.lineSpacing, style.lineHeightMultiple) =
            (alignment, lineBreakMode, lineSpacing, lineHeightMultiple)
        return style
    }
}

/// A paragraph style whose values can be set.
/// [Apple's documentation](https://developer.apple.com/documentation/uikit/nsmutableparagraphstyle)
open class NSMutableParagraphStyle: NSParagraphStyle, @unchecked Sendable {
    /// How lines are aligned.
    open override var alignment: NSTextAlignment {
        get { super.alignment }
        set { super.alignment = newValue }
    }
    /// How lines wrap and where text is cut.
    open override var lineBreakMode: NSLineBreakMode {
        get { super.lineBreakMode }
        set { super.lineBreakMode = newValue }
    }
    /// Space added between lines, in points.
    open override var lineSpacing: CGFloat {
        get { super.lineSpacing }
        set { super.lineSpacing = newValue }
    }
    /// A factor on the line height; 0 means 1.
    open override var lineHeightMultiple: CGFloat {
        get { super.lineHeightMultiple }
        set { super.lineHeightMultiple = newValue }
    }
}
