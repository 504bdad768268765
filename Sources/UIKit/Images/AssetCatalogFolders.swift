/// Finding the folders of an asset catalogue copied into a bundle, such as
/// `Assets.xcassets/Brand.colorset`, wherever they are under its resources.
enum AssetCatalogFolders {
    /// The folders named `folderName` under `bundle`'s resources, in the order found.
    static func named(_ folderName: String, in bundle: Bundle) -> [URL] {
        guard let resources = bundle.resourceURL,
            let enumerator = FileManager.default.enumerator(at: resources, includingPropertiesForKeys: nil)
        else { return [] }
        return enumerator.compactMap { $0 as? URL }.filter { $0.lastPathComponent == folderName }
    }
}
