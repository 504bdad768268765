/// A background's appearance: fill colour, corner radius and outline. Here
/// it styles a configured button's background (`UIButton.Configuration.background`);
/// the properties not listed are not kept.
/// [Apple's documentation](https://developer.apple.com/documentation/uikit/uibackgroundconfiguration)
@preconcurrency @MainActor
public struct UIBackgroundConfiguration {
    /// The fill colour; `nil` lets the owner choose (a button's style colour).
    public var backgroundColor: UIColor?
    /// The corner radius; a button uses it as set only with the `.fixed`
    /// corner style (`UIButton.Configuration.cornerStyle`). NaN and negative radii draw square corners.
    public var cornerRadius: CGFloat = 0
    /// The outline colour; `nil` (the default) outlines in the view's tint
    /// colour, as Apple documents, when ``strokeWidth`` is above zero.
    public var strokeColor: UIColor?
    /// The outline width (NaN and negative widths draw no outline).
    public var strokeWidth: CGFloat = 0
    /// The distance of the outline outside the background; kept, not drawn.
    public var strokeOutset: CGFloat = 0

    /// A background with no fill, square corners and no outline.
    public init() {}

    /// A background with no fill, square corners and no outline.
    public static func clear() -> UIBackgroundConfiguration { UIBackgroundConfiguration() }
}
