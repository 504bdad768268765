/// Activating and deactivating constraints: checked, then installed on the
/// items' nearest common ancestor.
extension LayoutConstraint {
    /// Whether the constraint takes part in layout. Setting it to true
    /// installs it on the items' nearest common ancestor; a constraint that
    /// cannot be activated stays inactive and is reported as a ``LayoutIssue``
    /// of the first item's tree (``activate(_:)`` throws instead).
    public var isActive: Bool {
        get { owner != nil }
        set {
            if newValue {
                do { try activate() } catch {
                    firstItem?.layoutOwningView?.reportLayoutIssue(.refusedActivation(error))
                }
            } else {
                deactivate()
            }
        }
    }

    /// Activates every constraint, as UIKit's `NSLayoutConstraint.activate(_:)`,
    /// after checking them all: nothing is activated when one is malformed
    /// or relates views of different trees.
    ///
    /// - Throws: ``LayoutError`` for the first constraint that cannot be activated.
    public static func activate(_ constraints: [LayoutConstraint]) throws(LayoutError) {
        var owners: [View] = []
        for constraint in constraints { owners.append(try constraint.checkedOwner()) }
        for (constraint, owner) in zip(constraints, owners) { constraint.install(on: owner) }
    }

    /// Deactivates every constraint, as UIKit's `NSLayoutConstraint.deactivate(_:)`.
    public static func deactivate(_ constraints: [LayoutConstraint]) {
        for constraint in constraints { constraint.deactivate() }
    }

    /// Installs the constraint, or throws why it cannot be.
    private func activate() throws(LayoutError) {
        install(on: try checkedOwner())
    }

    /// Removes the constraint from its owner.
    private func deactivate() {
        guard let owner else { return }
        owner.autoLayout.constraints.removeAll { $0 === self }
        self.owner = nil
        owner.setNeedsLayout()
    }

    /// Installs the constraint on `view` (moving it from another owner).
    private func install(on view: View) {
        guard owner !== view else { return }
        deactivate()
        view.autoLayout.constraints.append(self)
        owner = view
        view.setNeedsLayout()
    }

    /// The view to install the constraint on: the nearest common ancestor of its items' views.
    private func checkedOwner() throws(LayoutError) -> View {
        if let reason = malformation { throw .invalidConstraint(constraint: description, reason: reason) }
        guard let first = firstItem?.layoutOwningView else {
            throw .invalidConstraint(constraint: description, reason: "its first item is not a view or a guide in a view")
        }
        guard let secondItem else { return first }
        guard let second = secondItem.layoutOwningView else {
            throw .invalidConstraint(constraint: description, reason: "its second item is not a view or a guide in a view")
        }
        guard let ancestor = first.nearestCommonAncestor(with: second) else { throw .noCommonAncestor(constraint: description) }
        return ancestor
    }

    /// What is wrong with the constraint's numbers and attributes; nil when nothing.
    var malformation: String? {
        if !constant.isFinite { return "the constant \(constant) is not a finite number" }
        if !multiplier.isFinite { return "the multiplier \(multiplier) is not a finite number" }
        if !priority.isValid { return "the priority \(priority) is outside 1...1000" }
        guard let axis = firstAttribute.axis else { return "its first attribute is notAnAttribute" }
        guard secondItem != nil else {
            return firstAttribute.isDimension ? nil : "a position (\(firstAttribute.name)) cannot equal a constant"
        }
        if firstAttribute.isDimension != secondAttribute.isDimension {
            return "a size and a position (\(firstAttribute.name), \(secondAttribute.name)) cannot be related"
        }
        if !firstAttribute.isDimension && secondAttribute.axis != axis {
            return "\(firstAttribute.name) and \(secondAttribute.name) lie on different axes"
        }
        if firstAttribute.isDirectional && secondAttribute.isAbsoluteHorizontal
            || firstAttribute.isAbsoluteHorizontal && secondAttribute.isDirectional
        {
            return "leading and trailing cannot be related to left and right"
        }
        if !firstAttribute.isDimension && multiplier == 0 {
            return "a multiplier of 0 makes the position \(firstAttribute.name) equal a constant"
        }
        return nil
    }
}

extension View {
    /// The nearest view that is this one or an ancestor of it and of `other`; nil in different trees.
    func nearestCommonAncestor(with other: View) -> View? {
        var ancestors = Set<ObjectIdentifier>()
        var node: View? = self
        while let current = node {
            ancestors.insert(ObjectIdentifier(current))
            node = current.superview
        }
        node = other
        while let current = node {
            if ancestors.contains(ObjectIdentifier(current)) { return current }
            node = current.superview
        }
        return nil
    }
}

extension View {
    /// Deactivates the constraints installed on this view and its ancestors
    /// that name an item `isGone` (a view that left the tree, a guide removed).
    func deactivateConstraints(naming isGone: (any LayoutItem) -> Bool) {
        var node: View? = self
        while let view = node {
            if !view.autoLayout.constraints.isEmpty {
                LayoutConstraint.deactivate(
                    view.autoLayout.constraints.filter { constraint in
                        [constraint.firstItem, constraint.secondItem].contains { item in item.map(isGone) ?? false }
                    })
            }
            node = view.superview
        }
    }
}
