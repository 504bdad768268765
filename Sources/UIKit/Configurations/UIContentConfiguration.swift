/// What a cell's content shows, as a value: it makes the view that shows it
/// and gives its version for a state. Set one as a cell's
/// `contentConfiguration`; UIKit's list configuration or one of your own.
/// [Apple's documentation](https://developer.apple.com/documentation/uikit/uicontentconfiguration)
@preconcurrency @MainActor
public protocol UIContentConfiguration {
    /// A new view showing this configuration.
    func makeContentView() -> any UIView & UIContentView
    /// This configuration as shown in `state` (selected, highlighted…).
    func updated(for state: any UIConfigurationState) -> Self
}

/// A view that shows a content configuration.
/// [Apple's documentation](https://developer.apple.com/documentation/uikit/uicontentview)
@preconcurrency @MainActor
public protocol UIContentView: AnyObject {
    /// The configuration shown; setting one updates the view.
    var configuration: any UIContentConfiguration { get set }
    /// Whether the view can show `configuration` (else a cell makes a new view); true by default.
    func supports(_ configuration: any UIContentConfiguration) -> Bool
}

extension UIContentView {
    /// Any configuration.
    public func supports(_ configuration: any UIContentConfiguration) -> Bool { true }
}

/// The state a configuration is updated for: the traits, and a cell's selection and highlight.
/// [Apple's documentation](https://developer.apple.com/documentation/uikit/uiconfigurationstate)
@preconcurrency @MainActor
public protocol UIConfigurationState {
    /// The traits of the view.
    var traitCollection: UITraitCollection { get set }
}

/// A cell's state for its configurations.
/// [Apple's documentation](https://developer.apple.com/documentation/uikit/uicellconfigurationstate)
public struct UICellConfigurationState: UIConfigurationState {
    /// The traits of the cell.
    public var traitCollection: UITraitCollection
    /// Whether the cell is selected.
    public var isSelected = false
    /// Whether the cell is highlighted.
    public var isHighlighted = false
    /// Whether the cell is disabled.
    public var isDisabled = false
    /// Whether the cell has focus.
    public var isFocused = false
    /// Whether the cell is being edited.
    public var isEditing = false
    /// Whether the cell is expanded (an outline's).
    public var isExpanded = false
    /// Whether the cell is swiped.
    public var isSwiped = false
    /// Whether the cell is being reordered.
    public var isReordering = false

    /// A state with `traitCollection` and no selection or highlight.
    public init(traitCollection: UITraitCollection) { self.traitCollection = traitCollection }

    /// A cell's state: its traits, selection and highlight.
    init(traitCollection: UITraitCollection, isSelected: Bool, isHighlighted: Bool) {
        self.traitCollection = traitCollection
        self.isSelected = isSelected
        self.isHighlighted = isHighlighted
    }
}
