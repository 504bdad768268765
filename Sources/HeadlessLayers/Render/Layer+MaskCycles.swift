extension Layer {
    /// Throws when a mask leads back to a layer that draws it: a layer masked
    /// by one of its ancestors (or itself), or masks that mask each other.
    /// Such a tree cannot be drawn: each mask would draw the layer that draws
    /// the mask, for ever. One walk over sublayers and masks, iteratively.
    ///
    /// - Throws: ``RenderError/maskCycle(_:)`` naming the layers of the cycle.
    func checkMaskCycles() throws(RenderError) {
        var finished = Set<ObjectIdentifier>()
        var onPath = Set<ObjectIdentifier>()
        var path: [(layer: Layer, next: Int, viaMask: Bool)] = [(self, 0, false)]
        onPath.insert(ObjectIdentifier(self))
        while let (layer, next, _) = path.last {
            let edges = layer.sublayers.count + (layer.mask == nil ? 0 : 1)
            guard next < edges else {
                onPath.remove(ObjectIdentifier(layer))
                finished.insert(ObjectIdentifier(layer))
                path.removeLast()
                continue
            }
            path[path.count - 1].next += 1
            let viaMask = next >= layer.sublayers.count
            let child = viaMask ? layer.mask! : layer.sublayers[next]
            let id = ObjectIdentifier(child)
            if onPath.contains(id) {
                let start = path.firstIndex { $0.layer === child } ?? 0
                let names = path[start...].enumerated().map { index, step in
                    (index > 0 && step.viaMask ? "mask " : "") + step.layer.renderName
                }
                throw .maskCycle(names + [(viaMask ? "mask " : "") + child.renderName])
            }
            guard !finished.contains(id) else { continue }
            onPath.insert(id)
            path.append((child, 0, viaMask))
        }
    }

    /// The layer's name in errors: its view's type, else its own, and its ``name`` if it has one.
    var renderName: String {
        let type = owningView.map { String(describing: Swift.type(of: $0)) } ?? String(describing: Swift.type(of: self))
        return name.map { "\(type) \"\($0)\"" } ?? type
    }
}
