import Layers

/// The file name of one snapshot's reference image, as FBSnapshotTestCase
/// builds it: the test name, `_identifier` if any, the device-agnostic parts,
/// the traits variant if any, every character other than letters, digits and
/// marks replaced by `_` (see ``FileNameSanitizer``), then `@<scale>x` when the
/// scale is above 1, and `.png`. For example `testSettings_dark@3x.png`.
public struct ReferenceName: Sendable, Hashable {
    /// The test method's name, such as `testSettings` (without `()`).
    public var testName: String
    /// Tells several snapshots of one test apart; nil or empty for none.
    public var identifier: String?
    /// The device rendered for: its scale always shows, other parts as the options say.
    public var device: DeviceProfile
    /// The device-agnostic parts to include.
    public var fileNameOptions: FileNameOptions
    /// FBSnapshotTestCase's `deviceAgnostic`: appends `_<model><OS>_<width>x<height>`,
    /// and takes precedence over ``fileNameOptions``.
    public var isDeviceAgnostic: Bool
    /// The traits variant, such as `dark`; empty for none.
    public var traitsName: String

    /// The longest file name most file systems accept, in bytes.
    static let maxFileNameBytes = 255
    /// The longest prefix given to ``fileName(prefix:extension:)``, `reference_`, and extension, `.json`.
    private static let longestDecoration = "reference_".utf8.count + ".json".utf8.count

    /// Creates a name.
    public init(testName: String, identifier: String? = nil, device: DeviceProfile,
                fileNameOptions: FileNameOptions = [], isDeviceAgnostic: Bool = false, traitsName: String = "") {
        self.testName = testName
        self.identifier = identifier
        self.device = device
        self.fileNameOptions = fileNameOptions
        self.isDeviceAgnostic = isDeviceAgnostic
        self.traitsName = traitsName
    }

    /// The reference's file name, such as `testSettings_card@3x.png`.
    public var fileName: String { fileName(prefix: "") }

    /// The file name with `prefix` (such as `failed_`) and `extension`.
    public func fileName(prefix: String, extension: String = "png") -> String {
        "\(prefix)\(stem)\(scaleSuffix).\(`extension`)"
    }

    /// Throws when the name is too long for a file system.
    func validate() throws(SnapshotError) {
        let length = stem.utf8.count + scaleSuffix.utf8.count + Self.longestDecoration
        guard length <= Self.maxFileNameBytes else {
            throw .fileNameTooLong(fileName, limit: Self.maxFileNameBytes)
        }
    }

    /// The sanitised name before the scale.
    private var stem: String {
        var parts = [testName]
        if let identifier, !identifier.isEmpty { parts.append(identifier) }
        parts += devicePartsOrNone
        if !traitsName.isEmpty { parts.append(traitsName) }
        return FileNameSanitizer.sanitized(parts.joined(separator: "_"))
    }

    /// The device-agnostic parts, in iOSSnapshotTestCase's order.
    private var devicePartsOrNone: [String] {
        let size = "\(Self.whole(device.screenSize.width))x\(Self.whole(device.screenSize.height))"
        if isDeviceAgnostic { return ["\(device.name)\(device.osVersion)", size] }
        var parts: [String] = []
        if fileNameOptions.contains(.device) { parts.append(device.name) }
        if fileNameOptions.contains(.os) { parts.append(device.osVersion) }
        if fileNameOptions.contains(.screenSize) { parts.append(size) }
        if fileNameOptions.contains(.screenScale) { parts.append("\(Self.whole(device.scale))x") }
        return parts
    }

    /// `@<scale>x` for scales above 1, as `UIScreen.scale` is written; empty otherwise.
    private var scaleSuffix: String { device.scale > 1 ? "@\(Self.whole(device.scale))x" : "" }

    /// A number rounded to a whole one, as `%.0f` writes it (non-finite values as 0).
    private static func whole(_ value: Double) -> Int { value.isFinite ? Int(value.rounded()) : 0 }
}
