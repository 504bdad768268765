import Foundation
import HeadlessLocking

/// The fonts text can use: the bundled faces (DejaVu, and Inter for the
/// system font) plus any font files or data registered at run time (for
/// example a test target's own font).
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
    /// DejaVu Sans (regular, bold, oblique, bold oblique), DejaVu Sans Mono,
    /// DejaVu Serif, and Inter and Inter Display in nine weights, upright
    /// and italic.
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

    /// Registers each face of the data; a variable font registers each of its
    /// named instances (Inter's nine weights) as a face, not its default.
    private func register(_ data: Data, fileURL: URL?, source: String) throws(FontError) -> [FontFace] {
        let bytes = FontBytes(copying: data)
        func open(_ faceIndex: Int, instance: Int) throws(FontError) -> FontFace {
            try FontFace(bytes: bytes, faceIndex: faceIndex, instance: instance, fileURL: fileURL, source: source)
        }
        let first = try open(0, instance: 0)
        var loaded: [FontFace] = []
        for index in 0..<first.faceCountInFile {
            let face = index == 0 ? first : try open(index, instance: 0)
            guard face.namedInstanceCount > 0 else {
                loaded.append(face)
                continue
            }
            for instance in 1...face.namedInstanceCount { loaded.append(try open(index, instance: instance)) }
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
            FontRegistry.match(a, to: (weight, italic)) < FontRegistry.match(b, to: (weight, italic))
        }
        guard let best else { throw .familyNotFound(family) }
        return best
    }

    /// The first registered face answering to `name`: its family (such as
    /// `Inter`), or family and style with a hyphen or a space, with or without
    /// the spaces of the family (such as `Inter-Bold`, `Inter Bold`); nil when none does.
    public func face(named name: String) -> FontFace? {
        faces.first { face in
            let family = face.familyName, style = face.styleName
            let joined = "\(family)-\(style)"
            return [family, joined, "\(family) \(style)", joined.replacingOccurrences(of: " ", with: "")].contains(name)
        }
    }

    /// `primary` followed by one face of every other registered font file,
    /// in registration order: the faces tried, in turn, for characters
    /// `primary` lacks. The named instances of one variable font share
    /// their glyph coverage, so only the one nearest `primary`'s style is
    /// tried, and none from `primary`'s own file.
    func fallbackChain(startingWith primary: FontFace) -> [FontFace] {
        var chain = [primary]
        for face in faces where face.bytes !== primary.bytes {
            guard let index = chain.firstIndex(where: { $0.bytes === face.bytes }) else {
                chain.append(face)
                continue
            }
            let style = (primary.weight, primary.isItalic)
            if FontRegistry.match(face, to: style) < FontRegistry.match(chain[index], to: style) { chain[index] = face }
        }
        return chain
    }

    /// How far `face` is from `wanted`'s style: italic or upright first, then weight.
    private static func match(_ face: FontFace, to wanted: (weight: FontWeight, italic: Bool)) -> (Int, Int) {
        (face.isItalic == wanted.italic ? 0 : 1, abs(face.weight.value - wanted.weight.value))
    }

}
