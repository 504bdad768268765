import HeadlessGeometry
import HeadlessLayers
import HeadlessRaster
import HeadlessText

/// The `settings` scene of `bench/SCENES.md` built as a view tree (labels, an
/// image view, shape layers, layers with corner radius, border and shadow, a
/// stack view for the rows) and drawn through the view hierarchy path, to set
/// beside ``SettingsScene``, its canvas version.
///
/// Labels are placed so their first baselines land where the canvas version
/// puts its text. Where the canvas version strokes a card outline centred on
/// the card's edge, the view version adds an outline layer whose border
/// (drawn inside its bounds) sits in bounds grown by half the line width, so
/// the ring covers the same area. The button centres its title box
/// vertically, as UIButton does, so its baseline lands within 0.1 pt of the
/// canvas version's.
@MainActor
package struct SettingsViewScene {
    /// The root view: the whole screen.
    package let root: View

    /// The device the scene renders for: 390 x 844 pt at scale 3.
    package static let device = DeviceProfile(
        name: "Settings scene", osVersion: DeviceProfile.presetOSVersion,
        screenSize: SettingsScene.size, scale: SettingsScene.scale,
        horizontalSizeClass: .compact, verticalSizeClass: .regular)

    private static let secondaryText = Color(hex: 0x8E8E93)
    private static let rowCount = 12
    private static func rowY(_ i: Int) -> Double { 210 + 46 * Double(i) }

    /// Builds the view tree.
    /// Builds the view tree.
    package init() throws {
        root = View(frame: Rect(origin: .zero, size: SettingsScene.size))
        root.backgroundColor = DynamicColor(Color(hex: 0xF2F2F7))
        try root.addSubview(try Self.label("Settings", try .system(size: 34, weight: .bold), .black, x: 16, baseline: 96))

        let avatar = ShapeLayer()
        avatar.frame = Rect(x: 24, y: 124, width: 72, height: 72)
        avatar.path = Path(ellipseIn: avatar.bounds)
        avatar.fillColor = Color(hex: 0x5AC8FA)
        avatar.strokeColor = .white
        avatar.lineWidth = 2
        try root.layer.addSublayer(avatar)
        try root.addSubview(try Self.label("Jane Appleseed", try .system(size: 22), .black, x: 112, baseline: 154))
        try root.addSubview(
            try Self.label(
                "Apple ID, iCloud & more", try .system(size: 13), Self.secondaryText,
                x: 112, baseline: 178))

        let checkerboard = ImageView(frame: Rect(x: 300, y: 130, width: 60, height: 60))
        checkerboard.image = Image(bitmap: try SettingsScene.makeCheckerboard())
        try root.addSubview(checkerboard)

        let rows = StackView(
            frame: Rect(
                x: 16, y: Self.rowY(0), width: 358,
                height: Self.rowY(Self.rowCount - 1) + 44 - Self.rowY(0)))
        rows.axis = .vertical
        rows.spacing = 2
        for i in 0..<Self.rowCount { try rows.addArrangedSubview(try Self.row(i)) }
        try root.addSubview(rows)

        let button = Button(frame: Rect(x: 120, y: 784, width: 150, height: 44))
        button.title = "Continue"
        button.titleLabel.font = try .system(size: 17, weight: .bold)
        button.titleColor = .white
        button.backgroundColor = DynamicColor(Color(hex: 0x007AFF))
        button.layer.cornerRadius = 22
        button.layer.shadowOpacity = 0.3
        button.layer.shadowOffset = Size(width: 0, height: 4)
        button.layer.shadowRadius = 4  // Core Animation: a Gaussian of sigma 4, cut at 8 points
        try root.addSubview(button)
    }

    /// A row card: the rounded, outlined background, the icon, the texts and the chevron.
    private static func row(_ i: Int) throws -> View {
        let row = View(frame: Rect(x: 0, y: 0, width: 358, height: 44))
        row.backgroundColor = .white
        row.layer.cornerRadius = 10
        let outline = Layer()
        outline.frame = row.bounds.insetBy(dx: -0.25, dy: -0.25)
        outline.cornerRadius = 10.25
        outline.borderWidth = 0.5
        outline.borderColor = Color(hex: 0xC6C6C8)
        try row.layer.addSublayer(outline)
        let icon = View(frame: Rect(x: 12, y: 8, width: 28, height: 28))
        icon.backgroundColor = DynamicColor(SettingsScene.palette[i % 6])
        icon.layer.cornerRadius = 6
        try row.addSubview(icon)
        let body = try Font.system(size: 17)
        try row.addSubview(try label("Setting number \(i + 1)", body, .black, x: 52, baseline: 28))
        let value = try label(i % 2 == 0 ? "On" : "Off", body, secondaryText, x: 0, baseline: 28)
        value.textAlignment = .right
        value.frame.origin.x = 314 - value.frame.width
        try row.addSubview(value)
        let chevron = ShapeLayer()
        chevron.frame = row.bounds
        var path = Path()
        path.move(to: Point(x: 328, y: 16))
        path.line(to: Point(x: 334, y: 22))
        path.line(to: Point(x: 328, y: 28))
        chevron.path = path
        chevron.fillColor = nil
        chevron.strokeColor = Color(hex: 0xC7C7CC)
        chevron.lineWidth = 2
        chevron.lineCap = .round
        chevron.lineJoin = .round
        try row.layer.addSublayer(chevron)
        return row
    }

    /// A label sized to its text with its first baseline at (`x`, `baseline`).
    private static func label(_ text: String, _ font: Font, _ color: Color, x: Double, baseline: Double) throws -> Label {
        let label = Label()
        label.text = text
        label.font = font
        label.textColor = DynamicColor(color)
        label.sizeToFit()
        label.frame.origin = Point(x: x, y: baseline - (label.firstBaseline ?? 0))
        return label
    }

    /// Draws one frame into `canvas` (the scene's size at any scale). The root
    /// view's opaque, square background covers every pixel, so it is the
    /// frame's clear (written directly, see `Canvas.fillRect(_:color:)`).
    package func draw(on canvas: Canvas) throws {
        try root.drawHierarchy(in: canvas, device: Self.device)
    }
}
