import Foundation
import HeadlessGeometry

/// Where and how a collection view shows one element, as
/// `UICollectionViewLayoutAttributes`: a cell (no ``elementKind``) or a
/// supplementary view of a kind, with its frame in content coordinates.
public struct CollectionLayoutAttributes: Equatable, Sendable {
    /// The element's index path (an item's, or a section's supplementary view's).
    public var indexPath: IndexPath
    /// The kind of supplementary view, or nil for a cell.
    public var elementKind: String?
    /// The frame in the collection view's content.
    public var frame: Rect
    /// The opacity; 1 by default.
    public var alpha = 1.0
    /// Whether the element is hidden; false by default.
    public var isHidden = false
    /// The order among overlapping elements; 0 by default (cells), higher drawn above.
    public var zIndex = 0

    /// Attributes of the cell at `indexPath` with `frame`.
    public init(cellAt indexPath: IndexPath, frame: Rect) {
        self.indexPath = indexPath
        self.frame = frame
    }

    /// Attributes of the supplementary view of `kind` at `indexPath` with `frame`.
    public init(supplementaryOfKind kind: String, at indexPath: IndexPath, frame: Rect) {
        self.indexPath = indexPath
        elementKind = kind
        self.frame = frame
    }
}

/// How a collection view's elements are placed: given the collection view
/// (its bounds, insets and loaded cells, which it can measure), every
/// element's attributes and the content size.
@MainActor
public protocol CollectionViewLayout: AnyObject {
    /// Places every element of `collectionView`, whose data is loaded.
    func layout(in collectionView: CollectionView) -> CollectionLayoutResult
}

/// What a layout pass gives: the elements' attributes and the content size.
public struct CollectionLayoutResult: Sendable {
    /// Every element, cells and supplementary views.
    public var attributes: [CollectionLayoutAttributes]
    /// The size of the content.
    public var contentSize: Size
    /// Lines between elements, in content coordinates (list layouts' separators).
    public var separators: [Rect]
    /// Shapes drawn behind the cells (list sections' backgrounds).
    public var decorations: [CollectionLayoutDecoration]
    /// The colour behind the content when the collection view has none of its own; nil for `systemBackground`.
    public var backgroundColor: DynamicColor?

    /// A result with these attributes, content size, separators, decorations and background.
    public init(
        attributes: [CollectionLayoutAttributes], contentSize: Size, separators: [Rect] = [],
        decorations: [CollectionLayoutDecoration] = [], backgroundColor: DynamicColor? = nil
    ) {
        self.attributes = attributes
        self.contentSize = contentSize
        self.separators = separators
        self.decorations = decorations
        self.backgroundColor = backgroundColor
    }
}

/// A coloured shape a layout draws behind the cells, such as a list section's background.
public struct CollectionLayoutDecoration: Sendable {
    /// Where it is, in content coordinates.
    public var frame: Rect
    /// Its colour.
    public var color: DynamicColor
    /// The radius of its corners.
    public var cornerRadius: Double

    /// A decoration of `color` at `frame`.
    public init(frame: Rect, color: DynamicColor, cornerRadius: Double = 0) {
        self.frame = frame
        self.color = color
        self.cornerRadius = cornerRadius
    }
}
