import SnapshotTesting
import SwiftUI
import XCTest

/// A contact as an app models one.
struct Contact: Identifiable {
    let id: Int
    let name: String
    let detail: String
}

/// A list with sections and a navigation title, as an address book shows it.
struct ContactsScreen: View {
    let favourites: [Contact]
    let others: [Contact]

    var body: some View {
        NavigationStack {
            List {
                Section("Favourites") {
                    ForEach(favourites) { contact in
                        HStack {
                            Image(systemName: "star.fill")
                                .foregroundStyle(.yellow)
                            VStack(alignment: .leading) {
                                Text(contact.name)
                                Text(contact.detail)
                                    .font(.footnote)
                                    .foregroundStyle(.secondary)
                            }
                        }
                    }
                }
                Section {
                    ForEach(others) { contact in
                        Text(contact.name)
                    }
                } header: {
                    Text("Everyone")
                } footer: {
                    Text("\(others.count) contacts")
                }
            }
            .navigationTitle("Contacts")
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    Button("Add") {}
                }
            }
        }
    }
}

/// A grid of cards, as a photo or shop app shows them.
struct CardGrid: View {
    let titles: [String]

    var body: some View {
        ScrollView {
            LazyVGrid(columns: [GridItem(.adaptive(minimum: 150))], spacing: 16) {
                ForEach(titles, id: \.self) { title in
                    VStack(alignment: .leading, spacing: 8) {
                        RoundedRectangle(cornerRadius: 12)
                            .fill(LinearGradient(colors: [.blue, .purple], startPoint: .topLeading, endPoint: .bottomTrailing))
                            .aspectRatio(4 / 3, contentMode: .fit)
                        Text(title)
                            .font(.headline)
                        Label("Saved", systemImage: "bookmark")
                            .font(.caption)
                            .foregroundStyle(.secondary)
                    }
                }
            }
            .padding()
        }
    }
}

/// A settings screen whose rows lead to other screens.
struct SettingsScreen: View {
    var body: some View {
        NavigationStack {
            Form {
                Section {
                    NavigationLink("General") { Text("General settings") }
                    NavigationLink {
                        Text("Privacy settings")
                    } label: {
                        Label("Privacy", systemImage: "hand.raised")
                    }
                }
                Section {
                    Link("Help", destination: URL(string: "https://example.com/help")!)
                    Text("Version 1.0").textCase(.uppercase).foregroundStyle(.secondary)
                }
            }
            .navigationTitle("Settings")
            .navigationBarTitleDisplayMode(.inline)
            .toolbar { EditButton() }
            .sheet(isPresented: .constant(false)) { Text("Never shown") }
        }
    }
}

final class ScreenSnapshotTests: XCTestCase {
    @MainActor
    func testSettingsWithNavigationLinks() async {
        assertSnapshot(of: SettingsScreen(), as: .image(layout: .device(config: .iPhone13)))
    }

    @MainActor
    func testContactsList() async {
        let screen = ContactsScreen(
            favourites: [Contact(id: 1, name: "Ada Lovelace", detail: "Analyst"), Contact(id: 2, name: "Alan Turing", detail: "Mathematician")],
            others: [Contact(id: 3, name: "Grace Hopper", detail: ""), Contact(id: 4, name: "Linus Torvalds", detail: "")])
        assertSnapshot(of: screen, as: .image(layout: .device(config: .iPhone13)))
    }

    @MainActor
    func testCardGrid() async {
        assertSnapshot(of: CardGrid(titles: ["Mountains", "Lakes", "Forests", "Deserts"]), as: .image(layout: .device(config: .iPhone13)))
    }

    @MainActor
    func testButtonStyles() async {
        let buttons = VStack(spacing: 12) {
            Button("Automatic") {}
            Button("Bordered") {}.buttonStyle(.bordered)
            Button("Prominent") {}.buttonStyle(.borderedProminent)
            Button("Delete", role: .destructive) {}.buttonStyle(.bordered)
            Button("Disabled") {}.buttonStyle(.borderedProminent).disabled(true)
            Button(action: {}) { Label("Share", systemImage: "square.and.arrow.up") }
        }
        .padding()
        assertSnapshot(of: buttons, as: .image(layout: .sizeThatFits))
    }
}
