/// Traits flowing down the view tree.
extension View {
    /// Gives every view in the subtree its traits (the parent's, or the
    /// window's device at the top, with its own overrides applied) and
    /// resolved tint, then lets it apply them; iterative.
    func updateTraitsInSubtree() {
        let inheritedTint = inheritedTintColor
        var pending: [(view: View, traits: TraitCollection, tint: DynamicColor)] =
            [(self, superview?.traitCollection ?? rootTraitCollection, inheritedTint)]
        while let (view, inherited, inheritedTint) = pending.popLast() {
            let traits = inherited.applying(view.traitOverrides)
            let tint = view.tintColor ?? inheritedTint
            let previous = view.traitCollection
            view.traitCollection = traits
            view.effectiveTintColor = tint.resolved(with: traits)
            view.updateForTraits()
            if previous != traits {
                view.setNeedsLayout()
                view.notifyTraitCollectionDidChange(previous)
            }
            for subview in view.subviews.reversed() { pending.append((subview, traits, tint)) }
        }
    }

    /// The nearest ancestor's tint colour, or the system blue.
    private var inheritedTintColor: DynamicColor {
        var node = superview
        while let current = node {
            if let tint = current.tintColor { return tint }
            node = current.superview
        }
        return .systemBlue
    }
}
