import Foundation
import HeadlessSnapshotCore
import Testing

@Suite("Reference directory precedence and layout")
struct ReferenceDirectoryTests {
    private let configured = URL(fileURLWithPath: "/configured/Refs")
    private let source = "/project/Tests/AppTests/SettingsTests.swift"

    @Test("FB_REFERENCE_IMAGE_DIR comes first")
    func environmentFirst() {
        let base = ReferenceDirectory.base(
            environment: ["FB_REFERENCE_IMAGE_DIR": "/env/Refs"],
            configured: configured, testFilePath: source)
        #expect(base.path == "/env/Refs")
    }

    @Test("then the directory set on the test, then ReferenceImages beside the source file")
    func thenConfiguredThenBeside() {
        #expect(
            ReferenceDirectory.base(
                environment: ["FB_REFERENCE_IMAGE_DIR": ""], configured: configured,
                testFilePath: source) == configured)
        #expect(
            ReferenceDirectory.base(environment: [:], configured: nil, testFilePath: source).path
                == "/project/Tests/AppTests/ReferenceImages")
    }

    @Test("the suffix is appended to the directory's name, then the class folder follows")
    func layout() {
        let base = URL(fileURLWithPath: "/r/ReferenceImages/")
        #expect(
            ReferenceDirectory.classDirectory(base: base, suffix: "_64", classFolder: "App.SettingsTests").path
                == "/r/ReferenceImages_64/App.SettingsTests")
        #expect(
            ReferenceDirectory.classDirectory(base: base, suffix: "/../x", classFolder: "C").path
                == "/r/ReferenceImages____x/C")
    }
}
