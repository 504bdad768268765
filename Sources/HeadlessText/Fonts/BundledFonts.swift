import Foundation

/// The fonts shipped as package resources (in `Resources/Fonts`, with their
/// licences): Inter and Inter Display (the system font, see ``SystemFont``)
/// and DejaVu.
enum BundledFonts {
    /// The family of ``Font/monospaced(size:weight:)``.
    static let monospacedFamily = "DejaVu Sans Mono"
    /// The family of ``Font/serif(size:weight:italic:)``.
    static let serifFamily = "DejaVu Serif"

    /// The resource names, without the `.ttf` extension, in registration
    /// order, which is the order characters fall back in: DejaVu's wide
    /// coverage first.
    static let fileNames =
        [
            "DejaVuSans", "DejaVuSans-Bold", "DejaVuSans-Oblique", "DejaVuSans-BoldOblique",
            "DejaVuSansMono", "DejaVuSerif",
        ] + systemFontFileNames

    /// The files of the system font: Inter and Inter Display, upright and
    /// italic, each a variable font with nine named weights.
    static let systemFontFileNames = ["Inter-roman", "Inter-italic", "InterDisplay-roman", "InterDisplay-italic"]

    /// The URL of each bundled font file.
    static var urls: [URL] {
        fileNames.compactMap { Bundle.module.url(forResource: $0, withExtension: "ttf", subdirectory: "Fonts") }
    }
}

extension FontRegistry {
    /// Registers the bundled fonts. They ship with the package, so a failure
    /// here is a packaging error; a face that cannot be loaded is left out
    /// and looking its family up then throws ``FontError/familyNotFound(_:)``.
    func registerBundledFonts() {
        for url in BundledFonts.urls {
            _ = try? register(fileAt: url)
        }
    }
}
