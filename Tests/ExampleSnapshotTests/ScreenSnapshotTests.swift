import HeadlessImageMocking
import HeadlessLayers
import HeadlessScenes
import HeadlessSnapshot
import Testing

/// The example suite's Swift Testing half: whole screens on several devices, light and dark.
@Suite("Example screens")
@MainActor
struct ScreenSnapshotTests {
    /// The largest text size below the accessibility sizes.
    static let largestText = SnapshotTraits(name: "xxxLarge", overrides: TraitOverrides(preferredContentSizeCategory: .extraExtraExtraLarge))
    /// Light and dark, at the default text size and at ``largestText``.
    static let lightAndDarkAtTwoTextSizes: [SnapshotTraits] = [
        .light, .dark, largestText,
        SnapshotTraits(
            name: "xxxLarge_dark",
            overrides: TraitOverrides(
                userInterfaceStyle: .dark,
                preferredContentSizeCategory: .extraExtraExtraLarge)),
    ]

    @Test("profile on three devices, light and dark")
    func profile() async throws {
        await assertSnapshots(of: try Screens.profile(), devices: [.iPhoneSE3, .iPhone15, .iPad10], traits: [.light, .dark])
    }

    @Test("profile as a text dump of its view tree")
    func profileHierarchy() async throws {
        await assertSnapshot(of: try Screens.profile(), as: .hierarchy)
    }

    @Test("image gallery of size://, ratio:// and bundle:// mock images on two devices")
    func imageGallery() async throws {
        let mocker = ImageGalleryScreen.mocker()
        // The screen lays its images out for one width: one screen per device, each named with its device.
        for device in [DeviceProfile.iPhoneSE3, .iPhone15] {
            let screen = try mocker.withImageMocking { try ImageGalleryScreen.make(for: device) }
            await assertSnapshots(of: screen, devices: [device])
        }
        #expect(mocker.errors.isEmpty)
    }

    @Test("every script a phone shows, and emoji, on two devices")
    func international() async throws {
        // The screen wraps its labels to the device's width: one screen per device.
        for device in [DeviceProfile.iPhoneSE3, .iPhone15] {
            await assertSnapshots(of: try InternationalScene.make(for: device), devices: [device])
        }
    }

    @Test("a profile header and a form laid out only with constraints, on two devices, at two text sizes, light and dark")
    func profileForm() async throws {
        for device in [DeviceProfile.iPhoneSE3, .iPhone15] {
            for traits in [TraitOverrides(), Self.largestText.overrides] {
                let window = Window(device: device)
                let screen = try ProfileFormScreen.make()
                screen.frame = device.screenBounds
                screen.traitOverrides = traits
                try window.addSubview(screen)
                window.layoutIfNeeded()
                #expect(window.layoutIssues.isEmpty, "\(device): \(window.layoutIssues)")
                var pending = [screen]
                while let view = pending.popLast() {
                    #expect(!view.hasAmbiguousLayout, "\(type(of: view)) \((view as? Label)?.text ?? "") is ambiguous on \(device)")
                    pending += view.subviews
                }
            }
        }
        await assertSnapshots(
            of: try ProfileFormScreen.make(), devices: [.iPhoneSE3, .iPhone15],
            traits: Self.lightAndDarkAtTwoTextSizes)
    }

    @Test("what VoiceOver reads on the constraint-laid-out profile form, as text and as a marked-up image")
    func profileFormAccessibility() async throws {
        await assertSnapshot(of: try ProfileFormScreen.make(), as: .accessibility(device: .iPhone15, sizedToScreen: true))
        await assertSnapshot(of: try ProfileFormScreen.make(), as: .accessibilityImage(device: .iPhone15, sizedToScreen: true))
    }

    @Test("a form of the standard controls on two devices, light and dark, at two text sizes; and what VoiceOver reads on it")
    func controlsForm() async throws {
        await assertSnapshots(
            of: try ControlsFormScreen.make(), devices: [.iPhoneSE3, .iPhone15],
            traits: Self.lightAndDarkAtTwoTextSizes)
        await assertSnapshot(of: try ControlsFormScreen.make(), as: .accessibility(device: .iPhone15, sizedToScreen: true))
        await assertSnapshot(of: try ControlsFormScreen.make(), as: .accessibilityImage(device: .iPhone15, sizedToScreen: true))
    }

    @Test("sign-in with its blurred banner, light and dark")
    func signIn() async throws {
        await assertSnapshots(of: try Screens.signIn(), devices: [.iPhone15ProMax], traits: [.light, .dark])
    }

    @Test(
        "a settings screen of a navigation bar over an inset-grouped table, on two devices, light and dark, at two text sizes; and what VoiceOver reads on it"
    )
    func settingsTable() async throws {
        await assertSnapshots(
            of: try SettingsTableScreen.make(), devices: [.iPhoneSE3, .iPhone15],
            traits: Self.lightAndDarkAtTwoTextSizes)
        await assertSnapshot(of: try SettingsTableScreen.make(), as: .accessibility(device: .iPhone15, sizedToScreen: true))
        await assertSnapshot(of: try SettingsTableScreen.make(), as: .accessibilityImage(device: .iPhone15, sizedToScreen: true))
    }
}
