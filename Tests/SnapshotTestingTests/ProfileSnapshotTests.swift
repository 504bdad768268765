import SnapshotTesting
import Testing
import UIKit

// Written as a swift-snapshot-testing user writes Swift Testing snapshot
// tests, compiled unchanged here.
@MainActor
@Suite(.snapshots(record: .missing))
struct ProfileSnapshotTests {
    @Test func card() {
        assertSnapshot(of: ProfileCard(name: "Grace Hopper", role: "Rear Admiral"), as: .image)
    }

    @Test func screenOnAnIPad() {
        assertSnapshot(of: ProfileViewController(), as: .image(on: .iPadMini(.portrait(splitView: .oneThird))))
    }

    @Test func layer() {
        let layer = CAGradientLayer()
        layer.frame = CGRect(x: 0, y: 0, width: 120, height: 40)
        layer.colors = [UIColor.systemPink.cgColor, UIColor.systemOrange.cgColor]
        layer.startPoint = CGPoint(x: 0, y: 0.5)
        layer.endPoint = CGPoint(x: 1, y: 0.5)
        assertSnapshot(of: layer, as: .image)
    }
}
