/// Content configurations on collection view cells.
extension UICollectionViewCell {
    /// The cell's state for its configurations: its traits, selection and highlight.
    public var configurationState: UICellConfigurationState {
        UICellConfigurationState(traitCollection: traitCollection, isSelected: isSelected, isHighlighted: isHighlighted)
    }

    /// What the cell's content shows: the configuration's view fills the
    /// content view, pinned to its edges (reused while it supports the
    /// configuration); nil removes it.
    public var contentConfiguration: (any UIContentConfiguration)? {
        get { configured.content }
        set {
            let updated = newValue?.updated(for: configurationState)
            configured.content = updated
            guard let updated else {
                configured.view?.removeFromSuperview()
                configured.view = nil
                return
            }
            if let view = configured.view, view.supports(updated) {
                view.configuration = updated
            } else {
                configured.view?.removeFromSuperview()
                let view = updated.makeContentView()
                contentView.pin(view)
                configured.view = view
            }
            configurationDidChange()
        }
    }
}

extension UIView {
    /// Adds `view` filling this view, pinned to its edges by constraints.
    func pin(_ view: UIView) {
        view.translatesAutoresizingMaskIntoConstraints = false
        addSubview(view)
        NSLayoutConstraint.activate([
            view.leadingAnchor.constraint(equalTo: leadingAnchor),
            view.trailingAnchor.constraint(equalTo: trailingAnchor),
            view.topAnchor.constraint(equalTo: topAnchor),
            view.bottomAnchor.constraint(equalTo: bottomAnchor),
        ])
    }
}
