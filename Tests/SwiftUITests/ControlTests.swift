import SnapshotTesting
import SwiftUI
import XCTest

/// A settings screen as an app writes one: toggles, a slider, a stepper and pickers.
private struct SettingsForm: View {
    enum Theme: String, CaseIterable { case light, dark, auto }
    @State private var notifications = true
    @State private var airplane = false
    @State private var volume = 0.6
    @State private var copies = 3
    @State private var theme = Theme.dark
    @State private var sort = "Date"

    var body: some View {
        VStack(spacing: 12) {
            Toggle("Notifications", isOn: $notifications)
            Toggle(isOn: $airplane) { Text("Airplane Mode") }
                .toggleStyle(.switch)
            Toggle("Sync (disabled)", isOn: .constant(true))
                .disabled(true)
            Divider()
            Slider(value: $volume, in: 0...1)
            Slider(value: $volume) {
                Text("Volume")
            } minimumValueLabel: {
                Image(systemName: "speaker.fill")
            } maximumValueLabel: {
                Image(systemName: "speaker.wave.3.fill")
            }
            .tint(.orange)
            Stepper("Copies: \(copies)", value: $copies, in: 1...10)
            Divider()
            Picker("Theme", selection: $theme) {
                Text("Light").tag(Theme.light)
                Text("Dark").tag(Theme.dark)
                Text("Auto").tag(Theme.auto)
            }
            .pickerStyle(.segmented)
            Picker("Sort by", selection: $sort) {
                Text("Name").tag("Name")
                Text("Date").tag("Date")
            }
            HStack {
                Text("Left")
                Divider()
                Text("Right")
            }
            .frame(height: 24)
        }
        .padding()
    }
}

/// A sign-in screen: text fields and progress views.
private struct SignInForm: View {
    @State private var name = ""
    @State private var email = "ada@example.com"
    @State private var password = "secret"

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            TextField("Name", text: $name)
            TextField("Email", text: $email, prompt: Text("you@example.com"))
            SecureField("Password", text: $password)
            TextField("Rounded", text: $name)
                .textFieldStyle(.roundedBorder)
            SecureField("Rounded password", text: $name)
                .textFieldStyle(.roundedBorder)
            TextField("Disabled", text: .constant("Can't edit"))
                .disabled(true)
            Divider()
            ProgressView()
            ProgressView(value: 0.3)
            ProgressView("Downloading", value: 42, total: 100)
            ProgressView(value: 0.7)
                .tint(.green)
            ProgressView()
                .progressViewStyle(.circular)
                .tint(.red)
            ProgressView(value: 0.5)
                .progressViewStyle(.linear)
            Stepper("Tap me", onIncrement: {}, onDecrement: nil)
        }
        .padding()
    }
}

/// Input a control must survive: empty ranges, NaN, a selection matching no tag.
private struct BadInputForm: View {
    var body: some View {
        VStack(spacing: 12) {
            Slider(value: .constant(5.0), in: 5...5)
            Slider(value: .constant(Double.nan), in: 0...1)
            Slider(value: .constant(3.0), in: 0...1)
            ProgressView(value: Double.nan)
            ProgressView(value: 2.0, total: 0)
            ProgressView(value: 0.5, total: Double.nan)
            Picker("Unmatched", selection: .constant(7)) {
                Text("One").tag(1)
                Text("Two").tag(2)
            }
            .pickerStyle(.segmented)
            Picker("Unmatched menu", selection: .constant(7)) {
                Text("One").tag(1)
                Text("Two").tag(2)
            }
            Stepper("Empty range", value: .constant(4), in: 4...4)
        }
        .padding()
    }
}

final class ControlTests: XCTestCase {
    @MainActor
    func testSettingsForm() async {
        assertSnapshot(of: SettingsForm(), as: .image(layout: .fixed(width: 390, height: 500)))
    }

    @MainActor
    func testSignInForm() async {
        assertSnapshot(of: SignInForm(), as: .image(layout: .fixed(width: 390, height: 500)))
    }

    @MainActor
    func testBadInputDrawsSensibly() async {
        assertSnapshot(of: BadInputForm(), as: .image(layout: .fixed(width: 390, height: 500)))
    }

    @MainActor
    func testDarkMode() async {
        assertSnapshot(
            of: SettingsForm(), as: .image(layout: .fixed(width: 390, height: 500), traits: UITraitCollection(userInterfaceStyle: .dark)))
    }

    /// The size a control takes when offered `width` by `height`.
    @MainActor
    private func size(of view: some View, in size: CGSize = CGSize(width: 300, height: 400)) -> CGSize {
        UIHostingController(rootView: view).sizeThatFits(in: size)
    }

    @MainActor
    func testControlSizes() async {
        // A toggle is a row as wide as offered, as tall as its switch.
        XCTAssertEqual(size(of: Toggle("Wi-Fi", isOn: .constant(true))), CGSize(width: 300, height: 31))
        // Sliders, linear progress views, segmented pickers and text fields take the width.
        XCTAssertEqual(size(of: Slider(value: .constant(0.5))), CGSize(width: 300, height: 34))
        XCTAssertEqual(size(of: ProgressView(value: 0.5)), CGSize(width: 300, height: 4))
        XCTAssertEqual(size(of: Picker("P", selection: .constant(1)) { Text("A").tag(1) }.pickerStyle(.segmented)).height, 32)
        XCTAssertEqual(size(of: Picker("P", selection: .constant(1)) { Text("A").tag(1) }.pickerStyle(.segmented)).width, 300)
        XCTAssertEqual(size(of: TextField("Name", text: .constant(""))).width, 300)
        XCTAssertEqual(size(of: TextField("Name", text: .constant("")).textFieldStyle(.roundedBorder)).height, 34)
        // A stepper is a row as tall as its UIStepper.
        XCTAssertEqual(size(of: Stepper("Count", value: .constant(1), in: 0...3)), CGSize(width: 300, height: 32))
        // A spinner is the medium activity indicator.
        XCTAssertEqual(size(of: ProgressView()), CGSize(width: 20, height: 20))
        // A divider is one pixel across its stack, and as long as offered.
        XCTAssertEqual(size(of: Divider().environment(\.displayScale, 2)), CGSize(width: 300, height: 0.5))
        XCTAssertEqual(size(of: HStack { Divider() }.environment(\.displayScale, 2)), CGSize(width: 0.5, height: 400))
        // The menu picker is a row.
        XCTAssertEqual(size(of: Picker("Sort", selection: .constant(1)) { Text("Name").tag(1) }).width, 300)
    }
}

extension ControlTests {
    /// Options made by a `ForEach` are tagged by their elements' identifiers, as in SwiftUI.
    @MainActor
    func testPickerOptionsFromForEachAreTaggedByIdentity() async {
        let sizes = ["S", "M", "L", "XL"]
        let view = VStack(spacing: 12) {
            Picker("Size", selection: .constant("L")) {
                ForEach(sizes, id: \.self) { Text($0) }
            }
            .pickerStyle(.segmented)
            Picker("Size", selection: .constant("M")) {
                ForEach(sizes, id: \.self) { Text($0) }
            }
        }
        .padding()
        assertSnapshot(of: view, as: .image(layout: .fixed(width: 390, height: 140)))
    }
}

extension ControlTests {
    /// Controls in a `Form`: each a row at the cell's margins.
    @MainActor
    func testControlsInAForm() async {
        let view = Form {
            Section("General") {
                Toggle("Wi-Fi", isOn: .constant(true))
                Picker("Network", selection: .constant(1)) {
                    Text("Home").tag(1)
                    Text("Office").tag(2)
                }
                Stepper("Retries: 2", value: .constant(2), in: 0...5)
            }
            Section {
                Slider(value: .constant(0.25))
                TextField("Nickname", text: .constant(""))
            }
        }
        assertSnapshot(of: view, as: .image(layout: .fixed(width: 390, height: 400)))
    }
}
