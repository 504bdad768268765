internal import HeadlessGeometry
internal import HeadlessLayers

/// Showing a list configuration in a table cell's standard parts.
extension UIListContentConfiguration {
    /// The table cell style whose layout this configuration has.
    var cellStyle: TableViewCellStyle {
        switch kind {
        case .valueCell: .value1
        case .subtitleCell: .subtitle
        case .cell, .sidebarCell: secondaryText == nil && secondaryAttributedText == nil ? .default : .subtitle
        case .header, .footer: .default
        }
    }

    /// Shows the configuration in `cell`'s labels and image, restyled to its kind, with its margins.
    func show(in cell: TableViewCell) {
        cell.restyle(cellStyle)
        if let label = cell.textLabel.flatMap({ UIView.face(of: $0) as? UILabel }) {
            textProperties.show(text, attributedText, in: label)
        }
        if let label = cell.detailTextLabel.flatMap({ UIView.face(of: $0) as? UILabel }) {
            secondaryTextProperties.show(secondaryText, secondaryAttributedText, in: label)
        }
        if let imageView = cell.imageView.flatMap({ UIView.face(of: $0) as? UIImageView }) {
            imageView.image = image
            imageView.tintColor = imageProperties.tintColor
            imageView.layer.cornerRadius = imageProperties.cornerRadius
            imageView.clipsToBounds = imageProperties.cornerRadius > 0
        }
        let margins = directionalLayoutMargins
        cell.layoutMargins = EdgeInsets(
            top: Double(margins.top), left: cell.layoutMargins.left, bottom: Double(margins.bottom), right: cell.layoutMargins.right)
    }

    /// Shows the configuration's text in a header or footer view's label.
    func show(in view: TableViewHeaderFooterView) {
        guard let label = UIView.face(of: view.textLabel) as? UILabel else { return }
        textProperties.show(text, attributedText, in: label)
    }
}

extension UIListContentConfiguration.TextProperties {
    /// Shows `text` (or `attributed`, when set) in `label` with these properties.
    @preconcurrency @MainActor
    func show(_ text: String?, _ attributed: NSAttributedString?, in label: UILabel) {
        label.font = font
        label.textColor = color
        label.numberOfLines = numberOfLines
        label.lineBreakMode = lineBreakMode
        label.adjustsFontSizeToFitWidth = adjustsFontSizeToFitWidth
        label.minimumScaleFactor = minimumScaleFactor
        label.adjustsFontForContentSizeCategory = adjustsFontForContentSizeCategory
        label.textAlignment =
            switch alignment {
            case .natural: .natural
            case .center: .center
            case .justified: .justified
            }
        if let attributed {
            label.attributedText = attributed
        } else {
            label.text = text.map(transformed)
        }
    }

    /// `text` with the properties' change of case.
    private func transformed(_ text: String) -> String {
        switch transform {
        case .none: text
        case .capitalized: text.capitalized
        case .lowercase: text.lowercased()
        case .uppercase: text.uppercased()
        }
    }
}
