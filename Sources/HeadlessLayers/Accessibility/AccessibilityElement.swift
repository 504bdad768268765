import HeadlessGeometry

/// An accessibility element that is not a view, as `UIAccessibilityElement`:
/// a part of a view that draws several things (a segment of a segmented
/// control, a row drawn by hand), listed in its container's ``View/accessibilityElements``.
@MainActor
public final class AccessibilityElement {
    /// The view the element belongs to.
    public private(set) weak var accessibilityContainer: View?
    /// What VoiceOver reads first.
    public var accessibilityLabel: String?
    /// The current value, read after the label.
    public var accessibilityValue: String?
    /// What using the element does, read last.
    public var accessibilityHint: String?
    /// What the element is and how it behaves.
    public var accessibilityTraits: AccessibilityTraits = .none
    /// Where the element lies, in its container's coordinates.
    public var accessibilityFrameInContainerSpace: Rect = .zero

    /// An element of `container`.
    public init(accessibilityContainer container: View) {
        accessibilityContainer = container
    }
}
