import HeadlessSnapshot
import Testing
import UIKit

/// A grid of coloured squares with a header, as apps write a flow layout screen.
final class SwatchesViewController: UIViewController, UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
    static let colors: [UIColor] = [.systemRed, .systemOrange, .systemYellow, .systemGreen, .systemTeal, .systemBlue, .systemPurple]
    let layout = UICollectionViewFlowLayout()
    lazy var collectionView = UICollectionView(frame: .zero, collectionViewLayout: layout)

    override func loadView() {
        layout.itemSize = CGSize(width: 90, height: 90)
        layout.sectionInset = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
        layout.headerReferenceSize = CGSize(width: 0, height: 40)
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Swatch")
        collectionView.register(
            TitleHeader.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader, withReuseIdentifier: "Header")
        collectionView.dataSource = self
        collectionView.delegate = self
        view = collectionView
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { Self.colors.count }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Swatch", for: indexPath)
        cell.contentView.backgroundColor = Self.colors[indexPath.item]
        cell.contentView.layer.cornerRadius = 12
        return cell
    }

    func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView {
        let header = collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "Header", for: indexPath)
        (header as? TitleHeader)?.label.text = "Swatches"
        return header
    }

    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath
    ) -> CGSize {
        indexPath.item == 3 ? CGSize(width: 300, height: 60) : layout.itemSize
    }
}

/// A header with a bold title, laid out by hand.
final class TitleHeader: UICollectionReusableView {
    let label = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        label.font = .preferredFont(forTextStyle: .headline)
        addSubview(label)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        label.frame = bounds.insetBy(dx: 10, dy: 0)
    }
}

/// A flow layout subclass that keeps every line's items at the leading edge, as apps write tag clouds.
final class LeadingFlowLayout: UICollectionViewFlowLayout {
    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        guard let attributes = super.layoutAttributesForElements(in: rect) else { return nil }
        var x = sectionInset.left, lineY = -1.0 as CGFloat
        return attributes.map { original in
            guard original.representedElementCategory == .cell, let copy = original.copy() as? UICollectionViewLayoutAttributes else {
                return original
            }
            if copy.frame.minY > lineY {
                x = sectionInset.left
                lineY = copy.frame.minY
            }
            copy.frame.origin.x = x
            x += copy.frame.width + minimumInteritemSpacing
            return copy
        }
    }
}

/// A data source of tags in self-sizing cells.
final class Tags: NSObject, UICollectionViewDataSource {
    let tags = ["Swift", "Linux", "Snapshots", "UIKit", "Auto Layout", "HarfBuzz", "Deterministic", "CI"]

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { tags.count }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: TagCell.reuseIdentifier, for: indexPath)
        (cell as? TagCell)?.titleLabel.text = tags[indexPath.item]
        return cell
    }
}

@Suite("UIKit: collection views")
@MainActor
struct CollectionViewTests {
    @Test("a flow layout: full lines spread out, a lone item centred, the last line from the leading edge; a header")
    func flowLayout() async throws {
        let controller = SwatchesViewController()
        await assertSnapshot(of: controller, device: .iPhoneSE3)
        let collection = controller.collectionView
        // 375 wide, insets 10: 355 points of room. Three 90-point squares spread over the first line; the
        // 300-point item is alone on the second, centred, and 60 tall; the last line starts at the inset, 10 apart.
        let frames = (0..<7).compactMap { collection.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))?.frame }
        #expect(frames.map(\.minX) == [10, 142.5, 275, 37.5, 10, 110, 210])
        #expect(frames.map(\.minY) == [50, 50, 50, 150, 220, 220, 220])
        #expect(
            collection.layoutAttributesForSupplementaryElement(ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))?
                .frame
                == CGRect(x: 0, y: 0, width: 375, height: 40))
        let header = collection.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))
        #expect((header as? TitleHeader)?.label.text == "Swatches")
        #expect(collection.indexPathForItem(at: CGPoint(x: 150, y: 100)) == IndexPath(item: 1, section: 0))
        #expect(collection.numberOfItems(inSection: 0) == 7)
    }

    @Test("self-sizing cells in a layout subclass that moves every line to the leading edge")
    func tagCloud() async throws {
        let layout = LeadingFlowLayout()
        layout.estimatedItemSize = UICollectionViewFlowLayout.automaticSize
        layout.minimumInteritemSpacing = 8
        layout.minimumLineSpacing = 8
        layout.sectionInset = UIEdgeInsets(top: 16, left: 16, bottom: 16, right: 16)
        let collection = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 200), collectionViewLayout: layout)
        collection.register(TagCell.self, forCellWithReuseIdentifier: TagCell.reuseIdentifier)
        let tags = Tags()
        collection.dataSource = tags
        collection.layoutIfNeeded()
        let cells = try (0..<tags.tags.count).map { try #require(collection.cellForItem(at: IndexPath(item: $0, section: 0)) as? TagCell) }
        // Each cell is as wide as its label plus 12-point margins, and lines start at the inset.
        for cell in cells {
            #expect(cell.frame.width == cell.titleLabel.intrinsicContentSize.width + 24)
        }
        #expect(cells.filter { $0.frame.minX == 16 }.count >= 2)
        #expect(cells[1].frame.minX == cells[0].frame.maxX + 8)
        await assertSnapshot(of: collection, device: .iPhoneSE3)
    }

    @Test("a registered cell is reused after a reload, with prepareForReuse called")
    func reuse() throws {
        let collection = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 400), collectionViewLayout: UICollectionViewFlowLayout())
        collection.register(TagCell.self, forCellWithReuseIdentifier: TagCell.reuseIdentifier)
        let tags = Tags()
        collection.dataSource = tags
        collection.layoutIfNeeded()
        let first = try #require(collection.cellForItem(at: IndexPath(item: 0, section: 0)) as? TagCell)
        #expect(first.reuseIdentifier == TagCell.reuseIdentifier)
        collection.reloadData()
        let again = (0..<tags.tags.count).compactMap { collection.cellForItem(at: IndexPath(item: $0, section: 0)) }
        #expect(again.count == tags.tags.count && again.contains { $0 === first })
        #expect(first.titleLabel.text != nil)  // configured again after prepareForReuse cleared it
    }

    @Test("a compositional grid: fractional widths, item insets, an absolute group height and an orthogonal row")
    func compositionalGrid() {
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)))
        item.contentInsets = NSDirectionalEdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5)
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)), subitems: [item])
        let grid = NSCollectionLayoutSection(group: group)
        grid.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 10, bottom: 20, trailing: 10)
        let rowItem = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        let rowGroup = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(150), heightDimension: .absolute(80)), subitem: rowItem, count: 1)
        let row = NSCollectionLayoutSection(group: rowGroup)
        row.orthogonalScrollingBehavior = .continuous
        row.interGroupSpacing = 10
        let layout = UICollectionViewCompositionalLayout { index, _ in index == 0 ? grid : row }
        let collection = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 500), collectionViewLayout: layout)
        collection.contentInsetAdjustmentBehavior = .never
        let tags = Tags()
        collection.register(TagCell.self, forCellWithReuseIdentifier: TagCell.reuseIdentifier)
        final class TwoSections: NSObject, UICollectionViewDataSource {
            let tags: Tags
            init(tags: Tags) { self.tags = tags }
            func numberOfSections(in collectionView: UICollectionView) -> Int { 2 }
            func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { section == 0 ? 3 : 4 }
            func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
                tags.collectionView(collectionView, cellForItemAt: indexPath)
            }
        }
        let source = TwoSections(tags: tags)
        collection.dataSource = source
        collection.layoutIfNeeded()
        func frame(_ item: Int, _ section: Int) -> CGRect? { collection.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame }
        // 300 points inside the section insets: two 150-point slots, each inset by 5.
        #expect(frame(0, 0) == CGRect(x: 15, y: 5, width: 140, height: 90))
        #expect(frame(1, 0) == CGRect(x: 165, y: 5, width: 140, height: 90))
        #expect(frame(2, 0) == CGRect(x: 15, y: 105, width: 140, height: 90))
        // The second section starts after 200 points of groups and 20 of inset; its groups run sideways.
        #expect((0..<4).compactMap { frame($0, 1)?.minX } == [0, 160, 320, 480])
        #expect(frame(3, 1)?.minY == 220)
        #expect(collection.contentSize == CGSize(width: 320, height: 300))
    }

    @Test("an inset-grouped list from a diffable data source with cell and header registrations")
    func insetGroupedList() async throws {
        enum Section: String, Hashable, Sendable { case favourites = "Favourites", recent = "Recent" }
        var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        configuration.headerMode = .supplementary
        let collection = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 375, height: 667), collectionViewLayout: UICollectionViewCompositionalLayout.list(using: configuration))
        let cells = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, title in
            var content = cell.defaultContentConfiguration()
            content.text = title
            content.secondaryText = title.count > 6 ? "\(title.count) letters" : nil
            cell.contentConfiguration = content
            cell.accessories = [.disclosureIndicator()]
        }
        let dataSource = UICollectionViewDiffableDataSource<Section, String>(collectionView: collection) { collectionView, indexPath, title in
            collectionView.dequeueConfiguredReusableCell(using: cells, for: indexPath, item: title)
        }
        let headers = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(
            elementKind: UICollectionView.elementKindSectionHeader
        ) { [weak dataSource] header, _, indexPath in
            var content = UIListContentConfiguration.groupedHeader()
            content.text = dataSource?.sectionIdentifier(for: indexPath.section)?.rawValue
            header.contentConfiguration = content
        }
        dataSource.supplementaryViewProvider = { collectionView, _, indexPath in
            collectionView.dequeueConfiguredReusableSupplementary(using: headers, for: indexPath)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Section, String>()
        snapshot.appendSections([.favourites, .recent])
        snapshot.appendItems(["Lighthouse", "Harbour"], toSection: .favourites)
        snapshot.appendItems(["Old town", "Botanical garden", "Station"], toSection: .recent)
        await dataSource.apply(snapshot, animatingDifferences: false)
        await assertSnapshot(of: collection, device: .iPhoneSE3)
        #expect(collection.numberOfItems(inSection: 1) == 3)
        let first = try #require(collection.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame)
        // Inset by the 16-point margin on each side of a 375-point-wide list; rows at least 44 points tall.
        #expect(first.minX == 16 && first.width == 343 && first.height >= 44)
    }
}
