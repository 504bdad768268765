/// What a collection view shows: its sections, items, cells and
/// supplementary views. The two item methods are required; the others
/// have defaults (UIKit's are optional).
/// [Apple's documentation](https://developer.apple.com/documentation/uikit/uicollectionviewdatasource)
@preconcurrency @MainActor
public protocol UICollectionViewDataSource: AnyObject {
    /// The number of items in `section`.
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int
    /// The cell of the item at `indexPath`, usually from `dequeueReusableCell(withReuseIdentifier:for:)`.
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    /// The number of sections; 1 by default.
    func numberOfSections(in collectionView: UICollectionView) -> Int
    /// The supplementary view of `kind` (a header or footer) the layout places at `indexPath`.
    /// The default gives an empty view, where UIKit raises an exception.
    func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView
}

extension UICollectionViewDataSource {
    /// One section.
    public func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }
    /// An empty view.
    public func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView { UICollectionReusableView() }
}

/// What a collection view tells of display and selection. Every method has a default that does nothing.
/// [Apple's documentation](https://developer.apple.com/documentation/uikit/uicollectionviewdelegate)
@preconcurrency @MainActor
public protocol UICollectionViewDelegate: UIScrollViewDelegate {
    /// Called once per load for each cell, after it has its frame.
    func collectionView(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath)
    /// The item was selected by the user.
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath)
    /// The item was deselected by the user.
    func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath)
    /// Whether the item can be selected; true by default.
    func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool
    /// Whether the item highlights when touched; true by default.
    func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool
}

extension UICollectionViewDelegate {
    /// Nothing.
    public func collectionView(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {}
    /// Nothing.
    public func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {}
    /// Nothing.
    public func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {}
    /// Items can be selected.
    public func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool { true }
    /// Items highlight.
    public func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool { true }
}

/// A collection view delegate that sizes and spaces a flow layout's items
/// per section and item. Every method defaults to the layout's own property.
/// [Apple's documentation](https://developer.apple.com/documentation/uikit/uicollectionviewdelegateflowlayout)
@preconcurrency @MainActor
public protocol UICollectionViewDelegateFlowLayout: UICollectionViewDelegate {
    /// The size of the item at `indexPath`.
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath
    ) -> CGSize
    /// The insets of `section`.
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, insetForSectionAt section: Int
    ) -> UIEdgeInsets
    /// The line spacing of `section`.
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        minimumLineSpacingForSectionAt section: Int
    ) -> CGFloat
    /// The item spacing of `section`.
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        minimumInteritemSpacingForSectionAt section: Int
    ) -> CGFloat
    /// The header size of `section`.
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        referenceSizeForHeaderInSection section: Int
    ) -> CGSize
    /// The footer size of `section`.
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        referenceSizeForFooterInSection section: Int
    ) -> CGSize
}

extension UICollectionViewDelegateFlowLayout {
    /// The layout's item size.
    public func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath
    ) -> CGSize { (collectionViewLayout as? UICollectionViewFlowLayout)?.itemSize ?? .zero }
    /// The layout's section inset.
    public func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, insetForSectionAt section: Int
    ) -> UIEdgeInsets { (collectionViewLayout as? UICollectionViewFlowLayout)?.sectionInset ?? .zero }
    /// The layout's line spacing.
    public func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        minimumLineSpacingForSectionAt section: Int
    ) -> CGFloat { (collectionViewLayout as? UICollectionViewFlowLayout)?.minimumLineSpacing ?? 0 }
    /// The layout's item spacing.
    public func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        minimumInteritemSpacingForSectionAt section: Int
    ) -> CGFloat { (collectionViewLayout as? UICollectionViewFlowLayout)?.minimumInteritemSpacing ?? 0 }
    /// The layout's header size.
    public func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        referenceSizeForHeaderInSection section: Int
    ) -> CGSize { (collectionViewLayout as? UICollectionViewFlowLayout)?.headerReferenceSize ?? .zero }
    /// The layout's footer size.
    public func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        referenceSizeForFooterInSection section: Int
    ) -> CGSize { (collectionViewLayout as? UICollectionViewFlowLayout)?.footerReferenceSize ?? .zero }
}
