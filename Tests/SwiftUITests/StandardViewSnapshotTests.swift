import SnapshotTesting
import SwiftUI
import XCTest

/// An account screen using the standard informational views.
struct AccountScreen: View {
    @AppStorage("snapshotTests.nickname") private var nickname = "Ada"
    @Environment(\.dismiss) private var dismiss
    @FocusState private var isEditing: Bool

    var body: some View {
        VStack(spacing: 16) {
            GroupBox("Account") {
                LabeledContent("Nickname", value: nickname)
                LabeledContent("Plan") { Text("Pro") }
            }
            DisclosureGroup("Advanced", isExpanded: .constant(true)) {
                Text("Nothing to change here")
                    .font(.footnote)
                    .foregroundStyle(.secondary)
            }
            ContentUnavailableView("No Invoices", systemImage: "doc", description: Text("Invoices appear here after your first payment."))
        }
        .padding()
    }
}

final class StandardViewSnapshotTests: XCTestCase {
    @MainActor
    func testAccountScreen() async {
        assertSnapshot(of: AccountScreen(), as: .image(layout: .fixed(width: 390, height: 560)))
    }
}
