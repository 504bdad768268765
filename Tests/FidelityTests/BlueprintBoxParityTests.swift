import HeadlessGeometry
import HeadlessLayers
import HeadlessRaster
import Testing

/// square/Blueprint's `BoxTests`: boxes in a white host, `layer.render(in:)` at
/// 1x, one file per iOS major (15, 16, 17). Ours is compared with iOS 17; the
/// iOS-vs-iOS column is iOS 15 against iOS 17.
@Suite("Parity: square/Blueprint boxes")
@MainActor
struct BlueprintBoxParityTests {
    static let pair = "square__Blueprint"

    /// A white host of `size` with `box` at `frame` in it.
    func host(_ size: Size, box: View, frame: Rect) throws -> View {
        let host = View(frame: Rect(origin: .zero, size: size))
        host.backgroundColor = .white
        box.frame = frame
        try host.addSubview(box)
        return host
    }

    /// Renders `view` at 1x and compares it with the pair's iOS 17 file (iOS 15 as the other version).
    func compare(_ test: String, _ stem: String, _ view: View, note: String = "") throws {
        let ours = try view.layer.renderedImage(scale: 1)
        let ios17 = try IOSOracle.image("\(Self.pair)/\(test)/\(stem)_iOS-17.png")
        let ios15 = try IOSOracle.image("\(Self.pair)/\(test)/\(stem)_iOS-15.png")
        Parity.geometry(
            "\(Self.pair)/\(test)", "\(stem)_iOS-17.png", ours: ours, ios: ios17, otherIOS: ios15, note: note)
    }

    @Test("backgroundColor: red and clear boxes")
    func backgroundColor() throws {
        for (name, color) in [("red", DynamicColor.red), ("clear", DynamicColor.clear)] {
            let box = View()
            box.backgroundColor = color
            let view = try host(Size(width: 100, height: 100), box: box, frame: Rect(x: 0, y: 0, width: 100, height: 100))
            try compare("BoxTests_test_backgroundColor", "test_backgroundColor_\(name)", view)
        }
    }

    @Test("borders: 1-point orange border on blue, square and rounded 10")
    func borders() throws {
        for (name, radius) in [("square", 0.0), ("rounded", 10.0)] {
            let box = View()
            box.backgroundColor = .blue
            box.layer.borderColor = Color(hex: 0xFF8000)
            box.layer.borderWidth = 1
            box.layer.cornerRadius = radius
            let view = try host(Size(width: 100, height: 100), box: box, frame: Rect(x: 0, y: 0, width: 100, height: 100))
            try compare("BoxTests_test_borders", "test_borders_\(name)", view)
        }
    }

    @Test("cornerStyle: rounded 10, wide and long capsules")
    func cornerStyle() throws {
        let cases: [(String, Size, Double)] = [
            ("rounded", Size(width: 100, height: 100), 10),
            ("wideCapsule", Size(width: 200, height: 100), 50),
            ("longCapsule", Size(width: 100, height: 200), 50),
        ]
        for (name, size, radius) in cases {
            let box = View()
            box.backgroundColor = .blue
            box.layer.cornerRadius = radius
            let view = try host(size, box: box, frame: Rect(origin: .zero, size: size))
            try compare("BoxTests_test_cornerStyle", "test_cornerStyle_\(name)", view)
        }
    }

    @Test("largeCornerRadius: radius clamped to 30, red shadow radius 2 along a shadow path")
    func largeCornerRadius() throws {
        let box = View()
        box.backgroundColor = .blue
        box.layer.cornerRadius = 30
        box.layer.shadowColor = .red
        box.layer.shadowOpacity = 1
        box.layer.shadowRadius = 2
        box.layer.shadowOffset = Size(width: 0, height: 0)
        box.layer.shadowPath = Path(roundedRect: Rect(x: 0, y: 0, width: 80, height: 60), cornerRadius: 30)
        let view = try host(Size(width: 120, height: 100), box: box, frame: Rect(x: 20, y: 20, width: 80, height: 60))
        try compare("BoxTests_test_largeCornerRadius", "test_largeCornerRadius_", view, note: "shadow: current blur")
    }

    @Test("shadow: magenta shadow radius 8 around a green rounded box")
    func shadow() throws {
        let box = View()
        box.backgroundColor = .green
        box.layer.cornerRadius = 10
        box.layer.shadowColor = Color(red: 1, green: 0, blue: 1)
        box.layer.shadowOpacity = 1
        box.layer.shadowRadius = 8
        box.layer.shadowOffset = Size(width: 0, height: 0)
        box.layer.shadowPath = Path(roundedRect: Rect(x: 0, y: 0, width: 60, height: 60), cornerRadius: 10)
        let view = try host(Size(width: 100, height: 100), box: box, frame: Rect(x: 20, y: 20, width: 60, height: 60))
        try compare("BoxTests_test_shadow", "test_shadow_", view, note: "shadow: current blur (to be updated)")
    }

    @Test("displaysContent: 'Hello, world' in a 60-point box wraps to two lines")
    func displaysContent() throws {
        let box = View()
        let label = Label(frame: Rect(x: 0, y: 0, width: 60, height: 60))
        label.text = "Hello, world"
        label.numberOfLines = 0
        label.font = try .system(size: 17)
        label.textColor = .black
        label.textAlignment = .left
        label.lineBreakMode = .byTruncatingTail
        try box.addSubview(label)
        let view = try host(Size(width: 100, height: 100), box: box, frame: Rect(x: 20, y: 20, width: 60, height: 60))
        let test = "BoxTests_test_displaysContent", file = "test_displaysContent__iOS-17.png"
        let ours = try view.layer.renderedImage(scale: 1)
        let ios17 = try IOSOracle.image("\(Self.pair)/\(test)/\(file)")
        let ios15 = try IOSOracle.image("\(Self.pair)/\(test)/test_displaysContent__iOS-15.png")
        let mask = Parity.text(
            "\(Self.pair)/\(test)", file, name: "label", ours: ours, ios: ios17, otherIOS: ios15,
            region: Rect(x: 20, y: 20, width: 60, height: 60), scale: 1)
        Parity.geometry("\(Self.pair)/\(test)", file, ours: ours, ios: ios17, otherIOS: ios15, mask: mask)
    }
}
