import Layers
import Snapshot
import Testing

/// The example suite's Swift Testing half: whole screens on several devices, light and dark.
@Suite("Example screens")
@MainActor
struct ScreenSnapshotTests {
    @Test("profile on three devices, light and dark")
    func profile() async throws {
        await verifySnapshot(of: try Screens.profile(), devices: [.iPhoneSE3, .iPhone15, .iPad10], traits: [.light, .dark])
    }

    @Test("sign-in with its blurred banner, light and dark")
    func signIn() async throws {
        await verifySnapshot(of: try Screens.signIn(), devices: [.iPhone15ProMax], traits: [.light, .dark])
    }
}
