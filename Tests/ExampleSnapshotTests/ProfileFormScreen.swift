import HeadlessGeometry
import HeadlessLayers
import HeadlessRaster
import HeadlessText

/// A profile header and a form laid out only with constraints, as a UIKit
/// app builds such a screen: every view but the root has
/// `translatesAutoresizingMaskIntoConstraints` off, the content keeps to the
/// safe area, text follows Dynamic Type and wraps, and the save button sits
/// above the home indicator.
@MainActor
enum ProfileFormScreen {
    /// The screen, its root sized by the snapshot to each device.
    static func make() throws -> View {
        let root = View(frame: Rect(x: 0, y: 0, width: 390, height: 844))
        root.backgroundColor = .systemGroupedBackground
        let safe = root.safeAreaLayoutGuide
        var constraints: [LayoutConstraint] = []

        let header = try add(View(), to: root)
        header.backgroundColor = Screens.cardBackground
        header.layer.cornerRadius = 14
        let avatar = try add(View(), to: header)
        avatar.backgroundColor = DynamicColor(light: Color(hex: 0x5AC8FA), dark: Color(hex: 0x64D2FF))
        avatar.layer.cornerRadius = 28
        let name = try add(label("Jane Appleseed", size: 22, weight: .bold), to: header)
        let role = try add(label("Product designer · Cupertino", size: 15, color: .secondaryLabel), to: header)
        role.numberOfLines = 0
        let follow = try add(filledButton("Follow", cornerRadius: 18), to: header)
        follow.contentEdgeInsets = EdgeInsets(top: 8, left: 20, bottom: 8, right: 20)
        let followBelowRole = follow.topAnchor.constraint(equalTo: role.bottomAnchor, constant: 12)
        followBelowRole.priority = .defaultLow - 50  // below the labels' hugging, which keeps their heights
        constraints += [
            header.topAnchor.constraint(equalTo: safe.topAnchor, constant: 12),
            header.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: 16),
            header.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -16),
            avatar.leadingAnchor.constraint(equalTo: header.leadingAnchor, constant: 16),
            avatar.topAnchor.constraint(equalTo: header.topAnchor, constant: 16),
            avatar.widthAnchor.constraint(equalToConstant: 56),
            avatar.heightAnchor.constraint(equalTo: avatar.widthAnchor),
            name.leadingAnchor.constraint(equalTo: avatar.trailingAnchor, constant: 14),
            name.trailingAnchor.constraint(lessThanOrEqualTo: header.trailingAnchor, constant: -16),
            name.topAnchor.constraint(equalTo: avatar.topAnchor),
            role.leadingAnchor.constraint(equalTo: name.leadingAnchor),
            role.trailingAnchor.constraint(equalTo: header.trailingAnchor, constant: -16),
            role.topAnchor.constraint(equalTo: name.bottomAnchor, constant: 2),
            follow.leadingAnchor.constraint(equalTo: name.leadingAnchor),
            follow.topAnchor.constraint(greaterThanOrEqualTo: role.bottomAnchor, constant: 12),
            follow.topAnchor.constraint(greaterThanOrEqualTo: avatar.bottomAnchor, constant: 12),
            followBelowRole,
            header.bottomAnchor.constraint(equalTo: follow.bottomAnchor, constant: 16),
        ]

        let title = try add(label("Edit profile", size: 28, weight: .bold), to: root)
        constraints += [
            title.leadingAnchor.constraint(equalTo: header.leadingAnchor),
            title.topAnchor.constraint(equalTo: header.bottomAnchor, constant: 24),
        ]
        var above: LayoutYAxisAnchor = title.bottomAnchor
        for (caption, value, lines) in [
            ("Name", "Jane Appleseed", 1), ("Email", "jane@example.com", 1),
            ("About", "Designs calm, legible interfaces. Likes long walks and short meetings.", 0),
        ] {
            let captionLabel = try add(label(caption.uppercased(), size: 13, color: .secondaryLabel), to: root)
            let field = try add(View(), to: root)
            field.backgroundColor = Screens.cardBackground
            field.layer.cornerRadius = 10
            let valueLabel = try add(label(value, size: 17), to: field)
            valueLabel.numberOfLines = lines
            constraints += [
                captionLabel.topAnchor.constraint(equalTo: above, constant: 16),
                captionLabel.leadingAnchor.constraint(equalTo: header.leadingAnchor, constant: 16),
                field.topAnchor.constraint(equalTo: captionLabel.bottomAnchor, constant: 6),
                field.leadingAnchor.constraint(equalTo: header.leadingAnchor),
                field.trailingAnchor.constraint(equalTo: header.trailingAnchor),
                valueLabel.leadingAnchor.constraint(equalTo: field.leadingAnchor, constant: 16),
                valueLabel.trailingAnchor.constraint(equalTo: field.trailingAnchor, constant: -16),
                valueLabel.topAnchor.constraint(equalTo: field.topAnchor, constant: 11),
                field.bottomAnchor.constraint(equalTo: valueLabel.bottomAnchor, constant: 11),
            ]
            above = field.bottomAnchor
        }

        let save = try add(filledButton("Save", cornerRadius: 12), to: root)
        constraints += [
            save.leadingAnchor.constraint(equalTo: header.leadingAnchor),
            save.trailingAnchor.constraint(equalTo: header.trailingAnchor),
            save.heightAnchor.constraint(equalToConstant: 50),
            save.bottomAnchor.constraint(equalTo: safe.bottomAnchor, constant: -16),
        ]
        try NSLayoutConstraint.activate(constraints)
        return root
    }

    /// `view` added to `parent`, positioned by constraints.
    private static func add<V: View>(_ view: V, to parent: View) throws -> V {
        view.translatesAutoresizingMaskIntoConstraints = false
        try parent.addSubview(view)
        return view
    }

    /// A blue button with a bold white title that follows Dynamic Type.
    private static func filledButton(_ title: String, cornerRadius: Double) throws -> Button {
        let button = Button(title: title)
        button.titleLabel.font = try .system(size: 17, weight: .bold)
        button.titleLabel.adjustsFontForContentSizeCategory = true
        button.titleColor = .white
        button.backgroundColor = .systemBlue
        button.layer.cornerRadius = cornerRadius
        return button
    }

    /// A label of the system font at `size` points for the default text size, following Dynamic Type.
    private static func label(
        _ text: String, size: Double, weight: FontWeight = .regular,
        color: DynamicColor = .label
    ) throws -> Label {
        let label = Label()
        label.text = text
        label.font = try .system(size: size, weight: weight)
        label.textColor = color
        label.adjustsFontForContentSizeCategory = true
        return label
    }
}
