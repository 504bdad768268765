internal import HeadlessGeometry
internal import HeadlessLayers

/// Drawing a view's hierarchy into a context, as apps make images of views.
extension UIView {
    /// Draws the view and its subviews as they appear on screen into the
    /// current context (``UIGraphicsGetCurrentContext()``), the view's bounds
    /// scaled to fill `rect`. Visual effect views blur what lies behind them,
    /// as on screen; `afterScreenUpdates` has no effect, since the tree is
    /// laid out first either way.
    ///
    /// - Returns: false when there is no current context or the view's
    ///   geometry cannot be drawn (NaN, infinite or negative frames, an empty bounds).
    /// [Apple's documentation](https://developer.apple.com/documentation/uikit/uiview/drawhierarchy(in:afterscreenupdates:))
    @discardableResult
    public func drawHierarchy(in rect: CGRect, afterScreenUpdates: Bool) -> Bool {
        guard let context = UIGraphicsGetCurrentContext(), bounds.width > 0, bounds.height > 0 else { return false }
        context.saveGState()
        defer { context.restoreGState() }
        context.translateBy(x: rect.minX, y: rect.minY)
        context.scaleBy(x: rect.width / bounds.width, y: rect.height / bounds.height)
        context.translateBy(x: -bounds.minX, y: -bounds.minY)
        return (try? backing.drawHierarchy(in: context.canvas)) != nil
    }
}
