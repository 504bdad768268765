internal import HeadlessGeometry

/// What navigation and tab bar controllers share: adopting their child
/// controllers, showing one child's view under their bar, and giving that
/// view the bar's room as added safe area.
extension UIViewController {
    /// `controllers` without repeats or this controller, made this
    /// controller's children in place of `current`, whose others leave (their views too).
    func adoptChildren(_ controllers: [UIViewController], replacing current: [UIViewController]) -> [UIViewController] {
        var unique: [UIViewController] = []
        for controller in controllers where controller !== self && !unique.contains(where: { $0 === controller }) {
            unique.append(controller)
        }
        for old in current where !unique.contains(where: { $0 === old }) {
            old.willMove(toParent: nil)
            if old.isViewLoaded { old.view.removeFromSuperview() }
            old.removeFromParent()
        }
        for controller in unique where controller.parent !== self {
            addChild(controller)
            controller.didMove(toParent: self)
        }
        return unique
    }

    /// Shows `shown`'s view filling this controller's (loaded) view below
    /// `bar`, after taking the loaded views of `others` out.
    func showChildView(of shown: UIViewController?, hiding others: [UIViewController], below bar: UIView) {
        guard let container = viewIfLoaded else { return }
        for controller in others where controller !== shown && controller.isViewLoaded { controller.view.removeFromSuperview() }
        guard let shown else { return }
        let content: UIView = shown.view
        content.frame = container.bounds
        content.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        if content.superview !== container { container.insertSubview(content, belowSubview: bar) }
        container.setNeedsLayout()
    }

    /// Gives `child`'s loaded view its own additional safe-area insets plus `bar`'s room, when they changed.
    func addSafeArea(_ bar: EdgeInsets, toViewOf child: UIViewController?) {
        guard let child, child.isViewLoaded else { return }
        let own = child.additionalSafeAreaInsets.geometry
        let wanted = EdgeInsets(top: own.top + bar.top, left: own.left + bar.left, bottom: own.bottom + bar.bottom, right: own.right + bar.right)
        if child.view.backing.additionalSafeAreaInsets != wanted { child.view.backing.additionalSafeAreaInsets = wanted }
    }

    /// The nearest ancestor controller of type `Container`, if any.
    func nearestAncestor<Container: UIViewController>(_ type: Container.Type) -> Container? {
        var node = parent
        while let controller = node {
            if let container = controller as? Container { return container }
            node = controller.parent
        }
        return nil
    }
}
