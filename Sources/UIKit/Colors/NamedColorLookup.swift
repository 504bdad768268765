internal import HeadlessGeometry
internal import HeadlessLayers

extension UIColor {
    /// The colour set `name.colorset` of an asset catalogue copied into the
    /// main bundle, with its dark variant when it has one; nil when there is none.
    public convenience init?(named name: String) { self.init(named: name, in: nil, compatibleWith: nil) }

    /// The colour set `name.colorset` in `bundle` (the main bundle when nil),
    /// resolved for `traitCollection` when one is given; nil when there is none.
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
        guard let dynamic = AssetCatalogFolders.named("\(name).colorset", in: bundle ?? .main).lazy.compactMap(NamedColorLookup.color(inSet:)).first
        else { return nil }
        if let traitCollection {
            self.init(dynamic.resolved(with: traitCollection.resolved))
        } else {
            self.init(dynamic: dynamic)
        }
    }
}

/// Reading a colour set's `Contents.json`: the universal colour, and the one
/// for the dark appearance when the set has one. Components are numbers
/// (`"0.5"`, `"128"`) or hexadecimal bytes (`"0x80"`), in sRGB or Display P3.
enum NamedColorLookup {
    /// The colour of the set in `folder`, or nil when it cannot be read.
    static func color(inSet folder: URL) -> DynamicColor? {
        guard let data = try? Data(contentsOf: folder.appendingPathComponent("Contents.json")),
            let contents = try? JSONDecoder().decode(ColorSetContents.self, from: data)
        else { return nil }
        let isDark = { (entry: ColorSetContents.Entry) in
            entry.appearances?.contains { $0.appearance == "luminosity" && $0.value == "dark" } ?? false
        }
        guard let light = contents.colors.first(where: { !isDark($0) })?.color?.sRGB else { return nil }
        let dark = contents.colors.first(where: isDark)?.color?.sRGB ?? light
        return DynamicColor(light: light, dark: dark)
    }
}

/// The parts of a colour set's `Contents.json` that give its colours.
private struct ColorSetContents: Decodable {
    /// One colour of the set, for an appearance.
    struct Entry: Decodable {
        /// The appearances the colour is for; none for the universal one.
        let appearances: [Appearance]?
        /// The colour.
        let color: ColorValue?
    }

    /// An appearance condition.
    struct Appearance: Decodable {
        /// `luminosity` for light and dark.
        let appearance: String
        /// `light` or `dark`.
        let value: String
    }

    /// A colour: a space and components.
    struct ColorValue: Decodable {
        /// `srgb`, `display-p3`, `extended-srgb`, `gray-gamma-22`…
        let colorSpace: String?
        /// The components as the catalogue writes them.
        let components: [String: String]

        enum CodingKeys: String, CodingKey {
            case colorSpace = "color-space"
            case components
        }

        /// The colour in sRGB, or nil when a component cannot be read.
        var sRGB: Color? {
            if let white = components["white"].flatMap(Self.component) {
                return Color(red: white, green: white, blue: white, alpha: components["alpha"].flatMap(Self.component) ?? 1)
            }
            guard let red = components["red"].flatMap(Self.component), let green = components["green"].flatMap(Self.component),
                let blue = components["blue"].flatMap(Self.component)
            else { return nil }
            let alpha = components["alpha"].flatMap(Self.component) ?? 1
            guard colorSpace == "display-p3" else { return Color(red: red, green: green, blue: blue, alpha: alpha) }
            let space = CGColorSpace(name: CGColorSpace.displayP3)
            let values: [CGFloat] = [red, green, blue, alpha]
            return space.flatMap { space in values.withUnsafeBufferPointer { CGColor(colorSpace: space, components: $0.baseAddress!) } }?.sRGB
        }

        /// A component as 0...1: `0x80` and whole numbers above 1 are bytes.
        private static func component(_ text: String) -> Double? {
            if text.hasPrefix("0x") || text.hasPrefix("0X") { return UInt8(text.dropFirst(2), radix: 16).map { Double($0) / 255 } }
            guard let value = Double(text) else { return nil }
            return value > 1 && !text.contains(".") ? value / 255 : value
        }
    }

    /// The colours.
    let colors: [Entry]
}
