import HeadlessLayers
import HeadlessRaster
import SwiftUI

/// The `screen-swiftui` scene: the screen of `screen-uikit` (20 rows of a
/// rounded icon, a title, a subtitle and a switch) written in SwiftUI,
/// resolved, laid out by SwiftUI's rules and drawn at 3x each frame. Its
/// ratio to `screen-uikit` is what the SwiftUI face costs over the same
/// screen built with views.
@MainActor
struct SwiftUIBench {
    func prepared() throws -> BenchScene.Prepared {
        var last = try Self.draw()
        return BenchScene.Prepared(
            frame: { if let image = try? Self.draw() { last = image } },
            image: { last },
            extraFields: { [("rows", "\(FaceBench.rows)")] })
    }

    /// The screen hosted and drawn once. Like `screen-uikit`, and like the
    /// `.image(layout:)` strategies, it is laid out once, in the device's
    /// window that `drawHierarchy(device:)` puts it in.
    static func draw() throws -> Bitmap {
        let controller = UIHostingController(rootView: SettingsScreen())
        controller.view.frame = CGRect(x: 0, y: 0, width: 393, height: 852)
        return try controller.view.backing.drawHierarchy(device: .iPhone15)
    }
}

/// The rows of the screen.
private struct SettingsScreen: SwiftUI.View {
    var body: some SwiftUI.View {
        VStack(spacing: 0) {
            ForEach(0..<FaceBench.rows, id: \.self) { row in
                HStack(spacing: 12) {
                    RoundedRectangle(cornerRadius: 7).fill(Color.blue).frame(width: 28, height: 28)
                    VStack(alignment: .leading, spacing: 0) {
                        Text("Setting \(row + 1)").font(.system(size: 16, weight: .semibold))
                        Text("Details of setting \(row + 1)").font(.system(size: 13)).foregroundStyle(.secondary)
                    }
                    Spacer()
                    SwitchView(isOn: row.isMultiple(of: 2))
                }
                .frame(height: 40)
                .padding(.horizontal, 16)
            }
            Spacer()
        }
        .background(Color(uiColor: .systemGroupedBackground))
    }
}

/// The UIKit face's switch in the SwiftUI tree.
private struct SwitchView: UIViewRepresentable {
    let isOn: Bool
    func makeUIView(context: Context) -> UISwitch { UISwitch() }
    func updateUIView(_ view: UISwitch, context: Context) { view.isOn = isOn }
}
