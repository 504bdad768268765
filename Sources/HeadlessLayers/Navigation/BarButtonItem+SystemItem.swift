extension BarButtonItem {
    /// The standard buttons, as `UIBarButtonItem.SystemItem`: a title in
    /// UIKit's words and style, or a glyph drawn as a path (no symbol font or
    /// artwork is used), read by VoiceOver as UIKit names them.
    public enum SystemItem: Hashable, Sendable, CaseIterable {
        /// "Done", semibold.
        case done
        /// "Cancel".
        case cancel
        /// "Edit".
        case edit
        /// "Save", semibold.
        case save
        /// A plus sign, read "Add".
        case add
        /// A grey circle with an ×, read "Close" (iOS 13 and later).
        case close

        /// The title shown, or `nil` for a glyph.
        var title: String? {
            switch self {
            case .done: "Done"
            case .cancel: "Cancel"
            case .edit: "Edit"
            case .save: "Save"
            case .add, .close: nil
            }
        }

        /// The glyph shown in place of a title, if any.
        var glyph: BarGlyph? {
            switch self {
            case .add: .plus
            case .close: .close
            case .done, .cancel, .edit, .save: nil
            }
        }

        /// The style UIKit gives the item: semibold for the ones that finish a task.
        var style: Style { self == .done || self == .save ? .done : .plain }

        /// What VoiceOver reads for the item.
        var accessibilityLabel: String {
            title ?? (self == .add ? "Add" : "Close")
        }
    }
}
