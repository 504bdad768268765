import Foundation
import HeadlessGeometry
import Testing

@testable import HeadlessLayers

/// A collection view's data source that can answer wrongly.
@MainActor
private final class Items: CollectionViewDataSource {
    var sections = 1
    var items = 3
    var repeatsFirstCell = false
    private lazy var first = View()

    func numberOfSections(in collectionView: CollectionView) -> Int { sections }
    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { items }
    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> View {
        repeatsFirstCell ? first : View()
    }
}

/// What a collection view and its layouts do with bad input: clamped or
/// left out and listed in its issues, never a crash or a hang.
@Suite @MainActor struct CollectionViewBadInputTests {
    @Test func negativeCountsShowNothingAndAreListed() {
        let items = Items()
        items.sections = -2
        let collection = CollectionView(frame: Rect(x: 0, y: 0, width: 320, height: 480))
        collection.dataSource = items
        #expect(collection.numberOfSections == 0 && collection.issues == [.negativeSectionCount(-2)])
        items.sections = 1
        items.items = -4
        collection.reloadData()
        #expect(collection.numberOfItems(inSection: 0) == 0 && collection.issues == [.negativeItemCount(section: 0, count: -4)])
    }

    @Test func tooManyItemsAreCutAtTheLimit() {
        let items = Items()
        items.items = CollectionView.maximumItemCount + 5
        let layout = FlowLayout()
        layout.itemSize = Size(width: 320, height: 1)
        let collection = CollectionView(frame: Rect(x: 0, y: 0, width: 320, height: 480), layout: layout)
        collection.dataSource = items
        #expect(collection.numberOfItems(inSection: 0) == CollectionView.maximumItemCount)
        #expect(collection.issues == [.tooManyItems(limit: CollectionView.maximumItemCount)])
    }

    @Test func aCellGivenTwiceIsReplacedAndListed() {
        let items = Items()
        items.repeatsFirstCell = true
        let collection = CollectionView(frame: Rect(x: 0, y: 0, width: 320, height: 480))
        collection.dataSource = items
        collection.layoutIfNeeded()
        #expect(collection.issues.count == 2)
        #expect(collection.loadedCell(at: IndexPath(item: 1, section: 0)) !== collection.loadedCell(at: IndexPath(item: 0, section: 0)))
    }

    @Test func nonFiniteAndNegativeFlowSizesAreTakenAsZero() {
        let layout = FlowLayout()
        layout.itemSize = Size(width: .nan, height: -10)
        layout.sectionInset = EdgeInsets(top: .infinity, left: .nan, bottom: 0, right: 0)
        layout.minimumLineSpacing = -.infinity
        let collection = CollectionView(frame: Rect(x: 0, y: 0, width: 320, height: 480), layout: layout)
        let items = Items()
        collection.dataSource = items
        collection.layoutIfNeeded()
        #expect(collection.layoutAttributes.allSatisfy { $0.frame.width == 0 && $0.frame.height == 0 && $0.frame.minX.isFinite })
        #expect(collection.contentSize.height.isFinite)
    }

    @Test func compositionalGroupsThatTakeNoRoomOrNoItemsEnd() {
        let empty = CompositionalSection(
            group: CompositionalGroup(axis: .horizontal, size: CompositionalSize(width: .fractionalWidth(1), height: .absolute(50)), elements: []))
        let zeroWidth = CompositionalItem(size: CompositionalSize(width: .absolute(0), height: .absolute(10)))
        let repeating = CompositionalSection(
            group: CompositionalGroup(
                axis: .horizontal, size: CompositionalSize(width: .fractionalWidth(1), height: .absolute(10)), elements: [.item(zeroWidth)]))
        let layout = CompositionalLayout { index, _ in index == 0 ? empty : repeating }
        let collection = CollectionView(frame: Rect(x: 0, y: 0, width: 320, height: 480), layout: layout)
        let items = Items()
        items.sections = 2
        items.items = 5
        collection.dataSource = items
        collection.layoutIfNeeded()
        // The empty group places nothing; zero-width items all fit in one group.
        #expect(collection.layoutAttributes.filter { $0.indexPath.section == 0 }.isEmpty)
        #expect(collection.layoutAttributes.filter { $0.indexPath.section == 1 }.count == 5)
        #expect(Set(collection.layoutAttributes.map(\.frame.minY)) == [0])
    }
}
