import HeadlessGeometry
import HeadlessLayers
import HeadlessRaster
import HeadlessText

/// The example app's screens, built as an app would build them: dynamic
/// colours for light and dark, autoresizing so they fit every device.
@MainActor
enum Screens {
    /// The colour of cards and fields: white, or iOS's secondary grouped background in dark mode.
    static let cardBackground = DynamicColor.secondarySystemGroupedBackground

    /// A profile: a card with an avatar, a name, a subtitle and a follow button, over a grouped background.
    static func profile() throws -> View {
        let root = View(frame: Rect(x: 0, y: 0, width: 390, height: 844))
        root.backgroundColor = .systemGroupedBackground
        let card = View(frame: Rect(x: 16, y: 80, width: 358, height: 160))
        card.autoresizingMask = .flexibleWidth
        card.backgroundColor = cardBackground
        card.layer.cornerRadius = 14
        card.layer.shadowOpacity = 0.15
        card.layer.shadowRadius = 6
        card.layer.shadowOffset = Size(width: 0, height: 2)
        let avatar = View(frame: Rect(x: 16, y: 16, width: 64, height: 64))
        avatar.backgroundColor = DynamicColor(light: Color(hex: 0x5AC8FA), dark: Color(hex: 0x64D2FF))
        avatar.layer.cornerRadius = 32
        try card.addSubview(avatar)
        try card.addSubview(label("Jane Appleseed", size: 22, weight: .bold, color: .label, at: Point(x: 96, y: 24)))
        try card.addSubview(label("Designer · Cupertino", size: 15, color: .secondaryLabel, at: Point(x: 96, y: 56)))
        let follow = Button(frame: Rect(x: 16, y: 100, width: 120, height: 40))
        follow.title = "Follow"
        follow.titleLabel.font = try .system(size: 17, weight: .bold)
        follow.titleColor = .white
        follow.backgroundColor = .systemBlue
        follow.layer.cornerRadius = 20
        try card.addSubview(follow)
        try root.addSubview(card)
        try root.addSubview(label("Recent activity", size: 28, weight: .bold, color: .label, at: Point(x: 16, y: 264)))
        for row in 0..<4 {
            let item = View(frame: Rect(x: 16, y: 312 + Double(row) * 56, width: 358, height: 48))
            item.autoresizingMask = .flexibleWidth
            item.backgroundColor = cardBackground
            item.layer.cornerRadius = 10
            try item.addSubview(label("Liked a post \(row + 1)", size: 17, color: .label, at: Point(x: 16, y: 13)))
            try root.addSubview(item)
        }
        return root
    }

    /// A sign-in form under a blurred banner: the banner's blur shows only on
    /// the view hierarchy path.
    static func signIn() throws -> View {
        let root = View(frame: Rect(x: 0, y: 0, width: 390, height: 844))
        root.backgroundColor = .systemBackground
        let stripes = View(frame: Rect(x: 0, y: 0, width: 390, height: 140))
        stripes.autoresizingMask = .flexibleWidth
        for i in 0..<8 {
            let stripe = View(frame: Rect(x: Double(i) * 50, y: 0, width: 25, height: 140))
            stripe.backgroundColor = DynamicColor(light: Color(hex: 0xFF9500), dark: Color(hex: 0xFF453A))
            try stripes.addSubview(stripe)
        }
        try root.addSubview(stripes)
        let banner = VisualEffectView(style: .regular)
        banner.frame = Rect(x: 0, y: 60, width: 390, height: 80)
        banner.autoresizingMask = .flexibleWidth
        try banner.contentView.addSubview(label("Welcome back", size: 28, weight: .bold, color: .label, at: Point(x: 16, y: 22)))
        try root.addSubview(banner)
        for (index, placeholder) in ["Email", "Password"].enumerated() {
            let field = View(frame: Rect(x: 16, y: 180 + Double(index) * 60, width: 358, height: 44))
            field.autoresizingMask = .flexibleWidth
            field.backgroundColor = cardBackground
            field.layer.cornerRadius = 8
            field.layer.borderWidth = 1
            field.layer.borderColor = Color(hex: 0xC6C6C8)
            try field.addSubview(label(placeholder, size: 17, color: .secondaryLabel, at: Point(x: 12, y: 11)))
            try root.addSubview(field)
        }
        let signIn = Button(frame: Rect(x: 16, y: 310, width: 358, height: 50))
        signIn.autoresizingMask = .flexibleWidth
        signIn.title = "Sign in"
        signIn.titleLabel.font = try .system(size: 17, weight: .bold)
        signIn.titleColor = .white
        signIn.backgroundColor = .systemBlue
        signIn.layer.cornerRadius = 12
        try root.addSubview(signIn)
        return root
    }

    /// A label sized to its text at `origin`.
    private static func label(
        _ text: String, size: Double, weight: FontWeight = .regular, color: DynamicColor,
        at origin: Point
    ) throws -> Label {
        let label = Label()
        label.text = text
        label.font = try .system(size: size, weight: weight)
        label.textColor = color
        label.sizeToFit()
        label.frame.origin = origin
        return label
    }
}
