import HeadlessGeometry

/// The layout pass, measuring and autoresizing.
extension View {
    /// Marks the view so the next layout pass calls ``layoutSubviews()``.
    public func setNeedsLayout() { layer.setNeedsLayout() }

    /// Updates the traits of the view's subtree and its constraints
    /// (``updateConstraintsIfNeeded()``), solves the constraints of its tree
    /// when it uses Auto Layout (see ``LayoutConstraint``), then lays out
    /// every view (and layer) in the subtree that needs layout, parents first, iteratively.
    ///
    /// When a `layoutSubviews` moves views the constraints are measured from
    /// (a stack view places its arranged views, and constraints inside them
    /// depend on their frames), the constraints are solved again and the
    /// views laid out again, a bounded number of times.
    public func layoutIfNeeded() {
        updateTraitsInSubtree()
        updateConstraintsIfNeeded()
        LayoutEngine.layout(treeOf: self)
        layer.layoutIfNeeded()
        for _ in 1..<LayoutEngine.layoutPasses where LayoutEngine.needsAnotherPass(treeOf: self) {
            LayoutEngine.layout(treeOf: self)
            layer.layoutIfNeeded()
        }
    }

    /// Resizes the view to ``sizeThatFits(_:)`` of its current size, keeping its origin.
    public func sizeToFit() {
        let size = measuredSize(fitting: bounds.size)
        frame = Rect(origin: frame.origin, size: size)
    }

    /// Applies the subviews' autoresizing masks after the view's size went from
    /// `old` to its current size, and so on down the tree (iteratively).
    func applyAutoresizing(from old: Size) {
        var pending: [(view: View, old: Size)] = [(self, old)]
        while let (view, old) = pending.popLast() {
            let new = view.bounds.size
            guard new != old, old.isFinite, new.isFinite else { continue }
            for subview in view.subviews where !subview.autoresizingMask.isEmpty {
                let before = subview.bounds.size
                subview.layer.frame = subview.autoresizingMask.frame(for: subview.frame, from: old, to: new)
                pending.append((subview, before))
            }
        }
    }
}
