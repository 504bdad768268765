import Foundation
import HeadlessGeometry
import HeadlessLayers
import HeadlessSnapshot
import Testing
import XCTest

// The README's first view and tests, verbatim (its blocks name the files of a
// user's package: `Sources/MyApp/GreetingCard.swift` and two test files; here
// they share one file of the example suite). `readmeShowsThisCode` checks
// that the README still says exactly this.

/// A card with a greeting, as the app shows it.
@MainActor
public func greetingCard(name: String) throws -> View {
    let card = View(frame: Rect(x: 0, y: 0, width: 320, height: 72))
    card.backgroundColor = .secondarySystemGroupedBackground
    card.layer.cornerRadius = 12

    let title = Label(frame: Rect(x: 16, y: 20, width: 288, height: 32))
    title.text = "Hello, \(name)!"
    title.font = try .preferredFont(forTextStyle: .title2)
    try card.addSubview(title)
    return card
}

@MainActor
@Test func greeting() async throws {
    await assertSnapshot(of: try greetingCard(name: "Jane"))
}

@MainActor
@Test func greetingInTheDark() async throws {
    await assertSnapshot(of: try greetingCard(name: "Jane"), traits: .dark)
}

final class GreetingCardTests: FBSnapshotTestCase, @unchecked Sendable {
    func testGreetingCard() throws {
        try MainActor.assumeIsolated {
            FBSnapshotVerifyView(try greetingCard(name: "Jane"))
        }
    }
}

/// Every README block that names a file of the user's package (its first
/// line is `// Sources/MyApp/…` or `// Tests/MyAppTests/…`) appears in this
/// file verbatim, but for its imports.
@Test func readmeShowsThisCode() throws {
    let here = URL(fileURLWithPath: #filePath)
    let readme = try String(contentsOf: here.deletingLastPathComponent().appendingPathComponent("../../README.md"), encoding: .utf8)
    let source = try String(contentsOf: here, encoding: .utf8)
    let blocks = readme.components(separatedBy: "```swift\n").dropFirst().compactMap { $0.components(separatedBy: "```").first }
    let userFiles = blocks.filter { $0.hasPrefix("// Sources/MyApp/") || $0.hasPrefix("// Tests/MyAppTests/") }
    #expect(userFiles.count == 3)
    for block in userFiles {
        let code = block.split(separator: "\n", omittingEmptySubsequences: false).dropFirst()
            .drop { $0.hasPrefix("import ") || $0.isEmpty }.joined(separator: "\n")
        #expect(source.contains(code), "README block not in \(here.lastPathComponent):\n\(code)")
    }
}
