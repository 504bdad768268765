internal import HeadlessLayers

/// The view tree: UIKit's calls never throw; a change that would make a
/// cycle is refused and reported on standard error, as UIKit logs.
extension UIView {
    /// The view this one is a subview of.
    public var superview: UIView? { backing.superview.map(UIView.face(of:)) }

    /// The subviews, back to front.
    public var subviews: [UIView] { backing.subviews.map(UIView.face(of:)) }

    /// Adds `view` on top of the subviews, taking it from its previous superview.
    public func addSubview(_ view: UIView) {
        moving(view) { () throws(HierarchyError) in try backing.addSubview(view.backing) }
    }

    /// Inserts `view` at `index` of the subviews (clamped to the valid range).
    public func insertSubview(_ view: UIView, at index: Int) {
        moving(view) { () throws(HierarchyError) in try backing.insertSubview(view.backing, at: index) }
    }

    /// Inserts `view` just above `siblingSubview`.
    public func insertSubview(_ view: UIView, aboveSubview siblingSubview: UIView) {
        moving(view) { () throws(HierarchyError) in try backing.insertSubview(view.backing, aboveSubview: siblingSubview.backing) }
    }

    /// Inserts `view` just below `siblingSubview`.
    public func insertSubview(_ view: UIView, belowSubview siblingSubview: UIView) {
        moving(view) { () throws(HierarchyError) in try backing.insertSubview(view.backing, belowSubview: siblingSubview.backing) }
    }

    /// Swaps the subviews at two indices; does nothing when either is out of range.
    public func exchangeSubview(at index1: Int, withSubviewAt index2: Int) {
        let views = backing.subviews
        guard views.indices.contains(index1), views.indices.contains(index2), index1 != index2 else { return }
        let (low, high) = (min(index1, index2), max(index1, index2))
        let (first, second) = (views[low], views[high])
        refusingCycles { () throws(HierarchyError) in
            try backing.insertSubview(second, at: low)
            try backing.insertSubview(first, at: high + 1)  // the engine counts the index before the move
        }
    }

    /// Moves `view` on top of its siblings.
    public func bringSubviewToFront(_ view: UIView) { backing.bringSubviewToFront(view.backing) }

    /// Moves `view` below its siblings.
    public func sendSubviewToBack(_ view: UIView) { backing.sendSubviewToBack(view.backing) }

    /// Takes the view out of its superview, deactivating the constraints
    /// that tie it to its former ancestors, as UIKit does.
    public func removeFromSuperview() {
        guard let parent = superview else { return }
        let hadWindow = backing.window != nil
        parent.willRemoveSubview(self)
        willMove(toSuperview: nil)
        if hadWindow { willMove(toWindow: nil) }
        backing.removeFromSuperview()
        didMoveToSuperview()
        if hadWindow { notifyDidMoveToWindow() }
    }

    /// The window the view is in, if any.
    public var window: UIWindow? { backing.window.map(UIView.face(of:)) as? UIWindow }

    /// Adds or moves `view` by `change`, telling it and this view as UIKit
    /// does: `willMove(toSuperview:)`, `willMove(toWindow:)`, then
    /// `didMoveToSuperview()`, `didMoveToWindow()` (to its whole subtree) and `didAddSubview(_:)`.
    private func moving(_ view: UIView, _ change: () throws(HierarchyError) -> Void) {
        let isNewParent = view.backing.superview !== backing
        let oldWindow = view.backing.window, newWindow = backing.window
        if isNewParent {
            view.willMove(toSuperview: self)
            if oldWindow !== newWindow { view.willMove(toWindow: window) }
        }
        refusingCycles(change)
        guard isNewParent, view.backing.superview === backing else { return }
        view.didMoveToSuperview()
        if oldWindow !== newWindow { view.notifyDidMoveToWindow() }
        didAddSubview(view)
    }

    /// Calls `didMoveToWindow()` on this view and every view below it that has a face.
    private func notifyDidMoveToWindow() {
        for view in backing.subtree { (view.face as? UIView)?.didMoveToWindow() }
    }

    /// Whether this view is `view` or lies below it.
    public func isDescendant(of view: UIView) -> Bool { backing.isSelfOrDescendant(of: view.backing) }

    /// The first view with `tag` in this view's subtree (this view first, then depth first); nil if none.
    public func viewWithTag(_ tag: Int) -> UIView? {
        var pending = [backing]
        while let view = pending.popLast() {
            if ((view.face as? UIView)?.tag ?? 0) == tag { return UIView.face(of: view) }
            pending.append(contentsOf: view.subviews.reversed())
        }
        return nil
    }

    /// Runs a change the engine may refuse, reporting a refusal.
    private func refusingCycles(_ change: () throws(HierarchyError) -> Void) {
        do { try change() } catch { error.report() }
    }
}
