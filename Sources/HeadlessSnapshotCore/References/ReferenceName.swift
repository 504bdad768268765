/// The file name of one snapshot's reference, as FBSnapshotTestCase builds
/// it: the test name, `_identifier` if any, then the strategy's name parts
/// (such as a device and a traits variant), every character other than
/// letters, digits and marks replaced by `_` (see ``FileNameSanitizer``), then
/// `@<scale>x` when the scale is above 1, and the extension. For example
/// `testSettings_dark@3x.png` or `testSettings.txt`.
package struct ReferenceName: Sendable, Hashable {
    /// The test method's name, such as `testSettings` (without `()`).
    package var testName: String
    /// Tells several snapshots of one test apart; nil or empty for none.
    package var identifier: String?
    /// The parts after the identifier, such as `iPhone_15` and `dark`; empty ones are left out.
    package var parts: [String]
    /// The scale written as `@<scale>x` when above 1.
    package var scale: Double
    /// The file extension, such as `png`; empty for none.
    package var pathExtension: String
    /// A file name stem used as it is, in place of the test name, identifier
    /// and parts (another library's naming, such as `testProfile.1`).
    package var literalStem: String?

    /// The longest file name most file systems accept, in bytes.
    static let maxFileNameBytes = 255

    /// Creates a name.
    package init(
        testName: String, identifier: String? = nil, parts: [String] = [], scale: Double = 1,
        pathExtension: String = "png"
    ) {
        self.testName = testName
        self.identifier = identifier
        self.parts = parts
        self.scale = scale
        self.pathExtension = pathExtension
    }

    /// The reference's file name, such as `testSettings_card@3x.png`.
    package var fileName: String { fileName(prefix: "") }

    /// A name used as it is: `stem`, then `.pathExtension` unless that is empty.
    package init(literalStem stem: String, pathExtension: String) {
        self.init(testName: stem, pathExtension: pathExtension)
        literalStem = stem
    }

    /// The file name with `prefix` (such as `failed_`) and `extension` (the reference's by default).
    package func fileName(prefix: String, extension: String? = nil) -> String {
        let pathExtension = `extension` ?? self.pathExtension
        return "\(prefix)\(stem)\(scaleSuffix)" + (pathExtension.isEmpty ? "" : ".\(pathExtension)")
    }

    /// Throws when the name, with the longest prefix and extension given to
    /// it, is too long for a file system. (The temporary file of an atomic
    /// write, `.<UUID>.tmp`, has a short name of its own.)
    func validate() throws(SnapshotError) {
        // `reference_` is the longest prefix, `.json` or `.diff` the longest other extension.
        let decoration = "reference_".utf8.count + 1 + max(pathExtension.utf8.count, 4)
        guard stem.utf8.count + scaleSuffix.utf8.count + decoration <= Self.maxFileNameBytes else {
            throw .fileNameTooLong(fileName, limit: Self.maxFileNameBytes)
        }
    }

    /// The sanitised name before the scale.
    private var stem: String {
        if let literalStem { return literalStem }
        var all = [testName]
        if let identifier, !identifier.isEmpty { all.append(identifier) }
        all += parts.filter { !$0.isEmpty }
        return FileNameSanitizer.sanitized(all.joined(separator: "_"))
    }

    /// `@<scale>x` for scales above 1, as `UIScreen.scale` is written; empty otherwise.
    private var scaleSuffix: String { scale > 1 ? "@\(Self.whole(scale))x" : "" }

    /// A number rounded to a whole one, as `%.0f` writes it (non-finite values as 0).
    package static func whole(_ value: Double) -> Int { value.isFinite ? Int(value.rounded()) : 0 }
}
