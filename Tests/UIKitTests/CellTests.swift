import HeadlessSnapshot
import Testing
import UIKit

/// A collection view cell as apps write them: content in the content view,
/// pinned with anchors, self-sizing.
final class TagCell: UICollectionViewCell {
    static let reuseIdentifier = "TagCell"
    let titleLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.backgroundColor = .tertiarySystemFill
        contentView.layer.cornerRadius = 14
        contentView.layoutMargins = UIEdgeInsets(top: 6, left: 12, bottom: 6, right: 12)
        // Drawn alone at the top of a phone's screen, the margins would otherwise grow by the status bar's safe area.
        contentView.insetsLayoutMarginsFromSafeArea = false
        titleLabel.font = .preferredFont(forTextStyle: .subheadline)
        titleLabel.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(titleLabel)
        NSLayoutConstraint.activate([
            titleLabel.leadingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.leadingAnchor),
            titleLabel.trailingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.trailingAnchor),
            titleLabel.topAnchor.constraint(equalTo: contentView.layoutMarginsGuide.topAnchor),
            titleLabel.bottomAnchor.constraint(equalTo: contentView.layoutMarginsGuide.bottomAnchor),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        titleLabel.text = nil
    }
}

/// A table cell subclass in the subtitle style with a checkmark.
final class SettingCell: UITableViewCell {
    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: .subtitle, reuseIdentifier: reuseIdentifier)
        accessoryType = .checkmark
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

@Suite("UIKit: cells")
@MainActor
struct CellTests {
    @Test("a collection view cell's content view fills it, and the cell sizes itself to its constraints")
    func collectionCell() async {
        let cell = TagCell(frame: CGRect(x: 0, y: 0, width: 120, height: 40))
        cell.titleLabel.text = "Design"
        #expect(cell.contentView.frame == cell.bounds && cell.contentView.superview === cell)
        let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))
        attributes.size = CGSize(width: 120, height: 10)
        let fitted = cell.preferredLayoutAttributesFitting(attributes)
        #expect(fitted.size.width == 120 && fitted.size.height == cell.titleLabel.intrinsicContentSize.height + 12)
        cell.frame.size = fitted.size
        await assertSnapshot(of: cell, named: "tag")
        cell.prepareForReuse()
        #expect(cell.titleLabel.text == nil)
    }

    @Test("a selected cell shows its selected background view")
    func selectedBackground() {
        let cell = TagCell(frame: CGRect(x: 0, y: 0, width: 80, height: 30))
        let selected = UIView()
        cell.selectedBackgroundView = selected
        #expect(selected.isHidden && cell.subviews.first === selected)
        cell.isSelected = true
        #expect(!selected.isHidden && selected.frame == cell.bounds)
    }

    @Test("a table cell subclass in the subtitle style shows its labels and accessory")
    func tableCell() async {
        let cell = SettingCell(style: .default, reuseIdentifier: "setting")
        cell.textLabel?.text = "Notifications"
        cell.detailTextLabel?.text = "Banners, sounds, badges"
        #expect(cell.reuseIdentifier == "setting" && cell.accessoryType == .checkmark)
        #expect(cell.textLabel?.superview === cell.contentView)
        cell.frame = CGRect(x: 0, y: 0, width: 375, height: 60)
        await assertSnapshot(of: cell, named: "subtitle")
    }
}
