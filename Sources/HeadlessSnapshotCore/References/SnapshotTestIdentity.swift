/// Which test a snapshot belongs to: the test's name and the folder of its
/// class (or suite), `Module.ClassName` as `NSStringFromClass` gives it.
public struct SnapshotTestIdentity: Sendable, Hashable, Codable {
    /// The test method's name without parentheses, such as `testSettings`.
    public var testName: String
    /// The folder holding the class's references and failure images, such as `MyAppTests.SettingsTests`.
    public var classFolder: String

    /// Creates an identity; `testName` loses any parameter list (`testSettings()` becomes
    /// `testSettings`) and `classFolder` is sanitised if it could leave its directory.
    public init(testName: String, classFolder: String) {
        self.testName = String(testName.prefix { $0 != "(" })
        self.classFolder = Self.safeFolder(classFolder)
    }

    /// The identity of an XCTest test from XCTest's name for it (`Class.method`
    /// on Linux, `-[Class method]` on Darwin), its references in `classFolder`.
    package init(xcTestName name: String, classFolder: String) {
        let method = name.split(whereSeparator: { $0 == "." || $0 == " " }).last.map { String($0.filter { $0 != "]" }) }
        self.init(testName: method ?? name, classFolder: classFolder)
    }

    /// `folder` unless it is empty, `.`, `..` or holds a `/`; then its sanitised form.
    private static func safeFolder(_ folder: String) -> String {
        let unsafe = folder.isEmpty || folder == "." || folder == ".." || folder.contains("/") || folder.contains("\0")
        return unsafe ? "_" + FileNameSanitizer.sanitized(folder) : folder
    }
}
