/// Adding, inserting, removing and reordering sublayers.
extension Layer {
    /// Appends `layer` on top of the sublayers, removing it from its previous superlayer.
    ///
    /// - Throws: ``HierarchyError/cycle(child:parent:)`` when `layer` is this
    ///   layer or one of its ancestors.
    public func addSublayer(_ layer: Layer) throws(HierarchyError) {
        try insertSublayer(layer, at: sublayers.count)
    }

    /// Inserts `layer` at `index` of the sublayers (clamped to the valid
    /// range), removing it from its previous superlayer first.
    ///
    /// - Throws: ``HierarchyError/cycle(child:parent:)`` when `layer` is this
    ///   layer or one of its ancestors.
    public func insertSublayer(_ layer: Layer, at index: Int) throws(HierarchyError) {
        try checkCanAdopt(layer)
        var target = index
        if layer.superlayer === self, let current = sublayers.firstIndex(where: { $0 === layer }), current < target {
            target -= 1
        }
        layer.removeFromSuperlayer()
        sublayerList.insert(layer, at: max(0, min(target, sublayers.count)))
        layer.superlayer = self
        setNeedsLayout()
    }

    /// Inserts `layer` just below `sibling` (or on top when `sibling` is not a sublayer).
    ///
    /// - Throws: ``HierarchyError/cycle(child:parent:)`` as ``addSublayer(_:)``.
    public func insertSublayer(_ layer: Layer, below sibling: Layer) throws(HierarchyError) {
        try insertSublayer(layer, at: sublayers.firstIndex { $0 === sibling } ?? sublayers.count)
    }

    /// Inserts `layer` just above `sibling` (or on top when `sibling` is not a sublayer).
    ///
    /// - Throws: ``HierarchyError/cycle(child:parent:)`` as ``addSublayer(_:)``.
    public func insertSublayer(_ layer: Layer, above sibling: Layer) throws(HierarchyError) {
        try insertSublayer(layer, at: sublayers.firstIndex { $0 === sibling }.map { $0 + 1 } ?? sublayers.count)
    }

    /// Removes the layer from its superlayer's sublayers.
    public func removeFromSuperlayer() {
        guard let parent = superlayer else { return }
        parent.sublayerList.remove(self)
        superlayer = nil
        parent.setNeedsLayout()
    }

    /// Whether `layer` is this layer or one of its ancestors (checked without recursion).
    func isSelfOrAncestor(_ layer: Layer) -> Bool {
        var node: Layer? = self
        while let current = node {
            if current === layer { return true }
            node = current.superlayer
        }
        return false
    }

    private func checkCanAdopt(_ layer: Layer) throws(HierarchyError) {
        // Only this layer or a layer with sublayers can be an ancestor: skip the walk up otherwise.
        guard layer !== self, layer.sublayers.isEmpty || !isSelfOrAncestor(layer) else {
            throw .cycle(child: String(describing: type(of: layer)), parent: String(describing: type(of: self)))
        }
    }
}
