import HeadlessGeometry

/// Geometry and appearance, forwarded to the layer as `UIView` does.
extension View {
    /// The value of a dimension that has no intrinsic size.
    public static let noIntrinsicMetric: Double = -1

    /// The view's rectangle in its superview's coordinate space. Setting a new
    /// size resizes the subviews by their ``autoresizingMask``.
    public var frame: Rect {
        get { layer.frame }
        set { resizeLayer(\.frame, to: newValue) }
    }

    /// The view's own coordinate space.
    public var bounds: Rect {
        get { layer.bounds }
        set { resizeLayer(\.bounds, to: newValue) }
    }

    /// The centre of the frame, in the superview's coordinate space (the layer's position).
    public var center: Point {
        get { layer.position }
        set { layer.position = newValue }
    }

    /// The transform applied about the centre.
    public var transform: AffineTransform {
        get { layer.transform }
        set { layer.transform = newValue }
    }

    /// The opacity of the view and its subtree (the layer's group opacity).
    public var alpha: Double {
        get { layer.opacity }
        set { layer.opacity = newValue }
    }

    /// Whether the view and its subtree are left out of rendering and of stack view arrangement.
    public var isHidden: Bool {
        get { layer.isHidden }
        set {
            layer.isHidden = newValue
            superview?.setNeedsLayout()
        }
    }

    /// Whether subviews are clipped to the (rounded) bounds.
    public var clipsToBounds: Bool {
        get { layer.masksToBounds }
        set { layer.masksToBounds = newValue }
    }

    /// The window the view is in, if any.
    public var window: Window? {
        var node: View? = self
        while let current = node {
            if let window = current as? Window { return window }
            node = current.superview
        }
        return nil
    }

    /// Sets the layer's `rect` (its frame or bounds) to `value`, then resizes
    /// the subviews by their ``autoresizingMask`` from the old bounds size.
    private func resizeLayer(_ rect: ReferenceWritableKeyPath<Layer, Rect>, to value: Rect) {
        let old = layer.bounds.size
        layer[keyPath: rect] = value
        applyAutoresizing(from: old)
    }
}
