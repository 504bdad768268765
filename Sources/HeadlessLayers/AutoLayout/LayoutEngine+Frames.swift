import HeadlessGeometry

/// Giving views and guides their solved frames, and the engine's answers to
/// ``View/systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)``
/// and ``View/hasAmbiguousLayout``.
extension LayoutEngine {
    /// Sets the frame of every view the constraints of `request` position
    /// and the layout frame of every guide they name, rounded to the pixel
    /// grid of the root's display scale as UIKit rounds them. The views are
    /// in tree order, so each superview's place is known before its subviews'.
    func applyFrames(of request: LayoutRequest) {
        let root = request.root

        let scale = root.traitCollection.displayScale
        let solver = self.solver  // once, not per view: reading a struct property of a class copies it
        // The top-left corner of each view's bounds, relative to the root's.
        var corners: [ObjectIdentifier: Point] = [ObjectIdentifier(root): .zero]
        for view in request.descendants {
            guard let superview = view.superview, let corner = corners[ObjectIdentifier(superview)] else { continue }
            if !view.translatesAutoresizingMaskIntoConstraints {
                let solved = Self.rounded(Self.rect(of: view, in: solver), scale: scale)
                let frame = Rect(
                    x: solved.minX - corner.x + superview.bounds.minX, y: solved.minY - corner.y + superview.bounds.minY,
                    width: solved.width, height: solved.height)
                if view.frame != frame { view.frame = frame }
            }
            let frame = view.frame
            corners[ObjectIdentifier(view)] = Point(
                x: corner.x + frame.minX - superview.bounds.minX,
                y: corner.y + frame.minY - superview.bounds.minY)
        }
        for guide in request.guides {
            guard let view = guide.owningView, let corner = corners[ObjectIdentifier(view)] else { continue }
            let solved = Self.rounded(Self.rect(of: guide, in: solver), scale: scale)
            guide.layoutFrame = Rect(
                x: solved.minX - corner.x + view.bounds.minX, y: solved.minY - corner.y + view.bounds.minY,
                width: solved.width, height: solved.height)
        }
    }

    /// `rect` with each edge on the nearest pixel boundary; an empty size for a negative one.
    private static func rounded(_ rect: Rect, scale: Double) -> Rect {
        func snap(_ value: Double) -> Double { value.roundedToPixels(scale: scale) }
        let x0 = snap(rect.minX), y0 = snap(rect.minY)
        return Rect(x: x0, y: y0, width: max(0, snap(rect.minX + rect.width) - x0), height: max(0, snap(rect.minY + rect.height) - y0))
    }

    /// The size the constraints give `view` when its size is pulled towards `target`.
    static func fittingSize(of view: View, target: Size, priorities: (LayoutPriority, LayoutPriority)) -> Size {
        let engine = LayoutEngine()
        engine.solve(root: view, views: view.subtree, sizing: .fitting(target, horizontal: priorities.0, vertical: priorities.1))
        return rect(of: view, in: engine.solver).size
    }

    /// Whether the constraints of `view`'s tree leave its frame undetermined.
    static func isAmbiguous(_ view: View) -> Bool {
        let root = view.rootView
        let engine = LayoutEngine()
        engine.solve(root: root, views: root.subtree, sizing: .fixed)
        let f = view.layoutVariables
        return [f.x, f.y, f.width, f.height].contains { engine.solver.isAmbiguous($0) }
    }
}
