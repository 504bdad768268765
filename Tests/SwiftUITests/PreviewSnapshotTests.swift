import SnapshotTesting
import SwiftUI
import XCTest

/// A badge, previewed as an app's file previews it.
struct Badge: View {
    let count: Int

    var body: some View {
        Text("\(count)")
            .font(.caption.bold())
            .foregroundStyle(.white)
            .padding(.horizontal, 8)
            .padding(.vertical, 4)
            .background(Capsule().fill(.red))
    }
}

struct Badge_Previews: PreviewProvider {
    static var previews: some View {
        Group {
            Badge(count: 3)
                .previewLayout(.sizeThatFits)
                .previewDisplayName("Badge small")
            Badge(count: 128)
                .padding()
                .previewLayout(.fixed(width: 120, height: 60))
        }
    }
}

struct ProfileCard_Previews: PreviewProvider {
    static var previews: some View {
        ProfileCard(name: "Grace Hopper", role: "Admiral")
    }
}

final class PreviewSnapshotTests: XCTestCase {
    @MainActor
    func testEveryPreviewOfTheModule() async {
        let names = PreviewCatalog.providers(inModule: "SwiftUITests").map { String(describing: $0) }
        XCTAssertEqual(names, ["Badge_Previews", "ProfileCard_Previews"])
        XCTAssertEqual(PreviewCatalog.previews(of: Badge_Previews.self).map(\.name), ["Badge small", "Badge_Previews-2"])
        assertPreviewSnapshots(inModule: "SwiftUITests")
    }
}
