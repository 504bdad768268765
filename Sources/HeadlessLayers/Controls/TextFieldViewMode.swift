/// When a ``TextField`` shows an overlay view (its left or right view, its
/// clear button), as `UITextField.ViewMode`.
///
/// Snapshots show fields that are not being edited, so ``whileEditing``
/// hides the view and ``unlessEditing`` shows it.
public enum TextFieldViewMode: Hashable, Sendable {
    /// Never shown (the default).
    case never
    /// Shown only while the text is being edited.
    case whileEditing
    /// Shown only while the text is not being edited.
    case unlessEditing
    /// Always shown.
    case always

    /// Whether the view shows in a field that is not being edited.
    var showsWhenNotEditing: Bool { self == .always || self == .unlessEditing }
}
