import SnapshotTesting
import SwiftUI
import Testing

/// Counts how often a view's body is evaluated.
@MainActor
final class BodyCounter {
    var evaluations = 0
}

/// A title a test changes.
@MainActor @Observable
final class CountedTitle {
    var text = "Counted"
}

/// A row whose body counts its evaluations.
struct CountedRow: View {
    let counter: BodyCounter
    var title = CountedTitle()

    var body: some View {
        counter.evaluations += 1
        return HStack {
            Text(title.text)
            Spacer()
        }
        .padding()
    }
}

/// A snapshot hosts the view in the device's window with the snapshot's
/// traits and lays it out there once; a host laid out again evaluates bodies
/// again only when their state, the root view, the bounds or traits changed.
@Suite @MainActor
struct SnapshotPassTests {
    @Test func aDeviceSnapshotResolvesAStaticViewOnce() {
        let counter = BodyCounter()
        var image: UIImage?
        Snapshotting<CountedRow, UIImage>.image(layout: .device(config: .iPhone13))
            .snapshot(CountedRow(counter: counter)).run { image = $0 }
        #expect(image?.size == CGSize(width: 390, height: 844))
        #expect(counter.evaluations == 1)
    }

    @Test func aFixedSnapshotResolvesAStaticViewOnce() {
        let counter = BodyCounter()
        var image: UIImage?
        Snapshotting<CountedRow, UIImage>.image(layout: .fixed(width: 200, height: 60))
            .snapshot(CountedRow(counter: counter)).run { image = $0 }
        #expect(image?.size == CGSize(width: 200, height: 60))
        #expect(counter.evaluations == 1)
    }

    @Test func aHostLaidOutAgainEvaluatesTheBodyOnlyWhenSomethingItReadsChanged() {
        let counter = BodyCounter()
        let title = CountedTitle()
        let controller = UIHostingController(rootView: CountedRow(counter: counter, title: title))
        controller.view.frame = CGRect(x: 0, y: 0, width: 200, height: 60)
        controller.view.layoutIfNeeded()
        #expect(counter.evaluations == 1)
        controller.view.setNeedsLayout()
        controller.view.layoutIfNeeded()
        #expect(counter.evaluations == 1)
        title.text = "Changed"
        controller.view.setNeedsLayout()
        controller.view.layoutIfNeeded()
        #expect(counter.evaluations == 2)
        controller.view.frame.size.width = 300
        controller.view.layoutIfNeeded()
        #expect(counter.evaluations == 3)
        controller.overrideUserInterfaceStyle = .dark
        controller.view.layoutIfNeeded()
        #expect(counter.evaluations == 4)
        controller.rootView = CountedRow(counter: counter, title: title)
        controller.view.layoutIfNeeded()
        #expect(counter.evaluations == 5)
    }
}
