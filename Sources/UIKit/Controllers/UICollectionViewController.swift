/// A view controller whose view is a collection view, and which is its
/// data source and delegate. Subclasses override the data source methods
/// they answer; the defaults show no items.
/// [Apple's documentation](https://developer.apple.com/documentation/uikit/uicollectionviewcontroller)
@preconcurrency @MainActor
open class UICollectionViewController: UIViewController, UICollectionViewDataSource, UICollectionViewDelegate {
    /// The layout the collection view is made with.
    private let layout: UICollectionViewLayout

    /// A controller whose collection view has `layout`.
    public init(collectionViewLayout layout: UICollectionViewLayout) {
        self.layout = layout
        super.init(nibName: nil, bundle: nil)
    }

    /// There are no archives to decode view controllers from here: returns nil.
    public required init?(coder: NSCoder) { return nil }

    /// The collection view, which is the view (loaded on first use).
    open var collectionView: UICollectionView! {
        get { view as? UICollectionView }
        set { view = newValue }
    }

    /// The layout of the collection view.
    open var collectionViewLayout: UICollectionViewLayout { collectionView?.collectionViewLayout ?? layout }

    /// Whether the selection is cleared when the view appears; kept for code that sets it.
    open var clearsSelectionOnViewWillAppear = true

    /// Makes a collection view the size of the screen with the controller's layout, this controller as its data source and delegate.
    open override func loadView() {
        let collection = UICollectionView(frame: UIScreen.main.bounds, collectionViewLayout: layout)
        collection.dataSource = self
        collection.delegate = self
        view = collection
    }

    // MARK: Data source

    /// One section.
    open func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }
    /// No items.
    open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 0 }
    /// A plain cell (never asked for while there are no items).
    open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        UICollectionViewCell()
    }
    /// An empty view.
    open func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView { UICollectionReusableView() }

    // MARK: Delegate

    /// Nothing.
    open func collectionView(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {}
    /// Nothing.
    open func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {}
    /// Nothing.
    open func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {}
    /// Items can be selected.
    open func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool { true }
    /// Items highlight.
    open func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool { true }
    /// Nothing.
    open func scrollViewDidScroll(_ scrollView: UIScrollView) {}
}
