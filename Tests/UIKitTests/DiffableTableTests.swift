import HeadlessSnapshot
import Testing
import UIKit

/// A settings list as iOS 14+ apps write one: a diffable data source, list
/// content configurations and a content configuration of their own.
final class SettingsViewController: UIViewController {
    enum Section: Hashable, Sendable { case network, about }
    struct Setting: Hashable, Sendable {
        let title: String
        let value: String?
        let symbol: String
    }

    let tableView = UITableView(frame: .zero, style: .insetGrouped)
    private(set) var dataSource: UITableViewDiffableDataSource<Section, Setting>!

    static let network = [
        Setting(title: "Wi-Fi", value: "Home", symbol: "wifi"),
        Setting(title: "Bluetooth", value: "On", symbol: "antenna.radiowaves.left.and.right"),
    ]
    static let about = [Setting(title: "Version", value: "2.4 (118)", symbol: "info.circle")]

    override func loadView() {
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Setting")
        view = tableView
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        dataSource = UITableViewDiffableDataSource(tableView: tableView) { tableView, indexPath, setting in
            let cell = tableView.dequeueReusableCell(withIdentifier: "Setting", for: indexPath)
            var content = UIListContentConfiguration.valueCell()
            content.text = setting.title
            content.secondaryText = setting.value
            content.image = UIImage(systemName: setting.symbol)
            cell.contentConfiguration = content
            cell.accessoryType = .disclosureIndicator
            return cell
        }
        var snapshot = NSDiffableDataSourceSnapshot<Section, Setting>()
        snapshot.appendSections([.network, .about])
        snapshot.appendItems(Self.network, toSection: .network)
        snapshot.appendItems(Self.about, toSection: .about)
        dataSource.apply(snapshot, animatingDifferences: false)
    }
}

/// A content configuration of an app's own: a name in a rounded tag.
struct TagConfiguration: UIContentConfiguration {
    var name = ""

    func makeContentView() -> any UIView & UIContentView { TagContentView(configuration: self) }
    func updated(for state: any UIConfigurationState) -> TagConfiguration { self }
}

final class TagContentView: UIView, UIContentView {
    private let label = UILabel()

    var configuration: any UIContentConfiguration {
        didSet { label.text = (configuration as? TagConfiguration)?.name }
    }

    init(configuration: TagConfiguration) {
        self.configuration = configuration
        super.init(frame: .zero)
        label.text = configuration.name
        label.translatesAutoresizingMaskIntoConstraints = false
        addSubview(label)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 20),
            label.topAnchor.constraint(equalTo: topAnchor, constant: 30),
            label.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -30),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

@Suite("UIKit: diffable data sources and content configurations")
@MainActor
struct DiffableTableTests {
    @Test("a settings list from a diffable data source with value-cell configurations")
    func settingsList() async throws {
        let controller = SettingsViewController()
        await assertSnapshot(of: controller, device: .iPhoneSE3)
        let table = controller.tableView
        #expect(table.numberOfSections == 2 && table.numberOfRows(inSection: 0) == 2)
        let cell = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        #expect(cell.textLabel?.text == "Wi-Fi" && cell.detailTextLabel?.text == "Home")
        #expect(controller.dataSource.itemIdentifier(for: IndexPath(row: 0, section: 1))?.title == "Version")

        var snapshot = controller.dataSource.snapshot()
        snapshot.deleteItems([SettingsViewController.network[0]])
        await controller.dataSource.apply(snapshot)
        table.layoutIfNeeded()
        #expect(table.numberOfRows(inSection: 0) == 1)
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 0))?.textLabel?.text == "Bluetooth")
        #expect(controller.dataSource.indexPath(for: SettingsViewController.about[0]) == IndexPath(row: 0, section: 1))
    }

    @Test("a snapshot keeps its identifiers in order and leaves out duplicates and missing anchors")
    func snapshotEditing() {
        var snapshot = NSDiffableDataSourceSnapshot<String, Int>()
        snapshot.appendSections(["a", "b"])
        snapshot.appendItems([1, 2, 3], toSection: "a")
        snapshot.appendItems([4, 5])
        snapshot.insertItems([9], beforeItem: 2)
        snapshot.moveItem(1, afterItem: 5)
        snapshot.appendItems([2, 6])  // 2 is already there: left out
        snapshot.appendItems([7], toSection: "missing")  // no such section: left out
        snapshot.insertSections(["c"], beforeSection: "a")
        snapshot.moveSection("c", afterSection: "b")
        #expect(snapshot.sectionIdentifiers == ["a", "b", "c"])
        #expect(snapshot.itemIdentifiers(inSection: "a") == [9, 2, 3])
        #expect(snapshot.itemIdentifiers(inSection: "b") == [4, 5, 1, 6])
        #expect(snapshot.numberOfItems == 7 && snapshot.indexOfItem(4) == 3)
        #expect(snapshot.sectionIdentifier(containingItem: 6) == "b")
        snapshot.deleteSections(["a"])
        #expect(snapshot.numberOfItems == 4 && snapshot.numberOfSections == 2)
        snapshot.reloadItems([5, 42])
        #expect(snapshot.reloadedItemIdentifiers == [5])
        snapshot.deleteAllItems()
        #expect(snapshot.numberOfSections == 0)
    }

    @Test("a cell's default configuration matches its style; a configuration of your own fills the content view and sizes the row")
    func configurations() {
        let subtitle = UITableViewCell(style: .subtitle, reuseIdentifier: nil)
        var content = subtitle.defaultContentConfiguration()
        #expect(content.secondaryTextProperties.font == UIFont.preferredFont(forTextStyle: .subheadline))
        content.text = "Title"
        content.secondaryText = "Detail"
        subtitle.contentConfiguration = content
        #expect(subtitle.detailTextLabel?.text == "Detail")

        let plain = UITableViewCell()
        var cellContent = plain.defaultContentConfiguration()
        cellContent.text = "Title"
        cellContent.secondaryText = "Below"
        plain.contentConfiguration = cellContent
        #expect(plain.detailTextLabel?.text == "Below")

        let tagged = UITableViewCell()
        tagged.contentConfiguration = TagConfiguration(name: "Urgent")
        let tagView = tagged.contentView.subviews.last as? TagContentView
        #expect(tagView != nil)
        tagged.contentConfiguration = TagConfiguration(name: "Later")
        #expect(tagged.contentView.subviews.last === tagView)
        let probe = UILabel()
        probe.text = "Later"
        let labelHeight = probe.intrinsicContentSize.height
        let fitted = tagged.systemLayoutSizeFitting(
            CGSize(width: 320, height: 0), withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
        #expect(fitted.height >= 60 + labelHeight)
        tagged.contentConfiguration = nil
        #expect(!(tagged.contentView.subviews.last is TagContentView))
    }
}
