/// How a ``TextField`` draws its edge, as `UITextField.BorderStyle`.
public enum TextBorderStyle: Hashable, Sendable {
    /// No border, no fill (UIKit's default).
    case none
    /// A thin rectangle in the label colour.
    case line
    /// A grey rectangle with a darker top edge, as the old bezel look.
    case bezel
    /// A filled rounded rectangle with a thin grey border, as most text fields.
    case roundedRect
}
