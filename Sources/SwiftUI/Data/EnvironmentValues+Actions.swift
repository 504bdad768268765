/// Environment values that are actions (dismissing, opening URLs) or
/// presentation state: a snapshot performs no action, so calling them does
/// nothing, and the state is a screen's at rest.
extension EnvironmentValues {
    /// An action that dismisses the current presentation (does nothing in a snapshot).
    public var dismiss: DismissAction { DismissAction() }

    /// An action that opens a URL (does nothing in a snapshot; reported as handled).
    public var openURL: OpenURLAction {
        get { self[OpenURLKey.self] }
        set { self[OpenURLKey.self] = newValue }
    }

    /// A Boolean value that indicates whether the view associated with this environment is currently presented: false at a snapshot's root.
    public var isPresented: Bool { false }

    /// The current phase of the scene: active, as a screen on show.
    public var scenePhase: ScenePhase {
        get { self[ScenePhaseKey.self] }
        set { self[ScenePhaseKey.self] = newValue }
    }

    /// An indication of whether the user can edit the contents of a view associated with this environment.
    public var editMode: Binding<EditMode>? {
        get { self[EditModeKey.self] }
        set { self[EditModeKey.self] = newValue }
    }

    /// The content size category, by its older name: the Dynamic Type size's.
    public var sizeCategory: ContentSizeCategory {
        get { ContentSizeCategory(dynamicTypeSize) }
        set { dynamicTypeSize = newValue.dynamicTypeSize }
    }
}

/// An action that dismisses a presentation.
/// See [DismissAction](https://developer.apple.com/documentation/swiftui/dismissaction).
public struct DismissAction: Sendable {
    /// Dismisses the view if it is currently presented.
    public func callAsFunction() {}
}

/// An action that opens a URL.
/// See [OpenURLAction](https://developer.apple.com/documentation/swiftui/openurlaction).
public struct OpenURLAction: Sendable {
    /// The result of a custom open URL action.
    public struct Result: Sendable {
        public static let handled = Result()
        public static let discarded = Result()
        public static let systemAction = Result()
    }
    let handler: @Sendable (URL) -> Result

    /// Creates an action that opens a URL.
    public init(handler: @escaping @Sendable (URL) -> Result) { self.handler = handler }

    /// Opens a URL, following the user's preferences.
    public func callAsFunction(_ url: URL) { _ = handler(url) }
}

/// An indication of a scene's operational state.
/// See [ScenePhase](https://developer.apple.com/documentation/swiftui/scenephase).
public enum ScenePhase: Comparable, Hashable, Sendable { case background, inactive, active }

/// A mode that indicates whether the user can edit a view's content.
/// See [EditMode](https://developer.apple.com/documentation/swiftui/editmode).
public enum EditMode: Hashable, Sendable {
    case inactive, transient, active
    /// Indicates whether a view is being edited.
    public var isEditing: Bool { self != .inactive }
}

/// The sizes that you can specify for content (deprecated in favour of ``DynamicTypeSize``).
/// See [ContentSizeCategory](https://developer.apple.com/documentation/swiftui/contentsizecategory).
public enum ContentSizeCategory: Hashable, CaseIterable, Sendable {
    case extraSmall, small, medium, large, extraLarge, extraExtraLarge, extraExtraExtraLarge
    case accessibilityMedium, accessibilityLarge, accessibilityExtraLarge, accessibilityExtraExtraLarge, accessibilityExtraExtraExtraLarge

    init(_ size: DynamicTypeSize) { self = Self.allCases[DynamicTypeSize.allCases.firstIndex(of: size) ?? 3] }
    var dynamicTypeSize: DynamicTypeSize { DynamicTypeSize.allCases[Self.allCases.firstIndex(of: self) ?? 3] }
    /// A Boolean value indicating whether the content size category is one that is associated with accessibility.
    public var isAccessibilityCategory: Bool { dynamicTypeSize.isAccessibilitySize }
}

private enum OpenURLKey: EnvironmentKey { static var defaultValue: OpenURLAction { OpenURLAction { _ in .handled } } }
private enum ScenePhaseKey: EnvironmentKey { static var defaultValue: ScenePhase { .active } }
private enum EditModeKey: EnvironmentKey { static var defaultValue: Binding<EditMode>? { nil } }
