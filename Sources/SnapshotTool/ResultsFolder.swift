import Foundation

/// A results folder named on the command line.
enum ResultsFolder {
    /// The folder at `path` (a `latest` link followed), or an error when it is not a directory.
    static func open(_ path: String) throws(CommandLineError) -> URL {
        let directory = URL(fileURLWithPath: path, isDirectory: true).resolvingSymlinksInPath()
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw CommandLineError("\(path) is not a directory")
        }
        return directory
    }
}
