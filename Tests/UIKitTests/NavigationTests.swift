import HeadlessSnapshot
import Testing
import UIKit

/// A screen pushed on a navigation stack, as apps write one: a title, bar
/// buttons, and content anchored to the safe area (which starts below the bar).
final class InboxViewController: UIViewController {
    let banner = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Inbox"
        view.backgroundColor = .systemBackground
        navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .edit)
        navigationItem.leftBarButtonItem = UIBarButtonItem(title: "Filter")
        banner.text = "You're all caught up."
        banner.textAlignment = .center
        banner.backgroundColor = .secondarySystemBackground
        banner.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(banner)
        NSLayoutConstraint.activate([
            banner.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            banner.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            banner.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            banner.heightAnchor.constraint(equalToConstant: 44),
        ])
    }
}

@Suite("UIKit: navigation controllers")
@MainActor
struct NavigationTests {
    @Test("the top controller's safe area starts below the bar; the bar shows its title, buttons and a back button")
    func pushedScreen() async throws {
        let root = UIViewController()
        root.title = "Mail"
        let inbox = InboxViewController()
        let navigation = UINavigationController(rootViewController: root)
        navigation.pushViewController(inbox, animated: false)
        await assertSnapshot(of: navigation, device: .iPhoneSE3)
        #expect(navigation.viewControllers.count == 2 && navigation.topViewController === inbox)
        #expect(inbox.navigationController === navigation && inbox.parent === navigation)
        #expect(navigation.navigationBar.topItem?.title == "Inbox" && navigation.navigationBar.backItem?.title == "Mail")
        // The SE's status bar is 20 points; the bar 44 below it.
        #expect(navigation.navigationBar.frame == CGRect(x: 0, y: 20, width: 375, height: 44))
        #expect(inbox.view.frame == CGRect(x: 0, y: 0, width: 375, height: 667))
        // The banner is pinned to the safe area's top: 20 + 44.
        #expect(inbox.banner.frame == CGRect(x: 0, y: 64, width: 375, height: 44))
        #expect(!root.isViewLoaded || root.view.superview == nil)
    }

    @Test("large titles make the bar taller and move the safe area down; popping shows the root again")
    func largeTitlesAndPop() async throws {
        let inbox = InboxViewController()
        let navigation = UINavigationController(rootViewController: inbox)
        navigation.navigationBar.prefersLargeTitles = true
        await assertSnapshot(of: navigation, device: .iPhoneSE3)
        #expect(navigation.navigationBar.frame.height == 96)
        #expect(inbox.banner.frame.minY == 116)
        let detail = UIViewController()
        detail.title = "Message"
        navigation.pushViewController(detail, animated: false)
        #expect(navigation.popViewController(animated: false) === detail)
        #expect(navigation.popViewController(animated: false) == nil)  // never the root
        #expect(navigation.viewControllers == [inbox] && detail.parent == nil)
    }

    @Test("additional safe area insets of a controller move its content")
    func additionalInsets() async {
        let inbox = InboxViewController()
        inbox.additionalSafeAreaInsets = UIEdgeInsets(top: 30, left: 0, bottom: 0, right: 0)
        let window = UIWindow.hosting(inbox, on: .iPhoneSE3)
        #expect(inbox.view.safeAreaInsets.top == 50)
        #expect(inbox.banner.frame.minY == 50)
        inbox.additionalSafeAreaInsets = .zero
        window.layoutIfNeeded()
        #expect(inbox.banner.frame.minY == 20)
    }
}
