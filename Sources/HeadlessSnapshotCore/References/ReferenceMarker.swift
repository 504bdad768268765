import Foundation

/// The part that names references recorded on this platform, in the faces
/// of other snapshot libraries (`testProfile.1.linux.png`,
/// `testProfile_linux@3x.png`), so that a team's simulator references beside
/// them are never overwritten nor compared here, where pixels differ.
package enum ReferenceMarker {
    /// The environment variable that names another marker; set empty, one set of references is shared.
    package static let variable = "SNAPSHOT_REFERENCE_MARKER"

    /// The marker in effect: the environment's, else `linux`.
    package static var current: String { ProcessInfo.processInfo.environment[variable] ?? "linux" }

    /// Whether `fileName` carries `marker` as one of its parts (between `.`,
    /// `_` and `@`): `testProfile.1.linux.png` and `testProfile_linux@3x.png` do.
    package static func marks(_ fileName: String, marker: String = current) -> Bool {
        !marker.isEmpty && fileName.split(whereSeparator: { $0 == "." || $0 == "_" || $0 == "@" }).contains { $0 == marker }
    }
}
