import HeadlessGeometry
import HeadlessText
import Testing

@testable import HeadlessLayers

/// Cells: their styles' labels and fonts, accessories and where they go, right to left, and reuse.
@Suite @MainActor struct TableViewCellTests {
    /// `cell` given a 320 x 44 frame and laid out.
    private func laidOut(_ cell: TableViewCell) -> TableViewCell {
        cell.frame = Rect(x: 0, y: 0, width: 320, height: 44)
        cell.layoutIfNeeded()
        return cell
    }

    @Test func eachStyleHasItsLabelsAndTextStyles() {
        let plain = TableViewCell(style: .default, reuseIdentifier: "a")
        #expect(plain.reuseIdentifier == "a" && plain.textLabel != nil && plain.detailTextLabel == nil && plain.imageView != nil)
        let styles: [(TableViewCellStyle, TextStyle, TextStyle)] = [
            (.subtitle, .body, .subheadline), (.value1, .body, .body),
            (.value2, .footnote, .subheadline),
        ]
        for (style, text, detail) in styles {
            let cell = TableViewCell(style: style, reuseIdentifier: nil)
            #expect(cell.textLabel?.font?.textStyle == text && cell.detailTextLabel?.font?.textStyle == detail, "\(style)")
            #expect(cell.textLabel?.adjustsFontForContentSizeCategory == true && cell.detailTextLabel?.adjustsFontForContentSizeCategory == true)
        }
        #expect(
            TableViewCell(style: .value1, reuseIdentifier: nil).detailTextLabel?.textColor.resolved(with: .unattached)
                == DynamicColor.secondaryLabel.resolved(with: .unattached))
        #expect(
            TableViewCell(style: .value2, reuseIdentifier: nil).textLabel?.textColor.resolved(with: .unattached)
                == DynamicColor.systemBlue.resolved(with: .unattached))
        #expect(TableViewCell(frame: Rect(x: 0, y: 0, width: 100, height: 50)).frame == Rect(x: 0, y: 0, width: 100, height: 50))
    }

    @Test func aStandardCellIs44PointsTallWithItsTextAtTheMargin() {
        let cell = laidOut(TableFixture.cell("Wi-Fi", detail: "Home", style: .value1))
        #expect(cell.sizeThatFits(Size(width: 320, height: 0)) == Size(width: 320, height: 44))
        #expect(cell.contentView.frame == Rect(x: 0, y: 0, width: 320, height: 44))
        let text = cell.textLabel?.frame ?? .zero, detail = cell.detailTextLabel?.frame ?? .zero
        #expect(text.minX == 16 && abs(text.midY - 22) < 0.01)
        #expect(detail.maxX == 304 && abs(detail.midY - 22) < 0.01 && detail.minX > text.minX)
        #expect(cell.detailTextLabel?.textAlignment == .right)
    }

    @Test func accessoriesSitAtTheTrailingMarginAndNarrowTheContentView() {
        let chevron = laidOut(TableFixture.cell("General", accessory: .disclosureIndicator))
        #expect(chevron.glyphView.frame == Rect(x: 296, y: 15.5, width: 8, height: 13) && !chevron.glyphView.isHidden)
        #expect(chevron.contentView.frame.width == 288)
        let detail = laidOut(TableFixture.cell("Info", accessory: .detailDisclosureButton))
        #expect(detail.glyphView.frame == Rect(x: 262, y: 11, width: 42, height: 22))
        let toggle = TableFixture.cell("Bluetooth", accessory: .checkmark)
        toggle.accessoryView = Switch()
        _ = laidOut(toggle)
        #expect(toggle.accessoryView?.frame == Rect(x: 253, y: 6.5, width: 51, height: 31))
        #expect(toggle.glyphView.isHidden, "an accessory view takes the standard mark's place")
        #expect(toggle.contentView.frame.width == 245)
        let none = laidOut(TableFixture.cell("None"))
        #expect(none.glyphView.isHidden && none.contentView.frame.width == 320)
    }

    @Test func rightToLeftMirrorsTheCell() {
        let cell = TableFixture.cell("Wi-Fi", detail: "Home", style: .value1, accessory: .disclosureIndicator)
        cell.traitOverrides.layoutDirection = .rightToLeft
        _ = laidOut(cell)
        #expect(cell.glyphView.frame.minX == 16)
        #expect(cell.contentView.frame == Rect(x: 32, y: 0, width: 288, height: 44))
        #expect(abs((cell.textLabel?.frame.maxX ?? 0) - 272) < 1e-9)
        #expect(cell.detailTextLabel.map { $0.frame.minX } == 0 && cell.detailTextLabel?.textAlignment == .left)
    }

    @Test func aValue1CellStacksItsDetailUnderItsTextAtAccessibilitySizes() {
        let cell = TableFixture.cell("Wi-Fi", detail: "Home", style: .value1)
        cell.traitOverrides.preferredContentSizeCategory = .accessibilityMedium
        cell.frame = Rect(x: 0, y: 0, width: 320, height: cell.sizeThatFits(Size(width: 320, height: 0)).height)
        cell.layoutIfNeeded()
        let text = cell.textLabel?.frame ?? .zero, detail = cell.detailTextLabel?.frame ?? .zero
        #expect(detail.minX == text.minX && detail.minY >= text.maxY && cell.detailTextLabel?.textAlignment == .natural)
        #expect(cell.bounds.height >= 11 + text.height + detail.height + 11)
        cell.traitOverrides.preferredContentSizeCategory = .extraExtraExtraLarge
        cell.layoutIfNeeded()
        #expect(cell.detailTextLabel?.textAlignment == .right && cell.detailTextLabel?.frame.minX ?? 0 > text.minX)
    }

    @Test func prepareForReuseClearsTheSelection() {
        let cell = TableFixture.cell("Row")
        cell.setSelected(true, animated: true)
        cell.isHighlighted = true
        #expect(cell.isSelected)
        cell.prepareForReuse()
        #expect(!cell.isSelected && !cell.isHighlighted)
    }
}
