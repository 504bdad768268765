import HeadlessSnapshot
import Testing
import UIKit

@Suite("UIKit: tab bar controllers")
@MainActor
struct TabBarTests {
    /// Three tabs as apps build them: a navigation stack, and screens with images and a badge.
    private func tabs() -> (UITabBarController, InboxViewController) {
        let inbox = InboxViewController()
        let mail = UINavigationController(rootViewController: inbox)
        mail.tabBarItem = UITabBarItem(title: "Mail", image: UIImage(systemName: "envelope"), tag: 0)
        let settings = UIViewController()
        settings.title = "Settings"
        settings.tabBarItem.image = UIImage(systemName: "gear")
        settings.tabBarItem.badgeValue = "3"
        let more = UIViewController()
        more.tabBarItem = UITabBarItem(tabBarSystemItem: .more, tag: 2)
        let controller = UITabBarController()
        controller.viewControllers = [mail, settings, more]
        return (controller, inbox)
    }

    @Test("the selected tab's content ends at the bar, which reaches into the home indicator's area")
    func tabs() async throws {
        let (controller, inbox) = tabs()
        await assertSnapshot(of: controller, device: .iPhone15)
        // An iPhone 15 is 852 points tall with a 34-point bottom safe area: the bar's 49-point row sits above it.
        #expect(controller.tabBar.frame == CGRect(x: 0, y: 769, width: 393, height: 83))
        // The navigation bar sits below the 59-point status bar; the banner below the bar.
        #expect(inbox.banner.frame.minY == 103)
        #expect(inbox.tabBarController === controller && controller.selectedViewController is UINavigationController)
        #expect(controller.tabBar.selectedItem?.title == "Mail" && controller.tabBar.items?.map(\.title) == ["Mail", "Settings", "More"])
    }

    @Test("selecting a tab shows its controller; an index out of range is ignored")
    func selection() async {
        let (controller, _) = tabs()
        controller.selectedIndex = 1
        controller.selectedIndex = 7
        await assertSnapshot(of: controller, device: .iPhoneSE3, traits: .dark)
        #expect(controller.selectedIndex == 1 && controller.tabBar.selectedItem?.title == "Settings")
        #expect(controller.tabBar.frame == CGRect(x: 0, y: 618, width: 375, height: 49))
    }

    @Test("a collection view shown in a tab is inset below the status bar and above the tab bar, though its content is short")
    func scrollingContent() {
        let grid = UICollectionViewController(collectionViewLayout: UICollectionViewFlowLayout())
        let controller = UITabBarController()
        controller.viewControllers = [grid]
        let window = UIWindow.hosting(controller, on: .iPhone15)
        #expect(grid.collectionView.adjustedContentInset == UIEdgeInsets(top: 59, left: 0, bottom: 83, right: 0))
        #expect(grid.collectionView.contentOffset.y == -59)
        withExtendedLifetime(window) {}
    }
}
