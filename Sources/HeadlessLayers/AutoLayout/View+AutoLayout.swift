import Foundation
import HeadlessGeometry

/// Auto Layout on views, with UIKit's names: constraints, intrinsic sizes
/// and their priorities, the update-constraints pass, fitting sizes,
/// ambiguity and the issues the engine reported.
extension View {
    /// Whether the view's frame is fixed as set (true, the default, as UIKit
    /// turns an autoresizing mask into constraints) or solved from constraints (false).
    public var translatesAutoresizingMaskIntoConstraints: Bool {
        get { autoLayout.translatesAutoresizingMaskIntoConstraints }
        set {
            autoLayout.translatesAutoresizingMaskIntoConstraints = newValue
            setNeedsLayout()
        }
    }

    /// The active constraints installed on the view (those whose items' nearest common ancestor it is).
    public var constraints: [LayoutConstraint] { autoLayout.constraints }

    /// How strongly the view resists growing past its ``intrinsicContentSize`` along `axis` (250 by default).
    public func contentHuggingPriority(for axis: LayoutConstraintAxis) -> LayoutPriority {
        axis == .horizontal ? autoLayout.hugging.horizontal : autoLayout.hugging.vertical
    }

    /// Sets how strongly the view resists growing past its intrinsic size along `axis`.
    public func setContentHuggingPriority(_ priority: LayoutPriority, for axis: LayoutConstraintAxis) {
        if axis == .horizontal { autoLayout.hugging.horizontal = priority } else { autoLayout.hugging.vertical = priority }
        setNeedsLayout()
    }

    /// How strongly the view resists shrinking below its ``intrinsicContentSize`` along `axis` (750 by default).
    public func contentCompressionResistancePriority(for axis: LayoutConstraintAxis) -> LayoutPriority {
        axis == .horizontal ? autoLayout.compressionResistance.horizontal : autoLayout.compressionResistance.vertical
    }

    /// Sets how strongly the view resists shrinking below its intrinsic size along `axis`.
    public func setContentCompressionResistancePriority(_ priority: LayoutPriority, for axis: LayoutConstraintAxis) {
        if axis == .horizontal {
            autoLayout.compressionResistance.horizontal = priority
        } else {
            autoLayout.compressionResistance.vertical = priority
        }
        setNeedsLayout()
    }

    /// Tells the layout engine the ``intrinsicContentSize`` changed.
    public func invalidateIntrinsicContentSize() { setNeedsLayout() }

    /// Whether the ``layoutMarginsGuide`` lies inside the safe area (true by default).
    public var insetsLayoutMarginsFromSafeArea: Bool {
        get { autoLayout.insetsLayoutMarginsFromSafeArea }
        set {
            autoLayout.insetsLayoutMarginsFromSafeArea = newValue
            setNeedsLayout()
        }
    }

    /// Whether the view is a view controller's root view that keeps to UIKit's
    /// system minimum margins (`viewRespectsSystemMinimumLayoutMargins`):
    /// then its left and right margins are at least 16 points (20 in a
    /// regular width or from 414 points wide). False by default.
    package var respectsSystemMinimumLayoutMargins: Bool {
        get { autoLayout.respectsSystemMinimumLayoutMargins }
        set {
            autoLayout.respectsSystemMinimumLayoutMargins = newValue
            setNeedsLayout()
        }
    }

    /// The margins in effect: ``layoutMargins``, their left and right raised
    /// to the system minimum when ``respectsSystemMinimumLayoutMargins``, as
    /// `UIView.layoutMargins` reports a controller's root view's.
    package var effectiveLayoutMargins: EdgeInsets {
        var margins = layoutMargins
        guard respectsSystemMinimumLayoutMargins else { return margins }
        let minimum = traitCollection.systemSideMargin(forWidth: bounds.width)
        margins.left = max(margins.left, minimum)
        margins.right = max(margins.right, minimum)
        return margins
    }

    /// How far the window's safe area (its device's ``DeviceProfile/safeAreaInsets``,
    /// grown by the additional safe-area insets of the view and its ancestors)
    /// reaches into the view's bounds on each edge; zero outside a window.
    public var safeAreaInsets: EdgeInsets {
        guard let window else { return .zero }
        let safe = safeRect(in: window), frame = rect(bounds, inAncestor: window)
        return EdgeInsets(
            top: min(max(0, safe.minY - frame.minY), frame.height),
            left: min(max(0, safe.minX - frame.minX), frame.width),
            bottom: min(max(0, frame.maxY - safe.maxY), frame.height),
            right: min(max(0, frame.maxX - safe.maxX), frame.width))
    }

    /// Insets added to the safe area of the view and its subtree, beyond what
    /// its superview's safe area gives, as a view controller's
    /// `additionalSafeAreaInsets` add to its view's (a navigation controller
    /// adds its bar's height to its child's). Zero by default.
    package var additionalSafeAreaInsets: EdgeInsets {
        get { autoLayout.additionalSafeAreaInsets }
        set {
            autoLayout.additionalSafeAreaInsets = newValue.finiteOrZero
            setNeedsLayout()
        }
    }

    /// The views from the top of the window's tree down to this one whose additional safe-area insets are set.
    var viewsAddingSafeArea: [View] {
        var views: [View] = [], node: View? = self
        while let view = node, !(view is Window) {
            if view.autoLayout.additionalSafeAreaInsets != .zero { views.append(view) }
            node = view.superview
        }
        return views.reversed()
    }

    /// The safe area in `window`'s coordinates: the device's, then for each
    /// view adding insets (from the top down), its frame's part of it inset by them.
    func safeRect(in window: Window) -> Rect {
        var safe = window.safeRect
        for view in viewsAddingSafeArea {
            let frame = view.rect(view.bounds, inAncestor: window), added = view.autoLayout.additionalSafeAreaInsets
            let minX = max(safe.minX, frame.minX) + added.left, minY = max(safe.minY, frame.minY) + added.top
            let maxX = min(safe.maxX, frame.maxX) - added.right, maxY = min(safe.maxY, frame.maxY) - added.bottom
            safe = Rect(x: minX, y: minY, width: max(0, maxX - minX), height: max(0, maxY - minY))
        }
        return safe
    }

    /// Marks the view so the next layout pass calls ``updateConstraints()``.
    public func setNeedsUpdateConstraints() {
        autoLayout.needsUpdateConstraints = true
        setNeedsLayout()
    }

    /// Whether ``updateConstraints()`` is due.
    public var needsUpdateConstraints: Bool { autoLayout.needsUpdateConstraints }

    /// Calls ``updateConstraints()`` on every view of the subtree that needs
    /// it, subviews before their superview, as UIKit orders the pass.
    public func updateConstraintsIfNeeded() {
        for view in subtree.reversed() where view.autoLayout.needsUpdateConstraints {
            view.autoLayout.needsUpdateConstraints = false
            view.performUpdateConstraints()
        }
    }

    /// The problems the layout engine met in the view's tree (conflicting
    /// required constraints, refused activations and changes), oldest first.
    public var layoutIssues: [LayoutIssue] { rootView.autoLayout.issues }

    /// Keeps `issue` at the root of the view's tree and writes it to standard error, as UIKit's console does.
    func reportLayoutIssue(_ issue: LayoutIssue) {
        rootView.autoLayout.issues.append(issue)
        FileHandle.standardError.write(Data("\(issue)\n".utf8))
    }

    /// The smallest size the view's constraints allow, for ``systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)``.
    public static let layoutFittingCompressedSize = Size(width: 0, height: 0)
    /// The largest size the view's constraints allow.
    public static let layoutFittingExpandedSize = Size(width: 1e5, height: 1e5)

    /// The size the view's constraints give it when its width and height are
    /// pulled towards `targetSize` with the given priorities (as UIKit's
    /// method of that name): with ``LayoutPriority/required`` horizontally
    /// and ``LayoutPriority/fittingSizeLevel`` vertically, the height of the
    /// content at that width. The view's own frame does not change.
    public func systemLayoutSizeFitting(
        _ targetSize: Size,
        withHorizontalFittingPriority horizontal: LayoutPriority = .fittingSizeLevel,
        verticalFittingPriority vertical: LayoutPriority = .fittingSizeLevel
    ) -> Size {
        updateConstraintsIfNeeded()
        updateTraitsInSubtree()
        return LayoutEngine.fittingSize(of: self, target: targetSize, priorities: (horizontal, vertical))
    }

    /// Whether the constraints leave the view's frame undetermined (more
    /// than one frame satisfies them equally well), checked by a fresh solve
    /// of the tree; false for a view whose frame is not solved from constraints.
    public var hasAmbiguousLayout: Bool {
        guard !translatesAutoresizingMaskIntoConstraints else { return false }
        return LayoutEngine.isAmbiguous(self)
    }

    /// `rect` of the view's coordinates relative to the top-left corner of
    /// `ancestor` (the root when nil), ignoring transforms, as Auto Layout does.
    func rect(_ rect: Rect, inAncestor ancestor: View? = nil) -> Rect {
        var origin = Point(x: rect.minX - bounds.minX, y: rect.minY - bounds.minY)
        var node: View = self
        while node !== ancestor, let parent = node.superview {
            origin = Point(x: origin.x + node.frame.minX - parent.bounds.minX, y: origin.y + node.frame.minY - parent.bounds.minY)
            node = parent
        }
        return Rect(origin: origin, size: rect.size)
    }
}

extension Window {
    /// The safe area of the device's screen, relative to the window's top-left corner.
    var safeRect: Rect { Rect(origin: .zero, size: bounds.size).inset(by: device.safeAreaInsets) }
}
