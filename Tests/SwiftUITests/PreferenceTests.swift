import HeadlessLayers
import SwiftUI
import Testing

/// The tallest height its views report.
struct TallestHeight: PreferenceKey {
    static let defaultValue: CGFloat = 0
    static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) { value = max(value, nextValue()) }
}

/// A view that measures its title with a GeometryReader and shows the height it read, as apps measure views.
struct MeasuringView: SwiftUI.View {
    @State private var height: CGFloat = 0

    var body: some SwiftUI.View {
        VStack {
            Text("Title")
                .frame(height: 30)
                .background(GeometryReader { proxy in Color.clear.preference(key: TallestHeight.self, value: proxy.size.height) })
            Text("Height \(Int(height))")
        }
        .onPreferenceChange(TallestHeight.self) { height = $0 }
    }
}

@Suite("SwiftUI preferences")
@MainActor
struct PreferenceTests {
    @Test("a preference set by a GeometryReader's content reaches onPreferenceChange, and the state it sets is drawn")
    func geometryPreference() {
        let controller = UIHostingController(rootView: MeasuringView())
        controller.view.frame = CGRect(x: 0, y: 0, width: 200, height: 100)
        controller.view.layoutIfNeeded()
        #expect(controller.view.backing.accessibilityItems().map(\.label) == ["Title", "Height 30"])
    }

    @Test("values set while resolving are combined by the key's reduce")
    func resolvedPreferences() {
        let controller = UIHostingController(
            rootView: ReportingStack())
        controller.view.frame = CGRect(x: 0, y: 0, width: 200, height: 100)
        controller.view.layoutIfNeeded()
        #expect(controller.view.backing.accessibilityItems().map(\.label).last == "Tallest 12")
    }
}

/// Three views report heights; the stack shows the tallest.
struct ReportingStack: SwiftUI.View {
    @State private var tallest: CGFloat = 0

    var body: some SwiftUI.View {
        VStack {
            ForEach([4, 12, 7], id: \.self) { value in
                Text("\(value)").preference(key: TallestHeight.self, value: CGFloat(value))
            }
            Text("Tallest \(Int(tallest))")
        }
        .onPreferenceChange(TallestHeight.self) { tallest = $0 }
    }
}

@Suite("SwiftUI storage")
@MainActor
struct StorageTests {
    /// A counter kept in a user defaults suite of its own.
    struct Counter: SwiftUI.View {
        @AppStorage("count", store: UserDefaults(suiteName: "SwiftUITests.AppStorage")) var count = 0
        var body: some SwiftUI.View { Text("Count \(count)") }
    }

    @Test("@AppStorage reads the store's value, and its default when the store has none")
    func appStorage() {
        let store = UserDefaults(suiteName: "SwiftUITests.AppStorage")!
        store.removePersistentDomain(forName: "SwiftUITests.AppStorage")
        #expect(read(Counter()) == ["Count 0"])
        store.set(7, forKey: "count")
        #expect(read(Counter()) == ["Count 7"])
        store.removePersistentDomain(forName: "SwiftUITests.AppStorage")
    }

    /// The labels read in `view` hosted at 200 × 50.
    func read(_ view: some SwiftUI.View) -> [String?] {
        let controller = UIHostingController(rootView: view)
        controller.view.frame = CGRect(x: 0, y: 0, width: 200, height: 50)
        controller.view.layoutIfNeeded()
        return controller.view.backing.accessibilityItems().map(\.label)
    }
}
