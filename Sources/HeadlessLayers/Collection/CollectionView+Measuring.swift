import Foundation
import HeadlessGeometry

/// Measuring cells and supplementary views for self-sizing layouts.
extension CollectionView {
    /// The size `view` fits: its face's preferred size (a UIKit cell's
    /// `preferredLayoutAttributesFitting(_:)`), else its constraints' fitting size near `estimate`
    /// (with `fixedWidth` as a required width when given), else its own
    /// `sizeThatFits`, else `estimate` (a view that gives no size keeps the estimate).
    public func fittingSize(of view: View, estimate: Size, fixedWidth: Double? = nil) -> Size {
        if let face = view.face as? any SelfSizingFace, let preferred = face.facePreferredSize(estimate: estimate, fixedWidth: fixedWidth) {
            return Size(width: fixedWidth ?? preferred.width, height: preferred.height).finiteOrZero
        }
        let target = Size(width: fixedWidth ?? estimate.width, height: estimate.height)
        var size = view.systemLayoutSizeFitting(
            fixedWidth == nil ? target : Size(width: target.width, height: 0),
            withHorizontalFittingPriority: fixedWidth == nil ? .fittingSizeLevel : .required, verticalFittingPriority: .fittingSizeLevel)
        if !(size.width > 0 && size.height > 0 && size.width.isFinite && size.height.isFinite) {
            size = view.measuredSize(fitting: target)
        }
        let width = fixedWidth ?? (size.width > 0 && size.width.isFinite ? size.width : estimate.width)
        let height = size.height > 0 && size.height.isFinite ? size.height : estimate.height
        return Size(width: width, height: height)
    }

    /// The width and height the content is laid out in: the bounds less the
    /// adjusted content inset, and less the safe area or layout margins when `reference` says so.
    public func layoutArea(reference: SectionInsetReference) -> (width: Double, height: Double, insets: EdgeInsets) {
        let adjusted = adjustedContentInset
        let extra: EdgeInsets =
            switch reference {
            case .fromContentInset: .zero
            case .fromSafeArea:
                EdgeInsets(
                    top: max(0, safeAreaInsets.top - adjusted.top), left: max(0, safeAreaInsets.left - adjusted.left),
                    bottom: max(0, safeAreaInsets.bottom - adjusted.bottom), right: max(0, safeAreaInsets.right - adjusted.right))
            case .fromLayoutMargins: layoutMargins
            }
        return (
            max(0, bounds.width - adjusted.horizontal - extra.horizontal), max(0, bounds.height - adjusted.vertical - extra.vertical), extra
        )
    }
}

/// What a section's insets are measured from, as
/// `UICollectionViewFlowLayout.SectionInsetReference`.
public enum SectionInsetReference: Sendable {
    /// The content inset (the default).
    case fromContentInset
    /// The safe area.
    case fromSafeArea
    /// The layout margins.
    case fromLayoutMargins
}

/// The face of a view that sizes itself in a collection view (a UIKit
/// cell or supplementary view, whose `preferredLayoutAttributesFitting(_:)`
/// subclasses override).
@MainActor
package protocol SelfSizingFace: ViewFace {
    /// The size the view prefers near `estimate`, its width fixed when
    /// `fixedWidth` is given; nil to let the collection view measure it.
    func facePreferredSize(estimate: Size, fixedWidth: Double?) -> Size?
}
