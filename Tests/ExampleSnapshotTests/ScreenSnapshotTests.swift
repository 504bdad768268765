import ImageMocking
import Layers
import Scenes
import Snapshot
import Testing

/// The example suite's Swift Testing half: whole screens on several devices, light and dark.
@Suite("Example screens")
@MainActor
struct ScreenSnapshotTests {
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

    @Test("sign-in with its blurred banner, light and dark")
    func signIn() async throws {
        await assertSnapshots(of: try Screens.signIn(), devices: [.iPhone15ProMax], traits: [.light, .dark])
    }
}
