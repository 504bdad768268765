import SnapshotTesting
import SwiftUI
import XCTest

/// A UIKit label wrapped for SwiftUI, as apps wrap views SwiftUI lacks.
struct AttributedLabel: UIViewRepresentable {
    let text: String

    func makeUIView(context: Context) -> UILabel {
        let label = UILabel()
        label.textColor = .systemIndigo
        label.font = .boldSystemFont(ofSize: 20)
        return label
    }

    func updateUIView(_ label: UILabel, context: Context) { label.text = text }
}

/// A coloured UIKit view with no intrinsic size: it takes what SwiftUI offers.
struct Swatch: UIViewRepresentable {
    func makeUIView(context: Context) -> UIView {
        let view = UIView()
        view.backgroundColor = .systemTeal
        view.layer.cornerRadius = 8
        return view
    }

    func updateUIView(_ view: UIView, context: Context) {}
}

final class BridgingSnapshotTests: XCTestCase {
    @MainActor
    func testUIKitViewsInSwiftUI() async {
        let view = VStack(spacing: 12) {
            AttributedLabel(text: "From UIKit")
            Swatch().frame(height: 40)
            Text("From SwiftUI")
                .foregroundStyle(Color(uiColor: .systemOrange))
        }
        .padding()
        .frame(width: 240)
        assertSnapshot(of: view, as: .image(layout: .sizeThatFits))
    }

    @MainActor
    func testARepresentableIsItsIntrinsicSize() async {
        let label = AttributedLabel(text: "From UIKit")
        let size = UIHostingController(rootView: label).sizeThatFits(in: CGSize(width: 300, height: 300))
        let intrinsic = {
            let l = UILabel()
            l.font = .boldSystemFont(ofSize: 20)
            l.text = "From UIKit"
            return l.intrinsicContentSize
        }()
        XCTAssertEqual(size, intrinsic)
    }
}
