/// The moment of their animations that trees are drawn at.
///
/// The engine draws a layer's stored values; animations belong to the Core
/// Animation face, which installs ``present`` and ``settle``. A snapshot
/// at a moment sets ``moment`` while it records the tree
/// (``during(_:_:)``); without one, a snapshot first lets running
/// animations finish (``settle``) and draws the stored values, the state
/// the animations end in.
@MainActor
package enum AnimationStage {
    /// Changes a laid-out tree to what its animations show at `moment`
    /// seconds from the media clock's present, and returns what puts it back.
    package static var present: ((_ root: Layer, _ moment: Double) throws(RenderError) -> () -> Void)?

    /// Changes a replicator's sublayers to what their animations show for
    /// copy `instance` (later by `instance` times its delay) and returns what
    /// puts them back; used only while a moment is staged.
    package static var presentInstance: ((_ replicator: ReplicatorLayer, _ instance: Int) -> () -> Void)?

    /// Moves the media clock to the end of the running animations, so
    /// their completions run before a still snapshot.
    package static var settle: (() -> Void)?

    /// The moment being drawn, in seconds from the clock's present; nil for
    /// a still snapshot.
    package private(set) static var moment: Double?

    /// A moment in seconds as names and messages write it: as few digits as
    /// it needs, to the millisecond (`0.25`, `1`).
    nonisolated package static func secondsText(_ t: Double) -> String {
        guard t.isFinite else { return "\(t)" }
        let rounded = (t * 1000).rounded() / 1000
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
    }

    /// Runs `body` with trees drawn at `moment`.
    package static func during<T, E: Error>(_ moment: Double, _ body: () throws(E) -> T) throws(E) -> T {
        let outer = self.moment
        self.moment = moment
        defer { self.moment = outer }
        return try body()
    }

    /// Lets running animations finish, for a still snapshot; nothing at a staged moment.
    static func settleUnlessStaged() {
        if moment == nil { settle?() }
    }

    /// Runs `body` (which records `root`) with `root` shown at the staged
    /// moment, or after settling when there is none.
    static func staging<T>(_ root: Layer, _ body: () throws(RenderError) -> T) throws(RenderError) -> T {
        guard let moment, let present else { return try body() }
        let restore = try present(root, moment)
        defer { restore() }
        return try body()
    }
}
