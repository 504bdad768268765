/// An unknown whose value the solver computes.
///
/// Variables have identity semantics: two instances are different unknowns even when they share a
/// name. A variable holds no value itself; read its solution with ``Solver/value(of:)``, which keeps
/// one variable usable by several independent solvers. The type is immutable and therefore `Sendable`.
package final class Variable: Hashable, Sendable, CustomStringConvertible {
    /// A debugging name, used only in descriptions.
    package let name: String

    /// Creates a new, distinct unknown.
    /// - Parameter name: A debugging name; it does not need to be unique.
    package init(_ name: String = "") {
        self.name = name
    }

    /// Identity comparison: a variable equals only itself.
    package static func == (lhs: Variable, rhs: Variable) -> Bool {
        lhs === rhs
    }

    /// Hashes the object identity. The solver only looks variables up by hash; it never iterates a
    /// hashed collection, so the per-process hash seed cannot influence results.
    package func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(self))
    }

    /// The debugging name.
    package var description: String {
        name
    }
}
