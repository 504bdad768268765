/// Content configurations on table cells and their header and footer views.
extension UITableViewCell {
    /// A list configuration of the cell's style (`.cell()`, `.valueCell()` or
    /// `.subtitleCell()`) with no content, to fill in and set as ``contentConfiguration``.
    public func defaultContentConfiguration() -> UIListContentConfiguration {
        switch cellStyle {
        case .value1, .value2: .valueCell()
        case .subtitle: .subtitleCell()
        case .default: .cell()
        }
    }

    /// The cell's state for its configurations: its traits, selection and highlight.
    public var configurationState: UICellConfigurationState {
        UICellConfigurationState(traitCollection: traitCollection, isSelected: isSelected, isHighlighted: isHighlighted)
    }

    /// What the cell's content shows. A list configuration is shown in the
    /// cell's standard labels and image (restyled to its kind); any other
    /// configuration's view fills the content view, pinned to its edges.
    /// Setting nil removes the view of your own configuration.
    public var contentConfiguration: (any UIContentConfiguration)? {
        get { configuration.content }
        set {
            let updated = newValue?.updated(for: configurationState)
            configuration.content = updated
            if let list = updated as? UIListContentConfiguration {
                removeConfiguredView()
                list.show(in: tableCell)
            } else if let updated {
                show(updated)
            } else {
                removeConfiguredView()
            }
        }
    }

    /// Shows a configuration of your own in its view, reusing the view when it supports the configuration.
    private func show(_ content: any UIContentConfiguration) {
        if let view = configuration.view, view.supports(content) {
            view.configuration = content
            return
        }
        removeConfiguredView()
        let view = content.makeContentView()
        contentView.pin(view)
        configuration.view = view
    }

    /// Removes the view of a configuration of your own.
    private func removeConfiguredView() {
        configuration.view?.removeFromSuperview()
        configuration.view = nil
    }
}

extension UITableViewHeaderFooterView {
    /// A grouped header's list configuration with no text.
    public func defaultContentConfiguration() -> UIListContentConfiguration { .groupedHeader() }

    /// What the view shows: a list configuration's text is shown in its title label.
    public var contentConfiguration: (any UIContentConfiguration)? {
        get { configuredContent }
        set {
            configuredContent = newValue
            (newValue as? UIListContentConfiguration)?.show(in: headerFooter)
        }
    }
}
