import Foundation
import HeadlessLocking

/// The fonts text can use: the bundled DejaVu faces plus any font files or
/// data registered at run time (for example a test target's own font).
///
/// System fonts are never looked up: only registered faces are used, so the
/// same text shapes the same way on every machine. Faces are kept in
/// registration order, which is also the order in which missing glyphs fall
/// back to other faces.
public final class FontRegistry: Sendable {
    private let registered = SanitizerVisibleMutex<[FontFace]>([])
    /// Shaped paragraphs keyed by text and font; emptied whenever a face is
    /// registered, because the new face can change fallback results.
    let shapeCache = ShapeCache()

    /// Creates an empty registry.
    public init() {}

    /// The registry every API uses by default, holding the bundled fonts:
    /// DejaVu Sans (regular, bold, oblique, bold oblique), DejaVu Sans Mono
    /// and DejaVu Serif.
    public static let shared: FontRegistry = {
        let registry = FontRegistry()
        registry.registerBundledFonts()
        return registry
    }()

    /// Every registered face, in registration order.
    public var faces: [FontFace] { registered.withLock { $0 } }

    /// The distinct family names of the registered faces, in registration order.
    public var familyNames: [String] {
        faces.reduce(into: [String]()) { names, face in
            if !names.contains(face.familyName) { names.append(face.familyName) }
        }
    }

    /// Registers every face of the font file at `url` and returns them.
    ///
    /// - Throws: ``FontError/fileNotReadable(path:reason:)`` when the file is
    ///   missing or unreadable, ``FontError/notAFont(source:code:)`` when
    ///   FreeType does not recognise it, ``FontError/notScalable(source:)``
    ///   for bitmap-only fonts.
    @discardableResult
    public func register(fileAt url: URL) throws(FontError) -> [FontFace] {
        let path = url.path
        guard FileManager.default.fileExists(atPath: path) else {
            throw .fileNotReadable(path: path, reason: "no such file")
        }
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw .fileNotReadable(path: path, reason: String(describing: error))
        }
        return try register(data, fileURL: url, source: path)
    }

    /// Registers every face of the font in `data` and returns them.
    ///
    /// - Throws: ``FontError/notAFont(source:code:)`` when FreeType does not
    ///   recognise the data, ``FontError/notScalable(source:)`` for
    ///   bitmap-only fonts.
    @discardableResult
    public func register(data: Data) throws(FontError) -> [FontFace] {
        try register(data, fileURL: nil, source: "Font data (\(data.count) bytes)")
    }

    private func register(_ data: Data, fileURL: URL?, source: String) throws(FontError) -> [FontFace] {
        let first = try FontFace(data: data, faceIndex: 0, fileURL: fileURL, source: source)
        var loaded = [first]
        for index in 1..<first.faceCountInFile {
            loaded.append(try FontFace(data: data, faceIndex: index, fileURL: fileURL, source: source))
        }
        registered.withLock { $0.append(contentsOf: loaded) }
        shapeCache.removeAll()
        return loaded
    }

    /// The registered face of `family` (compared case-insensitively) that best
    /// matches `weight` and `italic`: italic or upright as asked if possible,
    /// then the nearest weight, then the earliest registered.
    ///
    /// - Throws: ``FontError/familyNotFound(_:)`` when no face has that family.
    public func face(family: String, weight: FontWeight = .regular, italic: Bool = false) throws(FontError) -> FontFace {
        let candidates = faces.filter { $0.familyName.caseInsensitiveCompare(family) == .orderedSame }
        let best = candidates.min { a, b in
            let keyA = (a.isItalic == italic ? 0 : 1, abs(a.weight.value - weight.value))
            let keyB = (b.isItalic == italic ? 0 : 1, abs(b.weight.value - weight.value))
            return keyA < keyB
        }
        guard let best else { throw .familyNotFound(family) }
        return best
    }

    /// `primary` followed by every other registered face in registration
    /// order: the faces tried, in turn, for characters `primary` lacks.
    func fallbackChain(startingWith primary: FontFace) -> [FontFace] {
        [primary] + faces.filter { $0 !== primary }
    }
}
