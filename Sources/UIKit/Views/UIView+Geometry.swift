internal import HeadlessGeometry
internal import HeadlessLayers

/// Geometry and appearance, stored by the engine view and its layer.
extension UIView {
    /// The view's rectangle in its superview's coordinates.
    public var frame: CGRect {
        get { CGRect(backing.frame) }
        set { backing.frame = Rect(newValue) }
    }

    /// The view's own coordinate space: its origin and size.
    public var bounds: CGRect {
        get { CGRect(backing.bounds) }
        set { backing.bounds = Rect(newValue) }
    }

    /// The centre of the frame, in the superview's coordinates.
    public var center: CGPoint {
        get { CGPoint(backing.center) }
        set { backing.center = Point(newValue) }
    }

    /// The transform applied about the centre.
    public var transform: CGAffineTransform {
        get { CGAffineTransform(backing.transform) }
        set { backing.transform = newValue.geometry }
    }

    /// The transform applied about the centre, in three dimensions: the
    /// layer's `transform`.
    /// [Apple's documentation](https://developer.apple.com/documentation/uikit/uiview/transform3d)
    public var transform3D: CATransform3D {
        get { layer.transform }
        set { layer.transform = newValue }
    }

    /// The view's opacity, 0 to 1.
    public var alpha: CGFloat {
        get { CGFloat(backing.alpha) }
        set { backing.alpha = Double(newValue) }
    }

    /// Whether the view and its subviews are left out of drawing (and of stack views' arrangement).
    public var isHidden: Bool {
        get { backing.isHidden }
        set { backing.isHidden = newValue }
    }

    /// Whether subviews are clipped to the bounds.
    public var clipsToBounds: Bool {
        get { backing.clipsToBounds }
        set { backing.clipsToBounds = newValue }
    }

    /// The layer that draws the view.
    public var layer: CALayer { layerFace }

    /// The background colour, resolved for the view's traits; none by default.
    public var backgroundColor: UIColor? {
        get { colors.background }
        set {
            colors.background = newValue
            backing.backgroundColor = newValue?.dynamic
        }
    }

    /// The tint colour of this view and its subtree: set, or inherited
    /// from the superview (the system blue at the root).
    public var tintColor: UIColor! {
        get { colors.tint ?? UIColor(backing.effectiveTintColor) }
        set {
            colors.tint = newValue
            backing.tintColor = newValue?.dynamic
            notifyTintColorDidChange()
        }
    }

    /// Calls `tintColorDidChange()` on this view and on the views below it that inherit its tint.
    private func notifyTintColorDidChange() {
        var pending = [backing]
        while let view = pending.popLast() {
            let face = view.face as? UIView
            if view !== backing, face?.colors.tint != nil { continue }
            face?.tintColorDidChange()
            pending.append(contentsOf: view.subviews)
        }
    }

    /// How the view's frame follows its superview's size changes.
    public var autoresizingMask: UIView.AutoresizingMask {
        get { UIView.AutoresizingMask(rawValue: UInt(backing.autoresizingMask.rawValue)) }
        set { backing.autoresizingMask = HeadlessLayers.AutoresizingMask(rawValue: Int(newValue.rawValue)) }
    }

    /// Converts `point` from this view's coordinates to `view`'s (the window's when nil).
    public func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
        CGPoint(backing.layer.convert(Point(point), to: (view?.backing ?? backing.rootView).layer))
    }

    /// Converts `point` from `view`'s coordinates (the window's when nil) to this view's.
    public func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
        CGPoint((view?.backing ?? backing.rootView).layer.convert(Point(point), to: backing.layer))
    }

    /// Converts `rect` from this view's coordinates to `view`'s: the box around its converted corners.
    public func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
        CGRect.bounding(corners(of: rect).map { convert($0, to: view) })
    }

    /// Converts `rect` from `view`'s coordinates to this view's: the box around its converted corners.
    public func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
        CGRect.bounding(corners(of: rect).map { convert($0, from: view) })
    }

    /// The four corners of `rect`.
    private func corners(of rect: CGRect) -> [CGPoint] {
        [
            CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
            CGPoint(x: rect.minX, y: rect.maxY), CGPoint(x: rect.maxX, y: rect.maxY),
        ]
    }

    /// How the frame follows the superview's size: which margins and lengths stretch.
    public struct AutoresizingMask: OptionSet, Hashable, Sendable {
        /// The mask as bits.
        public let rawValue: UInt
        /// A mask from bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// The left margin stretches.
        public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
        /// The width stretches.
        public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
        /// The right margin stretches.
        public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
        /// The top margin stretches.
        public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
        /// The height stretches.
        public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
        /// The bottom margin stretches.
        public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
    }
}

extension CGRect {
    /// The smallest rectangle holding `points`.
    static func bounding(_ points: [CGPoint]) -> CGRect {
        let xs = points.map(\.x), ys = points.map(\.y)
        guard let minX = xs.min(), let maxX = xs.max(), let minY = ys.min(), let maxY = ys.max() else { return .null }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}
