import UIKit

/// A table cell as apps write it: registered by class, built in
/// `init(style:reuseIdentifier:)` with anchors in the content view's margins.
final class ContactCell: UITableViewCell {
    static let reuseIdentifier = "ContactCell"
    let nameLabel = UILabel()
    let roleLabel = UILabel()
    private(set) var reuseCount = 0

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        nameLabel.font = .preferredFont(forTextStyle: .headline)
        roleLabel.font = .preferredFont(forTextStyle: .subheadline)
        roleLabel.textColor = .secondaryLabel
        for label in [nameLabel, roleLabel] {
            label.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(label)
        }
        let margins = contentView.layoutMarginsGuide
        NSLayoutConstraint.activate([
            nameLabel.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            nameLabel.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            nameLabel.topAnchor.constraint(equalTo: margins.topAnchor),
            roleLabel.leadingAnchor.constraint(equalTo: nameLabel.leadingAnchor),
            roleLabel.trailingAnchor.constraint(equalTo: nameLabel.trailingAnchor),
            roleLabel.topAnchor.constraint(equalTo: nameLabel.bottomAnchor, constant: 2),
            roleLabel.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        reuseCount += 1
        nameLabel.text = nil
        roleLabel.text = nil
    }
}

/// A section header of its own: a bold title in the content view's margins.
final class TeamHeaderView: UITableViewHeaderFooterView {
    static let reuseIdentifier = "TeamHeader"
    let titleLabel = UILabel()

    override init(reuseIdentifier: String?) {
        super.init(reuseIdentifier: reuseIdentifier)
        titleLabel.font = .systemFont(ofSize: 22, weight: .bold)
        titleLabel.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(titleLabel)
        NSLayoutConstraint.activate([
            titleLabel.leadingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.leadingAnchor),
            titleLabel.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 16),
            titleLabel.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -8),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

/// A screen listing people by team, as apps write one: a table of its own
/// style in a controller that is its data source and delegate.
final class TeamViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    let teams = [
        ("Design", [("Jane Appleseed", "Product designer"), ("Li Wei", "Illustrator")]),
        ("Engineering", [("Amara Okafor", "iOS engineer"), ("Jonas Berg", "Backend engineer"), ("Priya Nair", "QA")]),
    ]
    let tableView = UITableView(frame: .zero, style: .insetGrouped)
    private(set) var displayed: [IndexPath] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(ContactCell.self, forCellReuseIdentifier: ContactCell.reuseIdentifier)
        tableView.register(TeamHeaderView.self, forHeaderFooterViewReuseIdentifier: TeamHeaderView.reuseIdentifier)
        tableView.dataSource = self
        tableView.delegate = self
        tableView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(tableView)
        NSLayoutConstraint.activate([
            tableView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            tableView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            tableView.topAnchor.constraint(equalTo: view.topAnchor),
            tableView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
        ])
    }

    func numberOfSections(in tableView: UITableView) -> Int { teams.count }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { teams[section].1.count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        guard let cell = tableView.dequeueReusableCell(withIdentifier: ContactCell.reuseIdentifier, for: indexPath) as? ContactCell
        else { return UITableViewCell() }
        let (name, role) = teams[indexPath.section].1[indexPath.row]
        cell.nameLabel.text = name
        cell.roleLabel.text = role
        cell.accessoryType = .disclosureIndicator
        return cell
    }

    func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
        section == teams.count - 1 ? "People are listed by the team they joined first." : nil
    }

    func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
        let header = tableView.dequeueReusableHeaderFooterView(withIdentifier: TeamHeaderView.reuseIdentifier) as? TeamHeaderView
        header?.titleLabel.text = teams[section].0
        return header
    }

    func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        displayed.append(indexPath)
    }
}
