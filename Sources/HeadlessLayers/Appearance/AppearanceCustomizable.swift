/// `View.appearance()`, typed by the class it is called on.
@MainActor
public protocol AppearanceCustomizable: View {}

extension View: AppearanceCustomizable {}

extension AppearanceCustomizable {
    /// The appearance proxy of this view type in ``AppearanceRegistry/current``:
    /// `Label.appearance().textColor = .red`.
    public static func appearance() -> Appearance<Self> {
        AppearanceRegistry.current.proxy(for: Self.self)
    }
}
