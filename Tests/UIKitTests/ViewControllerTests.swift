import HeadlessSnapshot
import Testing
import UIKit

/// A screen as apps write it: a controller that builds its view in
/// `viewDidLoad`, lays out with anchors in the safe area, and records its
/// lifecycle.
final class ProfileViewController: UIViewController {
    private(set) var events: [String] = []
    let card = ProfileCardView()
    let badge = BadgeView()

    override func viewDidLoad() {
        super.viewDidLoad()
        events.append("viewDidLoad")
        title = "Profile"
        view.backgroundColor = .systemGroupedBackground
        card.translatesAutoresizingMaskIntoConstraints = false
        card.nameLabel.text = "Jane Appleseed"
        card.detailLabel.text = "Product designer"
        badge.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(card)
        view.addSubview(badge)
        let guide = view.safeAreaLayoutGuide
        NSLayoutConstraint.activate([
            card.leadingAnchor.constraint(equalTo: guide.leadingAnchor, constant: 16),
            card.trailingAnchor.constraint(equalTo: guide.trailingAnchor, constant: -16),
            card.topAnchor.constraint(equalTo: guide.topAnchor, constant: 16),
            card.heightAnchor.constraint(equalToConstant: 88),
            badge.trailingAnchor.constraint(equalTo: card.trailingAnchor),
            badge.topAnchor.constraint(equalToSystemSpacingBelow: card.bottomAnchor, multiplier: 1),
        ])
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        events.append("viewWillAppear")
    }

    override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        events.append("viewWillLayoutSubviews")
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        events.append("viewDidLayoutSubviews")
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        events.append("viewDidAppear")
    }
}

@Suite("UIKit: view controllers")
@MainActor
struct ViewControllerTests {
    @Test("a snapshot presents the controller: its view loads, appears and lays out in UIKit's order")
    func lifecycle() async {
        let controller = ProfileViewController()
        #expect(!controller.isViewLoaded)
        await assertSnapshot(of: controller, device: .iPhoneSE3)
        #expect(
            Array(controller.events.prefix(5)) == [
                "viewDidLoad", "viewWillAppear", "viewWillLayoutSubviews", "viewDidLayoutSubviews", "viewDidAppear",
            ])
        // The iPhone SE's safe area starts 20 points down; the card 16 below it, 16 from each side.
        #expect(controller.card.frame == CGRect(x: 16, y: 36, width: 343, height: 88))
        #expect(controller.badge.frame.minY == controller.card.frame.maxY + 8)
        #expect(controller.view.next === controller)
    }

    @Test("UIScreen.main reports the device a controller is presented on")
    func screen() {
        final class ScreenReader: UIViewController {
            var bounds = CGRect.zero
            override func viewDidLoad() {
                super.viewDidLoad()
                bounds = UIScreen.main.bounds
            }
        }
        let reader = ScreenReader()
        _ = UIWindow.hosting(reader, on: .iPhoneSE3)
        #expect(reader.bounds == CGRect(x: 0, y: 0, width: 375, height: 667))
        #expect(reader.view.frame == reader.bounds)
    }

    @Test("children are added and removed with UIKit's calls, and appear with their parent")
    func children() {
        let parent = ProfileViewController(), child = ProfileViewController()
        parent.addChild(child)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        #expect(parent.children == [child] && child.parent === parent)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.rootViewController = parent
        window.makeKeyAndVisible()
        #expect(child.events.contains("viewDidAppear"))
        child.removeFromParent()
        #expect(parent.children.isEmpty && child.parent == nil)
    }

    @Test("a dark snapshot of a controller's screen")
    func darkScreen() async {
        await assertSnapshot(of: ProfileViewController(), device: .iPhoneSE3, traits: .dark)
    }

    @Test("a controller's root view keeps to the system minimum margins, 16 points, 20 in a regular width; subviews keep 8")
    func rootViewMargins() {
        let controller = UIViewController()
        controller.view.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
        #expect(controller.view.layoutMargins == UIEdgeInsets(top: 8, left: 16, bottom: 8, right: 16))
        #expect(controller.systemMinimumLayoutMargins == NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16))
        let content = UIView()
        content.translatesAutoresizingMaskIntoConstraints = false
        controller.view.addSubview(content)
        NSLayoutConstraint.activate([
            content.leadingAnchor.constraint(equalTo: controller.view.layoutMarginsGuide.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: controller.view.layoutMarginsGuide.trailingAnchor),
            content.topAnchor.constraint(equalTo: controller.view.topAnchor), content.heightAnchor.constraint(equalToConstant: 10),
        ])
        controller.view.layoutIfNeeded()
        #expect(content.frame.minX == 16 && content.frame.width == 358)
        #expect(content.layoutMargins.left == 8)
        controller.view.frame.size.width = 430
        #expect(controller.view.layoutMargins.left == 20)
        controller.viewRespectsSystemMinimumLayoutMargins = false
        #expect(controller.view.layoutMargins.left == 8)
        controller.view.layoutIfNeeded()
        #expect(content.frame.minX == 8)
    }
}
