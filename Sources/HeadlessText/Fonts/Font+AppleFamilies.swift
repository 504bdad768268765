/// Stand-ins for the font families iOS ships, which cannot be bundled here.
extension Font {
    /// The kind of letter a family iOS ships has, which decides its stand-in.
    private enum Kind {
        case sans, serif, monospaced
    }

    /// Families iOS ships, by kind (names compared without spaces, case-insensitively).
    private static let appleFamilies: [String: Kind] = {
        let sans = [
            "Helvetica", "HelveticaNeue", "Arial", "ArialRoundedMTBold", "Avenir", "AvenirNext", "AvenirNextCondensed",
            "Futura", "GillSans", "Verdana", "TrebuchetMS", "Optima", "Kailasa", "ChalkboardSE", "MarkerFelt", "Noteworthy",
            "SFProText", "SFProDisplay", "SFProRounded", "SFUI", "SFUIText", "SFUIDisplay", ".SFUI", "System",
        ]
        let serif = [
            "TimesNewRoman", "Times", "Georgia", "Palatino", "Baskerville", "Didot", "HoeflerText", "Cochin", "Bodoni72",
            "Charter", "NewYork", "Copperplate", "AmericanTypewriter", "Rockwell", "SnellRoundhand", "Zapfino",
        ]
        let mono = ["Menlo", "Courier", "CourierNew", "SFMono", "SFProMono", "Monaco"]
        var kinds: [String: Kind] = [:]
        for name in sans { kinds[name.lowercased()] = .sans }
        for name in serif { kinds[name.lowercased()] = .serif }
        for name in mono { kinds[name.lowercased()] = .monospaced }
        return kinds
    }()

    /// Style words of PostScript names (`Helvetica-BoldOblique`) and the
    /// weight each gives; a word later in the list is more specific than one
    /// it contains (`semibold` after `bold`).
    private static let weightWords: [(String, FontWeight)] = [
        ("thin", .thin), ("light", .light), ("ultralight", .ultraLight), ("extralight", .ultraLight),
        ("medium", .medium), ("bold", .bold), ("semibold", .semibold), ("demibold", .semibold),
        ("extrabold", .heavy), ("heavy", .heavy), ("black", .black),
    ]

    /// The registered face answering to `name` (see
    /// ``FontRegistry/face(named:)``) at `size` points, else the stand-in for
    /// a family iOS ships (see ``appleFamilyStandIn(named:size:)``); nil when neither exists.
    package static func named(_ name: String, size: Double) -> Font? {
        if let face = FontRegistry.shared.face(named: name) { return try? Font(face: face, size: size) }
        return appleFamilyStandIn(named: name, size: size)
    }

    /// A stand-in for a font iOS ships, by family or PostScript name
    /// (`Helvetica`, `Helvetica Neue`, `HelveticaNeue-Bold`, `Georgia-Italic`,
    /// `Menlo-Regular`): the system font for sans-serif families, the bundled
    /// serif for serif ones and the monospaced font for monospaced ones, in
    /// the weight and slant the name's style asks for. Nil for names of
    /// families iOS does not ship, so an app's own fonts still need registering.
    package static func appleFamilyStandIn(named name: String, size: Double) -> Font? {
        let parts = name.split(separator: "-", maxSplits: 1).map(String.init)
        let family = parts[0].replacingOccurrences(of: " ", with: "").lowercased()
        guard let kind = appleFamilies[family] else { return nil }
        let style = parts.count > 1 ? parts[1].lowercased() : ""
        let italic = style.contains("italic") || style.contains("oblique")
        let weight = weightWords.last { style.contains($0.0) }?.1 ?? .regular
        switch kind {
        case .sans: return try? Font.system(size: size, weight: weight, italic: italic)
        case .serif: return try? Font.serif(size: size, weight: weight, italic: italic)
        case .monospaced: return try? Font.monospaced(size: size, weight: weight)
        }
    }
}
