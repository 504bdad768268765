import UIKit

/// A badge laid out with anchors inside its layout margins, sized by its label.
final class BadgeView: UIView {
    let titleLabel = UILabel()
    private(set) var traitChanges: [UIUserInterfaceStyle] = []

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = UIColor { traits in
            traits.userInterfaceStyle == .dark ? UIColor(white: 0.2, alpha: 1) : UIColor(red: 1, green: 0.9, blue: 0.6, alpha: 1)
        }
        layer.cornerRadius = 8
        layoutMargins = UIEdgeInsets(top: 6, left: 10, bottom: 6, right: 10)
        titleLabel.translatesAutoresizingMaskIntoConstraints = false
        titleLabel.font = .systemFont(ofSize: 15, weight: .medium)
        titleLabel.text = "New"
        addSubview(titleLabel)
        NSLayoutConstraint.activate([
            titleLabel.leadingAnchor.constraint(equalTo: layoutMarginsGuide.leadingAnchor),
            titleLabel.trailingAnchor.constraint(equalTo: layoutMarginsGuide.trailingAnchor),
            titleLabel.topAnchor.constraint(equalTo: layoutMarginsGuide.topAnchor),
            titleLabel.bottomAnchor.constraint(equalTo: layoutMarginsGuide.bottomAnchor),
        ])
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        traitChanges.append(traitCollection.userInterfaceStyle)
    }
}

/// A ring drawn in `draw(_:)` through the current Core Graphics context.
final class ProgressRingView: UIView {
    var progress: CGFloat = 0.7

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemBackground
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let ring = bounds.insetBy(dx: 10, dy: 10)
        context.setLineWidth(8)
        context.setStrokeColor(UIColor.systemGray5.cgColor)
        context.strokeEllipse(in: ring)
        context.setStrokeColor(UIColor.systemGreen.cgColor)
        context.setLineCap(.round)
        let start = -CGFloat.pi / 2
        context.addArc(
            center: ring.center, radius: ring.width / 2, startAngle: start, endAngle: start + 2 * .pi * progress,
            clockwise: false)
        context.strokePath()
    }
}
