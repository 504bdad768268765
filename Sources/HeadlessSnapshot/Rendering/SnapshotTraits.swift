import HeadlessLayers

/// A trait variant a snapshot is taken in, such as dark mode: overrides
/// applied to the view for the snapshot, and the name that tells its
/// reference file apart (`testSettings_dark@3x.png`).
public struct SnapshotTraits: Sendable, Hashable {
    /// The name added to the reference file name; empty adds nothing.
    public var name: String
    /// The traits set on the view while it is rendered.
    public var overrides: TraitOverrides

    /// Creates a variant.
    public init(name: String, overrides: TraitOverrides) {
        self.name = name
        self.overrides = overrides
    }

    /// The view's own traits, with no name.
    public static let unchanged = SnapshotTraits(name: "", overrides: TraitOverrides())
    /// Light mode, named `light`.
    public static let light = SnapshotTraits(name: "light", overrides: TraitOverrides(userInterfaceStyle: .light))
    /// Dark mode, named `dark`.
    public static let dark = SnapshotTraits(name: "dark", overrides: TraitOverrides(userInterfaceStyle: .dark))
}
