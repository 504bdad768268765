import HeadlessGeometry

/// Replacing values that are not finite numbers, for geometry set from outside (NaN or infinite offsets, sizes, insets).
extension Double {
    /// The value when it is a finite number, else `fallback`.
    func finite(or fallback: Double) -> Double { isFinite ? self : fallback }
}

extension EdgeInsets {
    /// The insets with every edge that is not a finite number set to 0.
    var finiteOrZero: EdgeInsets {
        EdgeInsets(top: top.finite(or: 0), left: left.finite(or: 0), bottom: bottom.finite(or: 0), right: right.finite(or: 0))
    }

    /// The sum of both insets, edge by edge.
    static func + (a: EdgeInsets, b: EdgeInsets) -> EdgeInsets {
        EdgeInsets(top: a.top + b.top, left: a.left + b.left, bottom: a.bottom + b.bottom, right: a.right + b.right)
    }
}

extension Size {
    /// The size with each side that is negative or not a finite number set to 0.
    var finiteOrZero: Size { Size(width: max(0, width.finite(or: 0)), height: max(0, height.finite(or: 0))) }
}
