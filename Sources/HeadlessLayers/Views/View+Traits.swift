/// Traits flowing down the view tree.
extension View {
    /// Gives every view in the subtree its traits (the parent's, or the
    /// window's device at the top, with its own overrides applied) and
    /// resolved tint, then lets it apply them; iterative.
    func updateTraitsInSubtree() { updateTraitsInSubtree(inheriting: superview?.traitCollection ?? rootTraitCollection) }

    /// Gives the subtree its traits as ``updateTraitsInSubtree()`` does, from
    /// the traits its superview has now (its ancestors' overrides over the
    /// root's traits), which a layout pass has not yet given the superview:
    /// for a view just added to a window's tree.
    func takeTraitsFromAncestors() {
        var ancestors: [View] = []
        var node = superview
        while let current = node {
            ancestors.append(current)
            node = current.superview
        }
        guard let root = ancestors.last else { return }
        let inherited = ancestors.reversed().reduce(root.rootTraitCollection) { $0.applying($1.traitOverrides) }
        updateTraitsInSubtree(inheriting: inherited)
    }

    /// Gives the subtree its traits, the view inheriting `inherited`.
    private func updateTraitsInSubtree(inheriting inherited: TraitCollection) {
        let inheritedTint = inheritedTintColor
        var pending: [(view: View, traits: TraitCollection, tint: DynamicColor)] = [(self, inherited, inheritedTint)]
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

    /// Gives the subtree its new resolved tint at once, with the traits it
    /// has, as UIKit tells a subtree of a tint change immediately: a view
    /// tinted during a layout pass (a button's image) draws in that tint in the same pass.
    func updateTintInSubtree() {
        var pending: [(view: View, tint: DynamicColor)] = [(self, tintColor ?? inheritedTintColor)]
        while let (view, tint) = pending.popLast() {
            let resolved = tint.resolved(with: view.traitCollection)
            if resolved != view.effectiveTintColor {
                view.effectiveTintColor = resolved
                view.updateForTraits()  // a template image refills in the new tint
            }
            for subview in view.subviews where subview.tintColor == nil { pending.append((subview, tint)) }
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
