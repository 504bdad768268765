import Foundation
import Testing

@Suite("snapshot port, run as a process")
struct PortCommandTests {
    /// The report of ``PortFixtures/checkoutBar``.
    private static let checkoutBarReport = """
        CheckoutBar.swift:14: fenced #selector with #if canImport(ObjectiveC)
        CheckoutBar.swift:15-19: fenced #selector with #if canImport(ObjectiveC)
        CheckoutBar.swift:21: fenced setValue(_:forKey:) with #if canImport(ObjectiveC)
        CheckoutBar.swift:22-25: fenced value(forKey:) with #if canImport(ObjectiveC)
        CheckoutBar.swift:26: fenced #keyPath with #if canImport(ObjectiveC)
        CheckoutBar.swift:27: fenced setValue(_:forKey:) with #if canImport(ObjectiveC)
        CheckoutBar.swift:32-35: fenced objc_getAssociatedObject, objc_setAssociatedObject with #if canImport(ObjectiveC)

        """

    /// The report of ``PortFixtures/profileHeader``.
    private static let profileHeaderReport = """
        ProfileHeaderView.swift:4: fenced @IBDesignable
        ProfileHeaderView.swift:6: fenced @IBOutlet
        ProfileHeaderView.swift:7: fenced @IBOutlet
        ProfileHeaderView.swift:8: fenced @IBInspectable
        ProfileHeaderView.swift:11: fenced @objc (the declaration repeated without it under #else)
        ProfileHeaderView.swift:11: fenced dynamic (the declaration repeated without it under #else)
        ProfileHeaderView.swift:12: fenced @objc(isFollowing)
        ProfileHeaderView.swift:13: fenced @objc (the declaration repeated without it under #else)
        ProfileHeaderView.swift:14: fenced dynamic (the declaration repeated without it under #else)
        ProfileHeaderView.swift:18: fenced @objc
        ProfileHeaderView.swift:23: fenced @objc
        ProfileHeaderView.swift:24: fenced @IBAction
        ProfileHeaderView.swift:26: fenced @nonobjc (the declaration repeated without it under #else)
        ProfileHeaderView.swift:26: fenced dynamic (the declaration repeated without it under #else)

        """

    /// The report of ``PortFixtures/badgeView``.
    private static let badgeViewReport = """
        BadgeView.swift:5: not fenced: @objc dynamic on a declaration over several lines (dynamic needs a copy of it without them under #else); fence it by hand
        BadgeView.swift:8: not fenced: @objc dynamic on a declaration over several lines (dynamic needs a copy of it without them under #else); fence it by hand
        BadgeView.swift:10: not fenced: @objc on a declaration that shares its line with other code; fence it by hand
        BadgeView.swift:11: not fenced: @IBInspectable on a declaration that shares its line with other code; fence it by hand

        """

    @Test("Objective-C and Interface Builder attributes are moved into a fence above their declaration; a dynamic one is repeated under #else")
    func attributesFenced() throws {
        let workspace = try PortWorkspace()
        try workspace.write("ProfileHeaderView.swift", PortFixtures.profileHeader)
        let run = try workspace.port(["ProfileHeaderView.swift"])
        #expect(run.status == 0)
        #expect(run.error.isEmpty)
        #expect(run.output == Self.profileHeaderReport + "ported 1 file: 14 attributes fenced, 0 statements fenced; 0 files unchanged\n")
        #expect(try workspace.read("ProfileHeaderView.swift") == PortFixtures.profileHeaderPorted)
    }

    @Test("the ported file reads, with the runtime, as the original word for word, and without it, as the original without the attributes")
    func bothCompilersSeeTheirDeclarations() throws {
        let workspace = try PortWorkspace()
        let originals = [
            "ProfileHeaderView.swift": PortFixtures.profileHeader, "CheckoutBar.swift": PortFixtures.checkoutBar,
            "ThemeSwitcher.swift": PortFixtures.themeSwitcher,
        ]
        for (name, text) in originals { try workspace.write(name, text) }
        _ = try workspace.port(Array(originals.keys))
        for (name, original) in originals {
            let ported = try workspace.read(name)
            #expect(
                ObjCBranches.words(ObjCBranches.compiled(ported, runtime: true))
                    == ObjCBranches.words(ObjCBranches.compiled(original, runtime: true)), "\(name)")
        }
        let linux = ObjCBranches.compiled(try workspace.read("ProfileHeaderView.swift"), runtime: false)
        #expect(linux == PortFixtures.profileHeaderOnLinux)
    }

    @Test("a dynamic declaration over several lines, or a declaration that shares its line, is left to the hand, exit status 1")
    func attributesLeftToHand() throws {
        let workspace = try PortWorkspace()
        try workspace.write("BadgeView.swift", PortFixtures.badgeView)
        let run = try workspace.port(["BadgeView.swift"])
        #expect(run.status == 1)
        #expect(
            run.output == Self.badgeViewReport
                + "ported 0 files: 0 attributes fenced, 0 statements fenced; 1 file unchanged; 4 left to fence by hand\n")
        #expect(try workspace.read("BadgeView.swift") == PortFixtures.badgeView)
    }

    @Test("statements using selectors, key paths, associated objects or key-value coding are fenced whole, over all their lines")
    func statementsFenced() throws {
        let workspace = try PortWorkspace()
        try workspace.write("CheckoutBar.swift", PortFixtures.checkoutBar)
        let run = try workspace.port(["CheckoutBar.swift"])
        #expect(run.status == 0)
        #expect(run.output == Self.checkoutBarReport + "ported 1 file: 0 attributes fenced, 7 statements fenced; 0 files unchanged\n")
        #expect(try workspace.read("CheckoutBar.swift") == PortFixtures.checkoutBarPorted)
    }

    @Test("comments and string literals (raw, multi-line, interpolated) that mention @objc or #selector are not edited")
    func commentsAndStringsUntouched() throws {
        let workspace = try PortWorkspace()
        try workspace.write("HelpView.swift", PortFixtures.helpView)
        let run = try workspace.port(["HelpView.swift"])
        #expect(run.status == 0)
        #expect(run.output == "ported 0 files: 0 attributes fenced, 0 statements fenced; 1 file unchanged\n")
        #expect(try workspace.read("HelpView.swift") == PortFixtures.helpView)
    }

    @Test("code already in #if canImport(ObjectiveC) is left alone; a use after a case label is left to the hand, exit status 1")
    func fencedCodeAndCaseLabels() throws {
        let workspace = try PortWorkspace()
        try workspace.write("ThemeSwitcher.swift", PortFixtures.themeSwitcher)
        let run = try workspace.port(["ThemeSwitcher.swift"])
        #expect(run.status == 1)
        #expect(
            run.output == """
                ThemeSwitcher.swift:14: not fenced: #selector shares its line with a case label; fence it by hand
                ThemeSwitcher.swift:16: fenced #selector with #if canImport(ObjectiveC)
                ported 1 file: 0 attributes fenced, 1 statement fenced; 0 files unchanged; 1 left to fence by hand

                """)
        #expect(try workspace.read("ThemeSwitcher.swift") == PortFixtures.themeSwitcherPorted)
    }

    @Test("a second run over ported files changes nothing")
    func idempotent() throws {
        let workspace = try PortWorkspace()
        let files = ["ProfileHeaderView.swift", "CheckoutBar.swift", "ThemeSwitcher.swift", "BadgeView.swift"]
        let texts = [PortFixtures.profileHeader, PortFixtures.checkoutBar, PortFixtures.themeSwitcher, PortFixtures.badgeView]
        for (name, text) in zip(files, texts) { try workspace.write(name, text) }
        let first = try workspace.port(files)
        #expect(first.output.hasSuffix("ported 3 files: 14 attributes fenced, 8 statements fenced; 1 file unchanged; 5 left to fence by hand\n"))
        let ported = try files.map(workspace.read)
        let second = try workspace.port(files)
        #expect(second.status == 1)
        #expect(
            second.output == "ThemeSwitcher.swift:14: not fenced: #selector shares its line with a case label; fence it by hand\n"
                + Self.badgeViewReport + "ported 0 files: 0 attributes fenced, 0 statements fenced; 4 files unchanged; 5 left to fence by hand\n")
        #expect(try files.map(workspace.read) == ported)
    }

    @Test("--dry-run prints the report of a real run and writes nothing")
    func dryRun() throws {
        let workspace = try PortWorkspace()
        let files = ["ProfileHeaderView.swift", "CheckoutBar.swift", "HelpView.swift"]
        try workspace.write("ProfileHeaderView.swift", PortFixtures.profileHeader)
        try workspace.write("CheckoutBar.swift", PortFixtures.checkoutBar)
        try workspace.write("HelpView.swift", PortFixtures.helpView)
        let dry = try workspace.port(files, ["--dry-run"])
        #expect(dry.status == 0)
        #expect(
            dry.output == Self.profileHeaderReport + Self.checkoutBarReport
                + "ported 2 files: 14 attributes fenced, 7 statements fenced; 1 file unchanged\n")
        #expect(try workspace.read("ProfileHeaderView.swift") == PortFixtures.profileHeader)
        #expect(try workspace.read("CheckoutBar.swift") == PortFixtures.checkoutBar)
        let real = try workspace.port(files)
        #expect(real.output == dry.output)
        #expect(try workspace.read("ProfileHeaderView.swift") == PortFixtures.profileHeaderPorted)
        #expect(try workspace.read("CheckoutBar.swift") == PortFixtures.checkoutBarPorted)
    }

    @Test("line endings are kept: CRLF, and no line break at the end of a file")
    func lineEndings() throws {
        let workspace = try PortWorkspace()
        let lines = [
            "@objcMembers", "final class RouteView: UIView {",
            "\t@IBSegueAction func makeDetail(_ coder: NSCoder) -> UIViewController? { nil }", "\t@objc dynamic var stops = 0",
            "\tfunc show() {", "\t\tperform(#selector(layoutSubviews))", "\t}", "}", "",
        ]
        try workspace.write("RouteView.swift", lines.joined(separator: "\r\n"))
        try workspace.write("Selectors.swift", "let layout = #selector(UIView.layoutSubviews)")
        let run = try workspace.port(["RouteView.swift", "Selectors.swift"])
        #expect(run.output.hasSuffix("ported 2 files: 4 attributes fenced, 2 statements fenced; 0 files unchanged\n"))
        let ported = [
            "#if canImport(ObjectiveC)", "@objcMembers", "#endif", "final class RouteView: UIView {", "\t#if canImport(ObjectiveC)",
            "\t@IBSegueAction", "\t#endif", "\tfunc makeDetail(_ coder: NSCoder) -> UIViewController? { nil }", "\t#if canImport(ObjectiveC)",
            "\t@objc dynamic var stops = 0", "\t#else", "\tvar stops = 0", "\t#endif", "\tfunc show() {", "\t\t#if canImport(ObjectiveC)",
            "\t\tperform(#selector(layoutSubviews))", "\t\t#endif", "\t}", "}", "",
        ]
        #expect(try workspace.read("RouteView.swift") == ported.joined(separator: "\r\n"))
        #expect(try workspace.read("Selectors.swift") == "#if canImport(ObjectiveC)\nlet layout = #selector(UIView.layoutSubviews)\n#endif")
    }

    /// Input `snapshot port` refuses, set up in a workspace that also holds a
    /// file it could port.
    enum BadInput: CaseIterable {
        case noFiles, missing, directory, fifo, notUTF8, notSwift, unknownOption

        /// Prepares the input in `workspace`; gives the arguments and the error expected after `snapshot port: `.
        func prepare(_ workspace: PortWorkspace) throws -> (names: [String], options: [String], error: String) {
            let good = "ProfileHeaderView.swift"
            switch self {
            case .noFiles:
                return ([], [], "expected one or more .swift files\nusage: snapshot port FILE.swift... [--dry-run]")
            case .missing:
                return ([good, "Missing.swift"], [], "cannot read Missing.swift: No such file or directory")
            case .directory:
                try FileManager.default.createDirectory(atPath: workspace.path("Views.swift"), withIntermediateDirectories: false)
                return ([good, "Views.swift"], [], "cannot read Views.swift: it is a directory")
            case .fifo:
                #expect(mkfifo(workspace.path("Pipe.swift"), 0o644) == 0)
                return ([good, "Pipe.swift"], [], "cannot read Pipe.swift: it is a FIFO, not a regular file")
            case .notUTF8:
                try Data([0x6C, 0x65, 0x74, 0x20, 0xFF, 0xFE]).write(to: URL(fileURLWithPath: workspace.path("Latin1.swift")))
                return ([good, "Latin1.swift"], [], "Latin1.swift is not UTF-8 text: port reads Swift source as UTF-8")
            case .notSwift:
                try workspace.write("CardView.m", "@implementation CardView\n@end\n")
                return ([good, "CardView.m"], [], "CardView.m is not a Swift source file: port edits only files named .swift")
            case .unknownOption:
                return ([good], ["--fix"], "unknown option --fix\nusage: snapshot port FILE.swift... [--dry-run]")
            }
        }
    }

    @Test("bad input: a clear error, exit status 2, and no file written", arguments: BadInput.allCases)
    func badInput(_ input: BadInput) throws {
        let workspace = try PortWorkspace()
        try workspace.write("ProfileHeaderView.swift", PortFixtures.profileHeader)
        let (names, options, error) = try input.prepare(workspace)
        let run = try workspace.port(names, options)
        #expect(run.status == 2)
        #expect(run.output.isEmpty)
        #expect(run.error == "snapshot port: \(error)\n")
        #expect(try workspace.read("ProfileHeaderView.swift") == PortFixtures.profileHeader)
    }

    @Test("a file without read permission is refused", .enabled(if: getuid() != 0, "root reads any file"))
    func unreadable() throws {
        let workspace = try PortWorkspace()
        try workspace.write("Locked.swift", PortFixtures.profileHeader)
        try FileManager.default.setAttributes([.posixPermissions: 0], ofItemAtPath: workspace.path("Locked.swift"))
        let run = try workspace.port(["Locked.swift"])
        #expect(run.status == 2)
        #expect(run.error == "snapshot port: cannot read Locked.swift: Permission denied\n")
    }
}
