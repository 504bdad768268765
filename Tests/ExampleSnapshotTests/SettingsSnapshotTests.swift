import HeadlessLayers
import HeadlessScenes
import HeadlessSnapshot
import XCTest

/// The example suite's XCTest half, FBSnapshotTestCase style: both rendering paths.
final class SettingsSnapshotTests: FBSnapshotTestCase, @unchecked Sendable {
    func testSettingsThroughTheViewHierarchy() throws {
        try MainActor.assumeIsolated {
            usesDrawViewHierarchyInRect = true
            device = SettingsViewScene.device
            FBSnapshotVerifyView(try SettingsViewScene().root)
        }
    }

    func testSignInThroughTheLayerTree() throws {
        try MainActor.assumeIsolated {
            // The layer path: no window traits and no backdrop blur, as renderInContext.
            usesDrawViewHierarchyInRect = false
            FBSnapshotVerifyView(try Screens.signIn(), identifier: "layer")
        }
    }

    func testProfileCardLayerDeviceAgnostic() throws {
        try MainActor.assumeIsolated {
            isDeviceAgnostic = true
            let card = try Screens.profile().subviews[0]
            FBSnapshotVerifyLayer(card.layer, identifier: "card")
        }
    }
}
