import HeadlessGeometry
import HeadlessLayers
import HeadlessRaster
import HeadlessText

/// A notification settings form of the standard controls, laid out with
/// stack views and constraints: a switch, a segmented control, a slider,
/// text fields (one secure, one with a clear button), a progress bar with
/// an activity indicator, and a page control; text follows Dynamic Type
/// (the text fields grow with it; the segmented control, on a row of its own
/// under its label so that its titles never truncate, keeps UIKit's default
/// fixed font).
@MainActor
enum ControlsFormScreen {
    /// The screen, its root sized by the snapshot to each device.
    static func make() throws -> View {
        let root = View(frame: Rect(x: 0, y: 0, width: 390, height: 844))
        root.backgroundColor = .systemGroupedBackground
        let title = try label("Notifications", style: .largeTitle)
        let allow = Switch(frame: .zero)
        allow.isOn = true
        let previews = SegmentedControl(titles: ["Always", "Unlocked", "Never"])
        previews.selectedSegmentIndex = 1
        let volume = Slider(frame: .zero)
        volume.value = 0.6
        let name = field(placeholder: "Name", text: nil)
        let email = field(placeholder: "Email", text: "jane@example.com")
        email.clearButtonMode = .always
        let password = field(placeholder: "Password", text: "secret")
        password.isSecureTextEntry = true
        let upload = ProgressView(frame: .zero)
        upload.progress = 0.4
        let spinner = ActivityIndicatorView(style: .medium)
        spinner.startAnimating()
        let pages = PageControl(frame: .zero)
        pages.numberOfPages = 3
        pages.currentPage = 1
        let rows = [
            title,
            try row(try label("Allow notifications", style: .body), allow),
            try label("Show previews", style: .body), previews,
            try row(try label("Volume", style: .body), volume),
            name, email, password,
            try row(try label("Uploading", style: .footnote), upload, spinner),
            pages,
        ]
        let form = try StackView(arrangedSubviews: rows)
        form.axis = .vertical
        form.spacing = 16
        form.translatesAutoresizingMaskIntoConstraints = false
        try root.addSubview(form)
        let safe = root.safeAreaLayoutGuide
        try NSLayoutConstraint.activate([
            form.topAnchor.constraint(equalTo: safe.topAnchor, constant: 16),
            form.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: 20),
            form.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -20),
        ])
        return root
    }

    /// A row of `views`, centred across, 12 points apart.
    private static func row(_ views: View...) throws -> StackView {
        let row = try StackView(arrangedSubviews: views)
        row.spacing = 12
        row.alignment = .center
        return row
    }

    /// A label of `style` that follows Dynamic Type.
    private static func label(_ text: String, style: TextStyle) throws -> Label {
        let label = Label()
        label.text = text
        label.font = try .preferredFont(forTextStyle: style)
        label.adjustsFontForContentSizeCategory = true
        return label
    }

    /// A rounded text field that follows Dynamic Type.
    private static func field(placeholder: String, text: String?) -> TextField {
        let field = TextField(frame: .zero)
        field.borderStyle = .roundedRect
        field.placeholder = placeholder
        field.text = text
        field.adjustsFontForContentSizeCategory = true
        return field
    }
}
