import SnapshotTesting
import Testing
import UIKit

/// The device presets against swift-snapshot-testing's table, and the images drawn on them.
@MainActor
@Suite struct ViewImageConfigTests {
    @Test("phones: sizes, safe areas and size classes in both orientations")
    func phones() throws {
        let portrait = ViewImageConfig.iPhone13
        #expect(portrait.size == CGSize(width: 390, height: 844))
        #expect(portrait.safeArea == UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        #expect(portrait.traits.horizontalSizeClass == .compact && portrait.traits.verticalSizeClass == .regular)
        let landscape = ViewImageConfig.iPhone13ProMax(.landscape)
        #expect(landscape.size == CGSize(width: 926, height: 428))
        #expect(landscape.safeArea == UIEdgeInsets(top: 0, left: 47, bottom: 21, right: 47))
        #expect(landscape.traits.horizontalSizeClass == .regular && landscape.traits.verticalSizeClass == .compact)
        #expect(ViewImageConfig.iPhoneSe.safeArea == UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
        #expect(ViewImageConfig.iPhone13Mini.safeArea.top == 50 && ViewImageConfig.iPhoneX(.landscape).safeArea.bottom == 24)
        #expect(ViewImageConfig.iPhone8Plus(.landscape).traits.horizontalSizeClass == .regular)
        #expect(ViewImageConfig.iPhone12Pro.size == ViewImageConfig.iPhone12.size)
    }

    @Test("iPads: split views, compact where narrow, and the Pro 11's safe area")
    func iPads() {
        #expect(ViewImageConfig.iPadMini.size == CGSize(width: 1024, height: 768))
        let third = ViewImageConfig.iPadPro11(.portrait(splitView: .oneThird))
        #expect(third.size == CGSize(width: 320, height: 1194) && third.traits.horizontalSizeClass == .compact)
        #expect(third.safeArea == UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0))
        let half = ViewImageConfig.iPadPro12_9(.landscape(splitView: .oneHalf))
        #expect(half.size == CGSize(width: 678, height: 1024) && half.traits.horizontalSizeClass == .regular)
        #expect(ViewImageConfig.iPad10_2(.landscape(splitView: .oneHalf)).traits.horizontalSizeClass == .compact)
        #expect(ViewImageConfig.iPad9_7(.portrait).size == CGSize(width: 768, height: 1024))
    }

    @Test("a controller on a preset is drawn at the preset's size and the screen's scale, in its safe area")
    func drawnOnAPreset() throws {
        var image: UIImage?
        Snapshotting<UIViewController, UIImage>.image(on: .iPhoneSe).snapshot(ProfileViewController()).run { image = $0 }
        let drawn = try #require(image)
        #expect(drawn.size == CGSize(width: 320, height: 568))
        #expect(drawn.scale == UIScreen.main.scale)
        let scaled = Snapshotting<UIViewController, UIImage>.image(on: .iPhoneSe, traits: .init(displayScale: 2))
        scaled.snapshot(ProfileViewController()).run { image = $0 }
        #expect(image?.scale == 2 && image?.cgImage?.width == 640)
    }

    @Test("a controller is laid out with the traits it is drawn with, from its first layout")
    func laidOutWithTheSnapshotTraits() {
        let controller = TraitRecordingController()
        Snapshotting<UIViewController, UIImage>.image(on: .iPhone13, traits: .init(userInterfaceStyle: .dark))
            .snapshot(controller).run { _ in }
        #expect(!controller.seen.isEmpty)
        #expect(controller.seen.allSatisfy { $0 == TraitRecordingController.Seen(style: .dark, category: .medium) }, "\(controller.seen)")
    }

    @Test("a view is drawn at the size given, pullback keeps the strategy's file type")
    func viewSizeAndPullback() throws {
        var image: UIImage?
        Snapshotting<UIView, UIImage>.image(size: CGSize(width: 200, height: 50), traits: .init(displayScale: 1))
            .snapshot(ProfileCard(name: "A", role: "B")).run { image = $0 }
        #expect(image?.cgImage?.width == 200 && image?.cgImage?.height == 50)
        let strategy: Snapshotting<Profile, String> = Snapshotting<String, String>.lines.pullback { $0.name }
        #expect(strategy.pathExtension == "txt")
    }
}

/// A controller that notes the traits it is laid out with.
@MainActor
private final class TraitRecordingController: UIViewController {
    struct Seen: Equatable {
        let style: UIUserInterfaceStyle
        let category: UIContentSizeCategory
    }
    var seen: [Seen] = []

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        seen.append(Seen(style: traitCollection.userInterfaceStyle, category: traitCollection.preferredContentSizeCategory))
    }
}
