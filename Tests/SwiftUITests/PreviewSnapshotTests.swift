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

#Preview("Badge from the macro", traits: .sizeThatFitsLayout) {
    Badge(count: 42)
}

#Preview {
    ProfileCard(name: "Katherine Johnson", role: "Mathematician")
        .preferredColorScheme(.dark)
}

final class PreviewSnapshotTests: XCTestCase {
    @MainActor
    func testEveryPreviewOfTheModule() async {
        let names = PreviewCatalog.providers(inModule: "SwiftUITests").map { String(describing: $0) }
        XCTAssertEqual(names.count, 4, "\(names)")
        XCTAssertEqual(Array(names.filter { !$0.contains("PreviewfMf") }), ["Badge_Previews", "ProfileCard_Previews"])
        let macroPreviews = PreviewCatalog.providers(inModule: "SwiftUITests").flatMap { PreviewCatalog.previews(of: $0) }.filter {
            $0.name == "Badge from the macro"
        }
        XCTAssertEqual(macroPreviews.map(\.traits.layout), [.sizeThatFits])
        XCTAssertEqual(PreviewCatalog.previews(of: Badge_Previews.self).map(\.name), ["Badge small", "Badge_Previews-2"])
        assertPreviewSnapshots(inModule: "SwiftUITests")
    }
}
