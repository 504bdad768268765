import FBSnapshotTestCase
import UIKit
import XCTest

/// A badge as an app would write it: a rounded label with an inset.
final class BadgeLabel: UILabel {
    override func drawText(in rect: CGRect) {
        super.drawText(in: rect.insetBy(dx: 8, dy: 2))
    }

    override var intrinsicContentSize: CGSize {
        let size = super.intrinsicContentSize
        return CGSize(width: size.width + 16, height: size.height + 4)
    }
}

// Written as an iOSSnapshotTestCase user writes snapshot tests, compiled
// unchanged here (main-actor test methods are async on Linux; see
// Documentation/XCTestOnLinux.md).
final class BadgeSnapshotTests: FBSnapshotTestCase {
    override func setUp() {
        super.setUp()
        recordMode = false
    }

    @MainActor
    private func badge(_ text: String) -> BadgeLabel {
        let badge = BadgeLabel()
        badge.text = text
        badge.font = .boldSystemFont(ofSize: 13)
        badge.textColor = .white
        badge.backgroundColor = .systemRed
        badge.layer.cornerRadius = 10
        badge.layer.masksToBounds = true
        badge.frame = CGRect(origin: .zero, size: badge.intrinsicContentSize)
        return badge
    }

    @MainActor
    func testBadge() async {
        FBSnapshotVerifyView(badge("NEW"))
        FBSnapshotVerifyView(badge("99+"), identifier: "overflow")
    }

    @MainActor
    func testBadgeLayerWithDeviceNames() async {
        fileNameOptions = [.device, .OS, .screenSize, .screenScale]
        FBSnapshotVerifyLayer(badge("SALE").layer, suffixes: ["_64"])
    }

    @MainActor
    func testBadgeInAController() async {
        let controller = UIViewController()
        controller.view.backgroundColor = .systemBackground
        let label = badge("LIVE")
        label.center = CGPoint(x: 100, y: 120)
        controller.view.addSubview(label)
        usesDrawViewHierarchyInRect = true
        FBSnapshotVerifyViewController(controller, perPixelTolerance: 0.02, overallTolerance: 0.001)
    }
}
