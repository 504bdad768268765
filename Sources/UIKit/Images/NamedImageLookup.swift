internal import HeadlessImageLoading
internal import HeadlessLayers

/// Finding an image by name in a bundle, as `UIImage(named:in:compatibleWith:)`:
/// loose files with `@2x`-style scale suffixes, then image sets of asset
/// catalogues copied into the bundle (their `Contents.json` names each
/// scale's file and may ask for template rendering).
struct NamedImageLookup {
    /// The bundle searched.
    let bundle: Bundle
    /// The scale wanted; the nearest available is taken, larger first.
    let preferredScale: Double

    /// The image named `name`, or nil.
    func image(named name: String) -> Image? {
        looseFile(named: name) ?? imageSet(named: name)
    }

    /// The scales to try, the preferred one first, then larger, then smaller.
    private var scales: [Double] {
        let all = [1.0, 2, 3]
        return [preferredScale] + all.filter { $0 > preferredScale } + all.filter { $0 < preferredScale }.reversed()
    }

    /// A file `name@Nx.png` (or `.jpg`, `.jpeg`) for the nearest scale, or `name` itself with its extension.
    private func looseFile(named name: String) -> Image? {
        let stem = (name as NSString).deletingPathExtension
        let given = (name as NSString).pathExtension
        let extensions = given.isEmpty ? ["png", "jpg", "jpeg"] : [given]
        for scale in scales {
            for ext in extensions {
                let suffix = scale == 1 ? "" : "@\(Int(scale))x"
                if let image = decode(bundle.url(forResource: stem + suffix, withExtension: ext), scale: scale) { return image }
            }
        }
        return nil
    }

    /// The image set `name.imageset` anywhere in the bundle's resources.
    private func imageSet(named name: String) -> Image? {
        AssetCatalogFolders.named("\(name).imageset", in: bundle).lazy.compactMap(image(inSet:)).first
    }

    /// The image of the nearest scale an image set lists.
    private func image(inSet folder: URL) -> Image? {
        guard let data = try? Data(contentsOf: folder.appendingPathComponent("Contents.json")),
            let contents = try? JSONDecoder().decode(ImageSetContents.self, from: data)
        else { return nil }
        let files = contents.images.compactMap { entry -> (Double, String)? in
            guard let file = entry.filename else { return nil }
            return (Double(entry.scale?.dropLast() ?? "1") ?? 1, file)
        }
        for scale in scales {
            guard let file = files.first(where: { $0.0 == scale })?.1,
                var image = decode(folder.appendingPathComponent(file), scale: scale)
            else { continue }
            if contents.properties?.templateRenderingIntent == "template" { image.renderingMode = .alwaysTemplate }
            return image
        }
        return nil
    }

    /// The decoded file at `url`, or nil.
    private func decode(_ url: URL?, scale: Double) -> Image? {
        guard let url, let data = try? Data(contentsOf: url) else { return nil }
        return try? Image(data: data, scale: scale)
    }
}

/// The parts of an image set's `Contents.json` that choose a file.
private struct ImageSetContents: Decodable {
    /// One file of the set.
    struct Entry: Decodable {
        /// The file's name in the set's folder.
        let filename: String?
        /// `1x`, `2x` or `3x`.
        let scale: String?
    }

    /// The set's properties.
    struct Properties: Decodable {
        /// `template` or `original`.
        let templateRenderingIntent: String?

        enum CodingKeys: String, CodingKey {
            case templateRenderingIntent = "template-rendering-intent"
        }
    }

    /// The files.
    let images: [Entry]
    /// The properties, if any.
    let properties: Properties?
}
