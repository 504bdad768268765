import Geometry

/// Giving views and guides their solved frames, and the engine's answers to
/// ``View/systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)``
/// and ``View/hasAmbiguousLayout``.
extension LayoutEngine {
    /// Sets the frame of every view the constraints position (parents
    /// first) and the layout frame of every guide, rounded to the pixel grid
    /// of the root's display scale as UIKit rounds them.
    func applyFrames(root: View, views: [View]) {
        let scale = root.traitCollection.displayScale.isFinite && root.traitCollection.displayScale > 0
            ? root.traitCollection.displayScale : 1
        for view in views where view !== root && !view.translatesAutoresizingMaskIntoConstraints {
            guard let superview = view.superview, let solved = solvedRect(of: view) else { continue }
            let frame = Self.relative(Self.rounded(solved, scale: scale), to: superview, root: root)
            if view.frame != frame { view.frame = frame }
        }
        for view in views {
            for guide in view.autoLayout.guides + [view.autoLayout.marginsGuide, view.autoLayout.safeAreaGuide].compactMap({ $0 }) {
                guard let solved = solvedRect(of: guide) else { continue }
                guide.layoutFrame = Self.relative(Self.rounded(solved, scale: scale), to: view, root: root)
            }
        }
    }

    /// `rect` (relative to the root's top-left corner) in `view`'s coordinates.
    private static func relative(_ rect: Rect, to view: View, root: View) -> Rect {
        let origin = view.rect(view.bounds, inAncestor: root).origin
        return Rect(x: rect.minX - origin.x + view.bounds.minX, y: rect.minY - origin.y + view.bounds.minY,
                    width: rect.width, height: rect.height)
    }

    /// `rect` with each edge on the nearest pixel boundary; an empty size for a negative one.
    private static func rounded(_ rect: Rect, scale: Double) -> Rect {
        func snap(_ value: Double) -> Double { (value * scale).rounded() / scale }
        let x0 = snap(rect.minX), y0 = snap(rect.minY)
        return Rect(x: x0, y: y0, width: max(0, snap(rect.minX + rect.width) - x0), height: max(0, snap(rect.minY + rect.height) - y0))
    }

    /// The size the constraints give `view` when its size is pulled towards `target`.
    static func fittingSize(of view: View, target: Size, priorities: (LayoutPriority, LayoutPriority)) -> Size {
        let engine = LayoutEngine()
        engine.solve(root: view, views: view.subtree, sizing: .fitting(target, horizontal: priorities.0, vertical: priorities.1))
        return engine.solvedRect(of: view)?.size ?? view.bounds.size
    }

    /// Whether the constraints of `view`'s tree leave its frame undetermined.
    static func isAmbiguous(_ view: View) -> Bool {
        let root = view.rootView
        let engine = LayoutEngine()
        engine.solve(root: root, views: root.subtree, sizing: .fixed)
        let f = engine.frame(of: view)
        return [f.x, f.y, f.width, f.height].contains { engine.solver.isAmbiguous($0) }
    }
}
