import SnapshotTesting
import SwiftUI
import XCTest

/// A profile card as an app writes one.
struct ProfileCard: View {
    let name: String
    let role: String
    @State private var isOnline = true

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text(name)
                .font(.headline)
            Text(role)
                .font(.subheadline)
                .foregroundStyle(.secondary)
            HStack(spacing: 6) {
                Circle()
                    .fill(isOnline ? Color.green : Color.gray)
                    .frame(width: 8, height: 8)
                Text(isOnline ? "Online" : "Away")
                    .font(.caption)
            }
        }
        .padding()
        .frame(maxWidth: .infinity, alignment: .leading)
        .background(RoundedRectangle(cornerRadius: 12).fill(Color(uiColor: .secondarySystemBackground)))
        .padding()
    }
}

final class CardSnapshotTests: XCTestCase {
    @MainActor
    func testProfileCardFitsItsContent() async {
        assertSnapshot(of: ProfileCard(name: "Ada Lovelace", role: "Analyst"), as: .image(layout: .sizeThatFits))
    }

    @MainActor
    func testProfileCardOnAPhoneInDarkMode() async {
        assertSnapshot(
            of: ProfileCard(name: "Ada Lovelace", role: "Analyst"),
            as: .image(layout: .device(config: .iPhone13), traits: UITraitCollection(userInterfaceStyle: .dark)))
    }
}
