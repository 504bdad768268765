import Foundation

#if canImport(Testing)
    import Testing
#endif
#if canImport(XCTest)
    import XCTest
#endif

/// Where an assertion was written, for its test's identity and its failure.
package struct AssertionSite: Sendable {
    /// `#fileID`: `Module/File.swift`.
    package var fileID: String
    /// `#filePath`, beside which `ReferenceImages` is looked for.
    package var filePath: StaticString
    /// `#function`: the test's name.
    package var function: String
    /// `#line`.
    package var line: Int
    /// `#column`.
    package var column: Int

    /// Creates a site.
    package init(fileID: String, filePath: StaticString, function: String, line: Int, column: Int) {
        self.fileID = fileID
        self.filePath = filePath
        self.function = function
        self.line = line
        self.column = column
    }

    /// The test's name (the calling function's) and its class folder: the
    /// running Swift Testing test's suite types, else the source file's name,
    /// after the module, as `Module.SuiteType` or `Module.FileName`.
    var testIdentity: SnapshotTestIdentity {
        let module = fileID.prefix { $0 != "/" }
        let fileName = fileID.split(separator: "/").last.map { String($0.prefix { $0 != "." }) } ?? "Tests"
        var folder = fileName
        #if canImport(Testing)
            let suites = Test.current?.id.nameComponents.dropLast() ?? []
            if !suites.isEmpty { folder = suites.joined(separator: ".") }
        #endif
        return SnapshotTestIdentity(testName: function, classFolder: "\(module).\(folder)")
    }

    /// The assertion of this site's test, with `recordMode` if given.
    func assertion(recordMode: SnapshotRecordMode? = nil) -> SnapshotAssertion {
        SnapshotAssertion(test: testIdentity, testFilePath: "\(filePath)", recordMode: recordMode)
    }

    /// Reports a failed result to the test framework running: an `Issue` with
    /// the failure files attached under Swift Testing, an `XCTFail` under XCTest.
    package func report(_ result: SnapshotResult) {
        guard let message = result.failureMessage else { return }
        fail(message, attaching: result.artifacts.files)
    }

    /// Fails the running test with `message`, attaching `files` under Swift Testing.
    package func fail(_ message: String, attaching files: [URL] = []) {
        #if canImport(Testing)
            if Test.current != nil {
                let location = SourceLocation(fileID: fileID, filePath: "\(filePath)", line: line, column: column)
                Issue.record(Comment(rawValue: message), sourceLocation: location)
                for file in files {
                    guard let bytes = try? Data(contentsOf: file) else { continue }
                    Attachment.record([UInt8](bytes), named: file.lastPathComponent, sourceLocation: location)
                }
                return
            }
        #endif
        #if canImport(XCTest)
            XCTFail(message, file: filePath, line: UInt(line))
        #endif
    }
}
