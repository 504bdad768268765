/// The appearance proxies in effect, keyed by view type.
///
/// ``current`` is task-local: tests that set appearance values isolate them
/// with ``withIsolatedRegistry(_:)``, so parallel tests never see each
/// other's proxies and nothing needs resetting afterwards. Outside such a
/// scope the process-wide ``shared`` registry is used; ``reset()`` clears it.
@MainActor
public final class AppearanceRegistry: Sendable {
    private var proxies: [ObjectIdentifier: any AppearanceApplying] = [:]

    /// Creates an empty registry.
    nonisolated public init() {}

    /// The registry used outside ``withIsolatedRegistry(_:)``.
    public static let shared = AppearanceRegistry()

    /// The registry that ``View/appearance()`` and `drawHierarchy` use in this task.
    @TaskLocal public static var current: AppearanceRegistry = shared

    /// Runs `body` with a fresh, empty registry as ``current``.
    public static func withIsolatedRegistry<T>(_ body: () throws -> T) rethrows -> T {
        try $current.withValue(AppearanceRegistry()) { try body() }
    }

    /// Removes every proxy.
    public func reset() { proxies = [:] }

    /// The proxy for `type`, created on first use.
    func proxy<Target: View>(for type: Target.Type) -> Appearance<Target> {
        let key = ObjectIdentifier(type)
        if let existing = proxies[key] as? Appearance<Target> { return existing }
        let created = Appearance<Target>()
        proxies[key] = created
        return created
    }

    /// Applies the proxies to every view of the subtree not yet given them,
    /// superclass proxies before subclass ones.
    func apply(toSubtreeOf root: View) {
        guard !proxies.isEmpty else { return }
        for view in root.subtree where !view.hasAppliedAppearance {
            view.hasAppliedAppearance = true
            let matching = proxies.values.filter { $0.matches(view) }
            // The matching types form one superclass chain: the more of the
            // others' samples a proxy matches, the more general its type.
            let ordered = matching.map { proxy in
                (proxy, matching.filter { proxy.matches($0.sample) }.count)
            }.sorted { $0.1 > $1.1 }
            for (proxy, _) in ordered { proxy.apply(to: view) }
        }
    }
}
