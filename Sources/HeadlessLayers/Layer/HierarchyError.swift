import Foundation

/// Why a layer or view could not be added where it was asked to go.
public enum HierarchyError: Error, Equatable, Sendable, CustomStringConvertible {
    /// Adding `child` under `parent` would make a node its own ancestor;
    /// the names are the nodes' type names.
    case cycle(child: String, parent: String)

    /// A sentence naming the problem.
    public var description: String {
        switch self {
        case .cycle(let child, let parent):
            return "cannot add \(child) to \(parent): \(child) is \(parent) or one of its ancestors"
        }
    }
}

extension HierarchyError {
    /// Writes the refused change to standard error, as UIKit logs what it
    /// will not do, for the faces whose Apple signatures do not throw.
    package func report() {
        FileHandle.standardError.write(Data("[HeadlessSnapshot] refused: \(description)\n".utf8))
    }
}
