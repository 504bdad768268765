/// The layout pass: ``setNeedsLayout()``, ``layoutIfNeeded()`` and ``layoutSublayers()``.
extension Layer {
    /// Marks the layer so the next ``layoutIfNeeded()`` lays out its sublayers.
    public func setNeedsLayout() { needsLayout = true }

    /// Lays out this layer and every layer below it that needs it, parents
    /// before children, iteratively (deep trees do not overflow the stack).
    public func layoutIfNeeded() {
        var pending: [Layer] = [self]
        while let layer = pending.popLast() {
            if layer.needsLayout {
                layer.needsLayout = false
                layer.performLayoutSublayers()
            }
            pending.append(contentsOf: layer.sublayers.reversed())
        }
    }
}
