/// Light or dark appearance, as `UIUserInterfaceStyle`.
public enum UserInterfaceStyle: Hashable, Sendable, CaseIterable {
    /// Dark text on light backgrounds.
    case light
    /// Light text on dark backgrounds.
    case dark
}
