import SnapshotTesting
import SwiftUI
import XCTest

/// A service as an app's tests mock it: it answers at once.
@MainActor
final class MockGreetingService {
    func fetchGreeting() async -> String { "Hello, Linux" }
}

/// A model that loads its greeting asynchronously, as a view model fetching from a service would.
@MainActor @Observable
final class GreetingModel {
    var greeting = "Loading…"
    let service = MockGreetingService()

    func load() async {
        greeting = await service.fetchGreeting()
    }
}

/// A view that loads in `task` and marks itself appeared in `onAppear`.
struct GreetingView: View {
    @State private var model = GreetingModel()
    @State private var appeared = false

    var body: some View {
        VStack(spacing: 8) {
            Text(model.greeting)
                .font(.title)
            Text(appeared ? "appeared" : "not appeared")
                .font(.caption)
        }
        .padding()
        .onAppear { appeared = true }
        .task { await model.load() }
    }
}

final class TaskSnapshotTests: XCTestCase {
    @MainActor
    func testTaskRunsToCompletionBeforeTheSnapshot() async {
        assertSnapshot(of: GreetingView(), as: .image(layout: .sizeThatFits))
    }
}
