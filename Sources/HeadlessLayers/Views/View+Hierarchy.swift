/// Adding, inserting, removing and reordering subviews; the layers follow.
extension View {
    /// Adds `view` on top of the subviews, removing it from its previous superview.
    ///
    /// - Throws: ``HierarchyError/cycle(child:parent:)`` when `view` is this
    ///   view or one of its ancestors.
    public func addSubview(_ view: View) throws(HierarchyError) {
        try insertSubview(view, at: subviews.count)
    }

    /// Inserts `view` at `index` of the subviews (clamped to the valid range).
    ///
    /// - Throws: ``HierarchyError/cycle(child:parent:)`` as ``addSubview(_:)``.
    public func insertSubview(_ view: View, at index: Int) throws(HierarchyError) {
        // Only this view or a view with subviews can be an ancestor: skip the walk up otherwise.
        guard view !== self, view.subviews.isEmpty || !isSelfOrDescendant(of: view) else {
            throw .cycle(child: String(describing: type(of: view)), parent: String(describing: type(of: self)))
        }
        var target = index
        if view.superview === self, let current = subviews.firstIndex(where: { $0 === view }), current < target {
            target -= 1
        }
        if view.superview === self { view.detachFromSuperview() } else { view.removeFromSuperview() }
        target = max(0, min(target, subviews.count))
        let layerIndex =
            target < subviews.count
            ? layer.sublayers.firstIndex { $0 === subviews[target].layer } ?? layer.sublayers.count
            : layer.sublayers.count
        try layer.insertSublayer(view.layer, at: layerIndex)
        subviewList.insert(view, at: target)
        view.superview = self
        AutoLayoutState.structureChanged()
        setNeedsLayout()
        // A view added to a window's tree takes its traits at once, as UIKit's does when it moves to a window: one
        // added during a layout pass (a container's content, made as it is laid out) is laid out with them in that pass.
        if window != nil { view.takeTraitsFromAncestors() }
    }

    /// Inserts `view` just above `sibling` (on top when `sibling` is not a subview).
    ///
    /// - Throws: ``HierarchyError/cycle(child:parent:)`` as ``addSubview(_:)``.
    public func insertSubview(_ view: View, aboveSubview sibling: View) throws(HierarchyError) {
        try insertSubview(view, at: subviews.firstIndex { $0 === sibling }.map { $0 + 1 } ?? subviews.count)
    }

    /// Inserts `view` just below `sibling` (on top when `sibling` is not a subview).
    ///
    /// - Throws: ``HierarchyError/cycle(child:parent:)`` as ``addSubview(_:)``.
    public func insertSubview(_ view: View, belowSubview sibling: View) throws(HierarchyError) {
        try insertSubview(view, at: subviews.firstIndex { $0 === sibling } ?? subviews.count)
    }

    /// Removes the view (and its layer) from its superview, and deactivates
    /// the constraints of its former ancestors that name it or a view below
    /// it, as UIKit does.
    public func removeFromSuperview() {
        guard let parent = superview else { return }
        detachFromSuperview()
        parent.deactivateConstraints { $0.layoutOwningView?.isSelfOrDescendant(of: self) ?? true }
    }

    /// Takes the view (and its layer) out of its superview's lists.
    func detachFromSuperview() {
        guard let parent = superview else { return }
        parent.subviewList.remove(self)
        superview = nil
        AutoLayoutState.structureChanged()
        layer.removeFromSuperlayer()
        parent.setNeedsLayout()
    }

    /// Moves `view` on top of its siblings; does nothing when it is not a subview.
    public func bringSubviewToFront(_ view: View) {
        guard view.superview === self else { return }
        try? insertSubview(view, at: subviews.count)
    }

    /// Moves `view` below its siblings; does nothing when it is not a subview.
    public func sendSubviewToBack(_ view: View) {
        guard view.superview === self else { return }
        try? insertSubview(view, at: 0)
    }

    /// Whether this view is `view` or lies in its subtree (checked without recursion).
    public func isSelfOrDescendant(of view: View) -> Bool {
        var node: View? = self
        while let current = node {
            if current === view { return true }
            node = current.superview
        }
        return false
    }

    /// The topmost ancestor (the view itself when it has no superview).
    package var rootView: View {
        var node = self
        while let parent = node.superview { node = parent }
        return node
    }

    /// The view and every view below it, parents before children (iteratively).
    package var subtree: [View] {
        var result: [View] = []
        var pending: [View] = [self]
        while let view = pending.popLast() {
            result.append(view)
            pending.append(contentsOf: view.subviews.reversed())
        }
        return result
    }
}
