import HeadlessGeometry

/// Measuring views whose natural size is fixed in one axis or both.
extension View {
    /// The ``intrinsicContentSize``, with the current bounds' length in each
    /// axis that has no intrinsic metric: what `sizeThatFits` gives for a
    /// control of fixed height (a slider) or fixed size (a switch).
    func intrinsicSizeKeepingBounds() -> Size {
        let natural = intrinsicContentSize
        return Size(
            width: natural.width == View.noIntrinsicMetric ? bounds.width : natural.width,
            height: natural.height == View.noIntrinsicMetric ? bounds.height : natural.height)
    }
}
