import UIKit

/// A card as apps write them: a subclass with both initialisers, subviews
/// made in `init(frame:)`, frames set by hand in `layoutSubviews()`,
/// semantic colours and a rounded, shadowed layer.
final class ProfileCardView: UIView {
    let avatarView = UIView()
    let nameLabel = UILabel()
    let detailLabel = UILabel()
    private(set) var layoutPasses = 0

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .secondarySystemGroupedBackground
        layer.cornerRadius = 12
        layer.shadowColor = UIColor.black.cgColor
        layer.shadowOpacity = 0.2
        layer.shadowRadius = 6
        layer.shadowOffset = CGSize(width: 0, height: 2)

        avatarView.backgroundColor = .systemIndigo
        avatarView.layer.cornerRadius = 28
        nameLabel.font = .systemFont(ofSize: 17, weight: .semibold)
        nameLabel.textColor = .label
        detailLabel.font = .preferredFont(forTextStyle: .subheadline)
        detailLabel.textColor = .secondaryLabel
        detailLabel.numberOfLines = 2
        [avatarView, nameLabel, detailLabel].forEach(addSubview)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        layoutPasses += 1
        let inset: CGFloat = 16
        avatarView.frame = CGRect(x: inset, y: inset, width: 56, height: 56)
        let textX = avatarView.frame.maxX + 12
        let textWidth = bounds.width - textX - inset
        nameLabel.frame = CGRect(x: textX, y: inset, width: textWidth, height: 22)
        let detailSize = detailLabel.sizeThatFits(CGSize(width: textWidth, height: .greatestFiniteMagnitude))
        detailLabel.frame = CGRect(x: textX, y: nameLabel.frame.maxY + 4, width: textWidth, height: detailSize.height)
    }
}

extension CGRect {
    /// Apps extend Core Graphics' types themselves; ours must let them.
    var center: CGPoint { CGPoint(x: midX, y: midY) }
}
