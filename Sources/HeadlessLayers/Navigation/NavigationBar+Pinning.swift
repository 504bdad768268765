/// Placing a bar below the status bar, as a navigation controller places its bar.
extension NavigationBar {
    /// Pins the bar to the top of `view`'s safe area (below the status bar or
    /// the sensor housing) and to its leading and trailing edges, its height
    /// its own (``intrinsicContentSize``), and makes it ``BarPosition/topAttached``
    /// so its background reaches up under the status bar, as UIKit draws a
    /// navigation controller's bar. Turns off
    /// ``View/translatesAutoresizingMaskIntoConstraints``. The bar must be in
    /// `view`'s tree (add it first).
    ///
    /// - Returns: the constraints made and activated.
    /// - Throws: ``LayoutError`` when the bar is not in `view`'s tree.
    @discardableResult
    public func pinToSafeAreaTop(of view: View) throws(LayoutError) -> [LayoutConstraint] {
        let constraints = [
            topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            leadingAnchor.constraint(equalTo: view.leadingAnchor),
            trailingAnchor.constraint(equalTo: view.trailingAnchor),
        ]
        try LayoutConstraint.activate(constraints)
        translatesAutoresizingMaskIntoConstraints = false
        barPosition = .topAttached
        return constraints
    }
}
