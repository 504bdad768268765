/// Whether an image is drawn in its own colours or as a template filled
/// with a tint, as `UIImage.RenderingMode`.
public enum ImageRenderingMode: Hashable, Sendable {
    /// The context decides: its own colours in an image view.
    case automatic
    /// Always its own colours.
    case alwaysOriginal
    /// Always a template: its alpha filled with the tint colour.
    case alwaysTemplate
}
