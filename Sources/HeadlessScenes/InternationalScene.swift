import HeadlessGeometry
import HeadlessLayers
import HeadlessRaster
import HeadlessText

/// A screen of one label per script a phone shows (Latin, Greek and
/// Cyrillic, Arabic and Hebrew, simplified and traditional Chinese, Japanese,
/// Korean, Hindi, Bengali, Tamil, Thai) and rows of emoji sequences (skin
/// tones, ZWJ families, flags, keycaps, and a heart with emoji and with text
/// presentation), in light or dark: the scripts the bundled DejaVu fonts
/// lack come from the Noto fallback fonts, emoji from Noto Color Emoji.
@MainActor
package enum InternationalScene {
    /// The rows: a caption and the sample text.
    package static let rows: [(caption: String, text: String)] = [
        ("English", "Hello, world! Emoji: \u{1F1EB}\u{1F1F7} \u{1F600}"),
        ("Ελληνικά · Русский", "Γειά σου κόσμε · Привет, мир"),
        ("العربية · עברית", "مرحبا بالعالم · שלום עולם"),
        ("简体中文", "你好，世界！欢迎使用"),
        ("繁體中文", "你好，世界！歡迎使用"),
        ("日本語", "こんにちは世界、カタカナ"),
        ("한국어", "안녕하세요, 세계"),
        ("हिन्दी", "नमस्ते दुनिया, क्षत्रिय"),
        ("বাংলা", "হ্যালো বিশ্ব, ক্ষমা"),
        ("தமிழ்", "வணக்கம் உலகம், க்ஷ"),
        ("ไทย", "สวัสดีชาวโลก ภาษาไทย"),
        (
            "Emoji",
            "\u{1F44D}\u{1F3FD} \u{1F469}\u{200D}\u{1F469}\u{200D}\u{1F467} \u{1F1EF}\u{1F1F5} \u{1F3F4}\u{E0067}\u{E0062}\u{E0073}\u{E0063}\u{E0074}\u{E007F} 1\u{FE0F}\u{20E3} \u{2764}\u{FE0F} \u{2764}\u{FE0E}"
        ),
    ]

    /// The screen sized to `device`, its labels wrapping to the width.
    package static func make(for device: DeviceProfile) throws -> View {
        let size = device.screenSize
        let root = View(frame: Rect(origin: .zero, size: size))
        root.backgroundColor = .systemBackground
        var y = 28.0
        let title = try label("Languages", size: 24, weight: .bold, color: .label, y: y, width: size.width - 32)
        try root.addSubview(title)
        y += 34
        for row in rows {
            let caption = try label(
                row.caption, size: 11, weight: .regular, color: .secondaryLabel, y: y,
                width: size.width - 32)
            try root.addSubview(caption)
            y += caption.frame.height
            let sample = try label(row.text, size: 16, weight: .regular, color: .label, y: y, width: size.width - 32)
            try root.addSubview(sample)
            y += sample.frame.height + 6
        }
        return root
    }

    /// A label at (16, `y`), `width` wide, as tall as its wrapped text.
    private static func label(
        _ text: String, size: Double, weight: FontWeight, color: DynamicColor, y: Double,
        width: Double
    ) throws -> Label {
        let label = Label()
        label.text = text
        label.font = try Font.system(size: size, weight: weight)
        label.textColor = color
        label.numberOfLines = 0
        let fitted = label.sizeThatFits(Size(width: width, height: 10_000))
        label.frame = Rect(x: 16, y: y, width: width, height: fitted.height.rounded(.up))
        return label
    }
}
